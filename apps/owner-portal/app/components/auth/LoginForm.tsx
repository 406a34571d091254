import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LOGIN_ERROR } from '@ratai/domain';
import { isApiClientError, useLoginMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { LoginSchema, type LoginInput, type LoginOutput } from '@ratai/validation';

/**
 * The login form (spec §2.14, §5): e-mail and password with the schema's messages. A failure
 * shows the server's message, else 'Prisijungimo klaida. Bandykite dar kartą.' (§8), and keeps
 * what was typed. `onSuccess` runs after the token is stored (the api-client's login does it).
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [login, { isLoading }] = useLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginInput, unknown, LoginOutput>({
    resolver: valibotResolver(LoginSchema),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(null);
    try {
      await login({ identifier: email, password }).unwrap();
      onSuccess();
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : LOGIN_ERROR);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Prisijungimas">
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <TextField label="El. paštas" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
      <TextField
        label="Slaptažodis"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormActions>
        <Button type="submit" loading={isLoading} fullWidth>
          Prisijungti
        </Button>
      </FormActions>
    </form>
  );
}
