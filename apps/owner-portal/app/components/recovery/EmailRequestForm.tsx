import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiClientError } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { ForgotPasswordSchema, type ForgotPasswordInput, type ForgotPasswordOutput } from '@ratai/validation';
import { RECOVERY_TEXTS } from '../../lib/recovery';

/**
 * One e-mail field that asks the API to send a link (forgot password, confirmation again). After a
 * success it shows `sentText` — the same whatever the address, as the API's answer is — and keeps
 * the form, so a typo can be fixed and sent again. The API's limit (429) shows its own message.
 */
export function EmailRequestForm({
  label,
  submitLabel,
  sentText,
  send,
}: {
  label: string;
  submitLabel: string;
  sentText: string;
  send: (email: string) => Promise<unknown>;
}) {
  const [status, setStatus] = useState<{ type: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput, unknown, ForgotPasswordOutput>({ resolver: valibotResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setStatus(null);
    try {
      await send(email);
      setStatus({ type: 'success', text: sentText });
    } catch (error) {
      const emailError = isApiClientError(error) ? error.fieldErrors.find((field) => field.path[0] === 'email') : undefined;
      if (emailError) setError('email', { message: emailError.message });
      else setStatus({ type: 'danger', text: isApiClientError(error) ? error.message : RECOVERY_TEXTS.sendFailed });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {status ? <Alert type={status.type}>{status.text}</Alert> : null}
      <TextField label="El. paštas" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <FormActions>
        <Button type="submit" loading={isSubmitting} fullWidth>
          {submitLabel}
        </Button>
      </FormActions>
    </form>
  );
}
