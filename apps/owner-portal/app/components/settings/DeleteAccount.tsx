import { useState, type FormEvent } from 'react';
import { PASSWORD_REQUIRED } from '@ratai/validation';
import { isApiClientError, logout, useAppDispatch, useDeleteUserMutation } from '@ratai/api-client';
import { Button, ConfirmDialog, FormActions, TextField } from '@ratai/ui';
import { usePortalConfig } from '../../lib/config';

/**
 * Deleting the account (settings). The API asks for the current password (modules/accounts README);
 * a confirmation dialog comes first. Afterwards the session is cleared and the browser goes to the
 * marketplace's home page, as after a logout.
 */
export function DeleteAccount() {
  const dispatch = useAppDispatch();
  const { marketplaceUrl } = usePortalConfig();
  const [deleteUser, { isLoading }] = useDeleteUserMutation();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  const ask = (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(PASSWORD_REQUIRED);
      return;
    }
    setError(null);
    setAsking(true);
  };

  const confirm = async () => {
    try {
      await deleteUser({ password }).unwrap();
      dispatch(logout());
      window.location.assign(`${marketplaceUrl}/`);
    } catch (failure) {
      setAsking(false);
      setError(isApiClientError(failure) ? failure.message : 'Nepavyko ištrinti paskyros.');
    }
  };

  return (
    <form onSubmit={ask} noValidate aria-label="Paskyros ištrynimas">
      <p>Ištrynus paskyrą, bus ištrinti ir visi jūsų skelbimai bei profilio duomenys. To atšaukti nebus galima.</p>
      <TextField
        label="Slaptažodis"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error ?? undefined}
      />
      <FormActions>
        <Button type="submit" variant="danger">
          Ištrinti paskyrą
        </Button>
      </FormActions>
      <ConfirmDialog
        open={asking}
        onConfirm={() => void confirm()}
        onCancel={() => setAsking(false)}
        loading={isLoading}
        confirmLabel="Ištrinti paskyrą"
        confirmVariant="danger"
      >
        Ar tikrai norite ištrinti paskyrą?
      </ConfirmDialog>
    </form>
  );
}
