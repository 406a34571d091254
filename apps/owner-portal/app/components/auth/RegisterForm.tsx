import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { REGISTER_ERROR } from '@ratai/domain';
import { isApiClientError, useRegisterMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { RegistrationSchema, toRegisterRequest, type RegistrationInput, type RegistrationOutput } from '@ratai/validation';

/**
 * The registration form (spec §2.14, §5): e-mail, password, confirmation (not sent). The body is
 * `toRegisterRequest` of the validation lib (identifier, email, username = the e-mail; both
 * consents true, spec §3). A failure shows the server's message, else 'Registracijos klaida.
 * Bandykite dar kartą.' (§8); field errors of the API land at their field.
 */
export function RegisterForm({ onSuccess }: { onSuccess: () => void }) {
  const [registerUser, { isLoading }] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RegistrationInput, unknown, RegistrationOutput>({
    resolver: valibotResolver(RegistrationSchema),
    defaultValues: { email: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await registerUser(toRegisterRequest(values)).unwrap();
      onSuccess();
    } catch (error) {
      if (!isApiClientError(error)) {
        setFailure(REGISTER_ERROR);
        return;
      }
      const emailError = error.fieldErrors.find((field) => ['email', 'identifier', 'username'].includes(field.path[0]));
      if (emailError) setError('email', { message: emailError.message });
      setFailure(error.message);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Registracija">
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <TextField label="El. paštas" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
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
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <FormActions>
        <Button type="submit" loading={isLoading} fullWidth>
          Registruotis
        </Button>
      </FormActions>
    </form>
  );
}
