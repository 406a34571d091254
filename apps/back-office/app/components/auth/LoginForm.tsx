import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LOGIN_ERROR } from '@ratai/domain';
import { authApi, isApiClientError, logout, useAppDispatch, useLoginMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, TextField } from '@ratai/ui';
import { LoginSchema, type LoginInput, type LoginOutput } from '@ratai/validation';
import { isTeamMember, NOT_TEAM_MESSAGE } from '../../lib/session';

/**
 * The team's sign-in: e-mail and password with the shared schema's messages. After the API
 * accepts the password, the account's roles are read (`GET /users/me`): an account without the
 * team role is signed out again at once and reads a clear refusal; what was typed stays.
 */
export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const dispatch = useAppDispatch();
  const [login, { isLoading }] = useLoginMutation();
  const [checking, setChecking] = useState(false);
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
    } catch (error) {
      setFailure(isApiClientError(error) ? error.message : LOGIN_ERROR);
      return;
    }
    setChecking(true);
    try {
      const me = await dispatch(authApi.endpoints.me.initiate(undefined, { forceRefetch: true })).unwrap();
      if (isTeamMember(me)) {
        onSuccess();
        return;
      }
      dispatch(logout());
      setFailure(NOT_TEAM_MESSAGE);
    } catch (error) {
      dispatch(logout());
      setFailure(isApiClientError(error) ? error.message : LOGIN_ERROR);
    } finally {
      setChecking(false);
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
        <Button type="submit" loading={isLoading || checking} fullWidth>
          Prisijungti
        </Button>
      </FormActions>
    </form>
  );
}
