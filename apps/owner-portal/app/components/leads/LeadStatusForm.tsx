import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { enumOptions, OWNER_LEAD_STATUS_LABELS, OWNER_LEAD_STATUSES, type OwnerLead } from '@ratai/domain';
import { useSetOwnerLeadStatusMutation } from '@ratai/api-client';
import { Alert, Button, Select, TextField } from '@ratai/ui';
import { OWNER_LEAD_NOTE_MAX, OwnerLeadStatusSchema, type OwnerLeadStatusInput, type OwnerLeadStatusOutput } from '@ratai/validation';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 560px;
`;

/** The API's message of a failed call, or a general one. */
export function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message) return error.message;
  return 'Nepavyko išsaugoti. Bandykite dar kartą.';
}

/**
 * The owner's status of a lead and an optional note for the team ('Išsaugoti būseną'). The team
 * sees both; the owner's 'Sutartis pasirašyta' or 'Atsisakyta' is confirmed by the team, so the
 * form says so. A closed lead (the team finished it) has no form.
 */
export function LeadStatusForm({ lead }: { lead: OwnerLead }) {
  const [save, saving] = useSetOwnerLeadStatusMutation();
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<OwnerLeadStatusInput, unknown, OwnerLeadStatusOutput>({
    resolver: valibotResolver(OwnerLeadStatusSchema),
    defaultValues: { status: lead.ownerStatus?.status ?? '', note: lead.ownerStatus?.note ?? '' },
  });

  const onSubmit = handleSubmit(async ({ status, note }) => {
    setDone(null);
    setFailure(null);
    try {
      await save({ id: lead.id, status, note }).unwrap();
      setDone(`Būsena išsaugota: ${OWNER_LEAD_STATUS_LABELS[status]}. Ratai komanda ją mato.`);
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  if (lead.closed) {
    return <Alert type="info">Ratai komanda šią užklausą užbaigė, jos būsenos keisti nebereikia.</Alert>;
  }
  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Užklausos būsena">
      <Select
        label="Būsena"
        placeholder="Pasirinkite"
        options={enumOptions(OWNER_LEAD_STATUSES, OWNER_LEAD_STATUS_LABELS)}
        error={errors.status?.message}
        {...register('status')}
      />
      <TextField
        multiline
        rows={3}
        label="Pastaba komandai (neprivaloma)"
        hint={`Pvz., kada apžiūra ar kodėl atsisakėte. Iki ${OWNER_LEAD_NOTE_MAX} simbolių.`}
        error={errors.note?.message}
        {...register('note')}
      />
      <p>Pažymėjus „Sutartis pasirašyta“ ar „Atsisakyta“, Ratai komanda tai patikrins ir užbaigs užklausą.</p>
      {done ? (
        <Alert type="success">{done}</Alert>
      ) : null}
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <div>
        <Button type="submit" loading={saving.isLoading}>
          Išsaugoti būseną
        </Button>
      </div>
    </Form>
  );
}
