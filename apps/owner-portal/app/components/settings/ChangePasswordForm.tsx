import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiClientError, useChangePasswordMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { ChangePasswordSchema, type ChangePasswordInput, type ChangePasswordOutput } from '@ratai/validation';

const EMPTY: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The password change (settings): the schema's messages; a wrong current password lands at its field. */
export function ChangePasswordForm() {
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [status, setStatus] = useState<{ type: 'success' | 'danger'; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ChangePasswordInput, unknown, ChangePasswordOutput>({ resolver: valibotResolver(ChangePasswordSchema), defaultValues: EMPTY });

  const submit = handleSubmit(async (values) => {
    setStatus(null);
    try {
      await changePassword(values).unwrap();
      reset(EMPTY);
      setStatus({ type: 'success', text: 'Slaptažodis pakeistas.' });
    } catch (error) {
      const fields = isApiClientError(error) ? error.fieldErrors : [];
      for (const field of fields) {
        if (field.path[0] === 'currentPassword' || field.path[0] === 'newPassword' || field.path[0] === 'confirmPassword') {
          setError(field.path[0], { message: field.message });
        }
      }
      if (fields.length === 0) setStatus({ type: 'danger', text: isApiClientError(error) ? error.message : 'Nepavyko pakeisti slaptažodžio.' });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Slaptažodžio keitimas">
      {status ? <Alert type={status.type}>{status.text}</Alert> : null}
      <TextField label="Dabartinis slaptažodis" type="password" autoComplete="current-password" error={errors.currentPassword?.message} {...register('currentPassword')} />
      <TextField label="Naujas slaptažodis" type="password" autoComplete="new-password" error={errors.newPassword?.message} {...register('newPassword')} />
      <TextField label="Pakartokite naują slaptažodį" type="password" autoComplete="new-password" error={errors.confirmPassword?.message} {...register('confirmPassword')} />
      <FormActions>
        <Button type="submit" loading={isLoading}>
          Keisti slaptažodį
        </Button>
      </FormActions>
    </form>
  );
}
