import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import styled from 'styled-components';
import { LOGIN_ERROR } from '@ratai/domain';
import { isApiClientError, useLoginMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { LoginSchema, type LoginInput, type LoginOutput } from '@ratai/validation';
import { FORGOT_PATH, RECOVERY_TEXTS } from '../../lib/recovery';

const Forgot = styled.p`
  margin: calc(-1 * ${({ theme }) => theme.space.sm}) 0 ${({ theme }) => theme.space.md};
  text-align: right;
`;

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
      <Forgot>
        <Link to={FORGOT_PATH}>{RECOVERY_TEXTS.forgotLink}</Link>
      </Forgot>
      <FormActions>
        <Button type="submit" loading={isLoading} fullWidth>
          Prisijungti
        </Button>
      </FormActions>
    </form>
  );
}
