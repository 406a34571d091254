import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PIPELINE_STATUS_LABELS, PIPELINE_TRANSITIONS, type PipelineStatus, type TeamApplicationDetail } from '@ratai/domain';
import { useChangePipelineStatusMutation } from '@ratai/api-client';
import { Alert, Badge, Button, FormActions, Select, TextField } from '@ratai/ui';
import { PipelineChangeSchema, type PipelineChangeInput, type PipelineChangeOutput } from '@ratai/validation';
import { failureText, formatDateTime } from '../../lib/format';
import { Card, SectionTitle } from '../layout/Page';
import { Muted, StatusChangeForm, StatusHistory } from '../layout/StatusHistory';
import { OwnerStatusDetails } from './OwnerStatus';

const TONE: Record<PipelineStatus, 'info' | 'warning' | 'success' | 'danger' | 'neutral'> = {
  new: 'info',
  contacted: 'warning',
  sent_to_owner: 'warning',
  contract_signed: 'success',
  declined: 'danger',
  withdrawn: 'neutral',
};

/**
 * The application's place in the team's pipeline: its status, the change form (only the moves the
 * workflow allows; a note is required) and the history. Choosing 'Perduota savininkui' turns the
 * button into 'Perduoti savininkui': the API e-mails the car's owner (docs/owner-visibility.md).
 */
export function PipelinePanel({ application }: { application: TeamApplicationDetail }) {
  const [change, changing] = useChangePipelineStatusMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const next = PIPELINE_TRANSITIONS[application.pipelineStatus].filter((status) => status !== 'sent_to_owner' || application.car !== null);
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors },
  } = useForm<PipelineChangeInput, unknown, PipelineChangeOutput>({
    resolver: valibotResolver(PipelineChangeSchema),
    defaultValues: { status: '', note: '' },
  });
  const chosen = watch('status');

  const onSubmit = handleSubmit(async ({ status, note }) => {
    setFailure(null);
    setDone(null);
    try {
      await change({ id: application.id, status, note }).unwrap();
      reset({ status: '', note: '' });
      setDone(status === 'sent_to_owner' ? 'Paraiška perduota savininkui; jam išsiųstas el. laiškas.' : `Būsena pakeista: ${PIPELINE_STATUS_LABELS[status]}.`);
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Card aria-labelledby="eiga">
      <SectionTitle id="eiga">Būsena</SectionTitle>
      <p>
        <Badge tone={TONE[application.pipelineStatus]}>{PIPELINE_STATUS_LABELS[application.pipelineStatus]}</Badge>
        {application.passedToOwnerAt ? <Muted> · perduota savininkui {formatDateTime(application.passedToOwnerAt)}</Muted> : null}
      </p>
      <OwnerStatusDetails application={application} />
      {done ? <Alert type="success">{done}</Alert> : null}
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      {next.length === 0 ? (
        <p>Galutinė būsena: toliau keisti nebegalima.</p>
      ) : (
        <StatusChangeForm onSubmit={onSubmit} noValidate aria-label="Būsenos keitimas">
          <Select
            label="Nauja būsena"
            placeholder="Pasirinkite"
            options={next.map((status) => ({ value: status, label: PIPELINE_STATUS_LABELS[status] }))}
            error={errors.status?.message}
            {...register('status')}
          />
          <TextField
            multiline
            rows={3}
            label="Pastaba"
            hint="Privaloma: ką sužinojote ar nusprendėte. Ją matys komanda paraiškos istorijoje ir veiksmų žurnale."
            error={errors.note?.message}
            {...register('note')}
          />
          <FormActions>
            <Button type="submit" loading={changing.isLoading}>
              {chosen === 'sent_to_owner' ? 'Perduoti savininkui' : 'Keisti būseną'}
            </Button>
          </FormActions>
        </StatusChangeForm>
      )}
      <StatusHistory
        entries={application.pipelineHistory.map((entry) => ({
          key: entry.createdAt + entry.to,
          change: `${entry.from ? PIPELINE_STATUS_LABELS[entry.from] : '—'} → ${PIPELINE_STATUS_LABELS[entry.to]}`,
          createdAt: entry.createdAt,
          actorEmail: entry.actor.email,
          note: entry.note,
        }))}
      />
    </Card>
  );
}
