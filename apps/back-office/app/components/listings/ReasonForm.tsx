import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { Button, FormActions, TextField } from '@ratai/ui';
import { ListingReasonSchema, type ListingReasonInput, type ListingReasonOutput } from '@ratai/validation';

const Form = styled.form`
  margin-top: ${({ theme }) => theme.space.md};
`;

export interface ReasonFormProps {
  /** The form's accessible name, e.g. 'Atmetimas'. */
  name: string;
  hint: string;
  submitLabel: string;
  variant?: 'primary' | 'danger';
  loading: boolean;
  onSubmit: (reason: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * The 'Priežastis' every team action on a listing asks for (reject, hide, unhide, delete): one
 * rule, `ListingReasonSchema` of @ratai/validation, as the API checks it (3–1000 characters). The
 * text stays when the call fails, so nothing typed is lost.
 */
export function ReasonForm({ name, hint, submitLabel, variant = 'danger', loading, onSubmit, onCancel }: ReasonFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ListingReasonInput, unknown, ListingReasonOutput>({
    resolver: valibotResolver(ListingReasonSchema),
    defaultValues: { reason: '' },
  });
  return (
    <Form onSubmit={handleSubmit(({ reason }) => onSubmit(reason))} noValidate aria-label={name}>
      <TextField multiline rows={4} label="Priežastis" hint={hint} error={errors.reason?.message} {...register('reason')} />
      <FormActions>
        <Button type="submit" variant={variant} loading={loading}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Atšaukti
        </Button>
      </FormActions>
    </Form>
  );
}
