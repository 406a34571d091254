import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { isApiClientError, useResetPasswordMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { RESET_CODE_INVALID, ResetPasswordFormSchema, type ResetPasswordFormInput, type ResetPasswordFormOutput } from '@ratai/validation';
import { FORGOT_PATH, RECOVERY_TEXTS } from '../../lib/recovery';

/** The link's code is bad (unknown, used or expired): the message and the way to a new link. */
export function InvalidResetLink() {
  return (
    <Alert type="danger" action={<Link to={FORGOT_PATH}>{RECOVERY_TEXTS.newLink}</Link>}>
      {RESET_CODE_INVALID}
    </Alert>
  );
}

/**
 * The new password twice, with registration's rules and messages ('Slaptažodžiai nesutampa').
 * The API decides whether the code still works; a refused code replaces the form's banner with
 * the way to a new link and keeps what was typed.
 */
export function ResetPasswordForm({ code, onSuccess }: { code: string; onSuccess: () => void }) {
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  // 'code': the link's code was refused; any other text: a banner.
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ResetPasswordFormInput, unknown, ResetPasswordFormOutput>({
    resolver: valibotResolver(ResetPasswordFormSchema),
    defaultValues: { password: '', passwordConfirmation: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await resetPassword({ code, ...values }).unwrap();
      onSuccess();
    } catch (error) {
      if (!isApiClientError(error)) {
        setFailure(RECOVERY_TEXTS.saveFailed);
        return;
      }
      const codeRefused = error.fieldErrors.some((field) => field.path[0] === 'code');
      let atField = false;
      for (const field of error.fieldErrors) {
        if (field.path[0] === 'password' || field.path[0] === 'passwordConfirmation') {
          setError(field.path[0], { message: field.message });
          atField = true;
        }
      }
      if (codeRefused) setFailure('code');
      else if (!atField) setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={RECOVERY_TEXTS.resetTitle}>
      {failure === 'code' ? <InvalidResetLink /> : failure ? <Alert type="danger">{failure}</Alert> : null}
      <TextField
        label="Slaptažodis"
        type="password"
        autoComplete="new-password"
        hint="Bent 8 simboliai."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Pakartokite slaptažodį"
        type="password"
        autoComplete="new-password"
        error={errors.passwordConfirmation?.message}
        {...register('passwordConfirmation')}
      />
      <FormActions>
        <Button type="submit" loading={isLoading} fullWidth>
          {RECOVERY_TEXTS.resetSubmit}
        </Button>
      </FormActions>
    </form>
  );
}
