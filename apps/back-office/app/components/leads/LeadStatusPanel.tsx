import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus, type TeamLeadDetail } from '@ratai/domain';
import { useChangeLeadStatusMutation } from '@ratai/api-client';
import { Alert, Badge, Button, FormActions, Select, TextField } from '@ratai/ui';
import { LeadStatusChangeSchema, type LeadStatusChangeInput, type LeadStatusChangeOutput } from '@ratai/validation';
import { failureText, formatDateTime } from '../../lib/format';
import { Card, SectionTitle } from '../layout/Page';
import { Muted, StatusChangeForm, StatusHistory } from '../layout/StatusHistory';

/** The badge colour of each status: new asks for a call, called is in progress, closed is done. */
export const LEAD_STATUS_TONE: Record<LeadStatus, 'info' | 'warning' | 'neutral'> = {
  new: 'info',
  called: 'warning',
  closed: 'neutral',
};

/**
 * The lead's status, the change form ('Būsena' and a required 'Pastaba'; keeping the status
 * adds the note only) and the history, oldest first.
 */
export function LeadStatusPanel({ lead }: { lead: TeamLeadDetail }) {
  const [change, changing] = useChangeLeadStatusMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<LeadStatusChangeInput, unknown, LeadStatusChangeOutput>({
    resolver: valibotResolver(LeadStatusChangeSchema),
    // The usual next step is preselected: a new lead gets called.
    defaultValues: { status: lead.status === 'new' ? 'called' : lead.status, note: '' },
  });

  const onSubmit = handleSubmit(async ({ status, note }) => {
    setFailure(null);
    setDone(null);
    try {
      const updated = await change({ id: lead.id, status, note }).unwrap();
      reset({ status: updated.status, note: '' });
      setDone(status === lead.status ? 'Pastaba išsaugota.' : `Būsena pakeista: ${LEAD_STATUS_LABELS[status]}.`);
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  return (
    <Card aria-labelledby="busena">
      <SectionTitle id="busena">Būsena</SectionTitle>
      <p>
        <Badge tone={LEAD_STATUS_TONE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
        {lead.statusChangedAt ? <Muted> · pakeista {formatDateTime(lead.statusChangedAt)}</Muted> : null}
      </p>
      {done ? <Alert type="success">{done}</Alert> : null}
      {failure ? <Alert type="danger">{failure}</Alert> : null}
      <StatusChangeForm onSubmit={onSubmit} noValidate aria-label="Būsenos keitimas">
        <Select
          label="Nauja būsena"
          options={LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }))}
          error={errors.status?.message}
          {...register('status')}
        />
        <TextField
          multiline
          rows={3}
          label="Pastaba"
          hint="Privaloma: ką sužinojote ar sutarėte. Ją matys komanda užklausos istorijoje ir veiksmų žurnale."
          error={errors.note?.message}
          {...register('note')}
        />
        <FormActions>
          <Button type="submit" loading={changing.isLoading}>
            Išsaugoti
          </Button>
        </FormActions>
      </StatusChangeForm>
      <StatusHistory
        entries={lead.history.map((entry, index) => ({
          key: `${entry.createdAt}-${index}`,
          change: entry.from === entry.to ? LEAD_STATUS_LABELS[entry.to] : `${LEAD_STATUS_LABELS[entry.from]} → ${LEAD_STATUS_LABELS[entry.to]}`,
          createdAt: entry.createdAt,
          actorEmail: entry.actor.email,
          note: entry.note,
        }))}
      />
    </Card>
  );
}
