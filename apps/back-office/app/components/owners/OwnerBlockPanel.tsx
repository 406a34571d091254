import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { TeamOwnerDetail } from '@ratai/domain';
import { useSetOwnerBlockedMutation } from '@ratai/api-client';
import { Alert, Badge, Button, FormActions, TextField } from '@ratai/ui';
import { OwnerBlockSchema, type OwnerBlockInput, type OwnerBlockOutput } from '@ratai/validation';
import { failureText, formatDateTime } from '../../lib/format';
import { Card, SectionTitle } from '../layout/Page';

const BlockForm = styled.form`
  max-width: 640px;
  margin-top: ${({ theme }) => theme.space.md};
`;

/**
 * 'Užblokuoti' / 'Atblokuoti' of one owner with a required 'Priežastis' (the shared schema's
 * messages). The API refuses oneself and team accounts; its message is shown as it is.
 */
export function OwnerBlockPanel({ owner }: { owner: TeamOwnerDetail }) {
  const [setBlocked, saving] = useSetOwnerBlockedMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const blocked = owner.blocked !== null;
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<OwnerBlockInput, unknown, OwnerBlockOutput>({
    resolver: valibotResolver(OwnerBlockSchema),
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    setFailure(null);
    setDone(null);
    try {
      await setBlocked({ id: owner.id, block: !blocked, reason }).unwrap();
      reset({ reason: '' });
      setDone(
        blocked
          ? 'Savininkas atblokuotas: jo skelbimai vėl rodomi, prisijungti jis gali.'
          : 'Savininkas užblokuotas: jo skelbimai paslėpti, prisijungti jis nebegali.',
      );
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Card aria-labelledby="blokavimas">
      <SectionTitle id="blokavimas">Blokavimas</SectionTitle>
      {owner.blocked ? (
        <p>
          <Badge tone="danger">Užblokuotas</Badge> nuo {formatDateTime(owner.blocked.at)}. Priežastis: {owner.blocked.reason}
        </p>
      ) : (
        <p>
          <Badge tone="success">Aktyvus</Badge> Užblokuotas savininkas negali prisijungti, o jo skelbimai nerodomi svetainėje.
        </p>
      )}
      {done ? <Alert type="success">{done}</Alert> : null}
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <BlockForm onSubmit={onSubmit} noValidate aria-label={blocked ? 'Atblokavimas' : 'Blokavimas'}>
        <TextField
          multiline
          rows={3}
          label="Priežastis"
          hint="Privaloma. Ją matys komanda ir veiksmų žurnalas; savininkui ji nerodoma."
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions>
          <Button type="submit" variant={blocked ? 'primary' : 'danger'} loading={saving.isLoading}>
            {blocked ? 'Atblokuoti' : 'Užblokuoti'}
          </Button>
        </FormActions>
      </BlockForm>
    </Card>
  );
}
