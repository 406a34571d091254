import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, enumOptions, LEAD_STATUS_LABELS, LEAD_STATUSES, PIPELINE_STATUS_LABELS, PIPELINE_STATUSES, type AuditAction, type AuditEntry } from '@ratai/domain';
import { useAuditLogQuery } from '@ratai/api-client';
import { Button, media, Select, TextField } from '@ratai/ui';
import { Filters, Lead, NoWrap, PageTitle } from '../components/layout/Page';
import { PagedTable } from '../components/layout/PagedTable';
import { formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Veiksmų žurnalas | Ratai komanda' }];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The five filters on one row from a laptop width up (dates need less room than text), stacked below it. */
const LogFilters = styled(Filters)`
  ${media.desktop} {
    display: grid;
    grid-template-columns: minmax(0, 3fr) minmax(0, 3fr) minmax(0, 2fr) minmax(0, 2fr) auto;

    > * {
      min-width: 0;
    }
  }
`;

/** Level with the fields' inputs: each field keeps room below it for its message. */
const FilterSubmit = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/** What the entry is about, as a link to it. */
function Target({ entry }: { entry: AuditEntry }) {
  if (entry.target.type === 'listing') return <Link to={`/skelbimai/${entry.target.id}`}>Skelbimas Nr. {entry.target.id}</Link>;
  if (entry.target.type === 'lead') return <Link to={`/uzklausos/${entry.target.id}`}>Užklausa Nr. {entry.target.id}</Link>;
  if (entry.target.type === 'owner') return <Link to={`/savininkai/${entry.target.id}`}>Savininkas Nr. {entry.target.id}</Link>;
  if (entry.target.type === 'article') return <Link to={`/straipsniai/${entry.target.id}`}>Straipsnis Nr. {entry.target.id}</Link>;
  return (
    <Link to={`/paraiskos/${entry.target.id}`} title={entry.target.id}>
      Paraiška {entry.target.id.slice(0, 8)}…
    </Link>
  );
}

const pipelineLabel = (value: unknown) => oneOf(PIPELINE_STATUSES, typeof value === 'string' ? value : null);

/** A status change as 'Nauja → Susisiekta'; other details are not shown (the reason says the rest). */
function Change({ entry }: { entry: AuditEntry }) {
  if (entry.action === 'lead.status') {
    const leadFrom = oneOf(LEAD_STATUSES, String(entry.details?.['from'] ?? ''));
    const leadTo = oneOf(LEAD_STATUSES, String(entry.details?.['to'] ?? ''));
    if (!leadFrom || !leadTo) return null;
    return <div>{leadFrom === leadTo ? `${LEAD_STATUS_LABELS[leadTo]} (pastaba)` : `${LEAD_STATUS_LABELS[leadFrom]} → ${LEAD_STATUS_LABELS[leadTo]}`}</div>;
  }
  const from = pipelineLabel(entry.details?.['from']);
  const to = pipelineLabel(entry.details?.['to']);
  if (!to) return null;
  return (
    <div>
      {from ? PIPELINE_STATUS_LABELS[from] : '—'} → {PIPELINE_STATUS_LABELS[to]}
    </div>
  );
}

/**
 * `/veiksmu-zurnalas`: every team action, newest first, 50 a page, from the API's append-only log.
 * Filters live in the address (?darbuotojas=, ?veiksmas=, ?nuo=, ?iki=), so a filtered view can be shared.
 */
export default function AuditLog() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const actor = params.get('darbuotojas')?.trim() || undefined;
  const action = oneOf<AuditAction>(AUDIT_ACTIONS, params.get('veiksmas'));
  const from = DAY.test(params.get('nuo') ?? '') ? (params.get('nuo') as string) : undefined;
  const to = DAY.test(params.get('iki') ?? '') ? (params.get('iki') as string) : undefined;
  const page = pageFrom(params.get('puslapis'));
  const log = useAuditLogQuery({ actor, action, from, to, page });
  const [actorText, setActorText] = useState(actor ?? '');
  const [fromText, setFromText] = useState(from ?? '');
  const [toText, setToText] = useState(to ?? '');
  const [actionText, setActionText] = useState<string>(action ?? '');

  const hrefWith = (values: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    for (const [key, value] of Object.entries(values)) if (value) next.set(key, value);
    const text = next.toString();
    return text ? `/veiksmu-zurnalas?${text}` : '/veiksmu-zurnalas';
  };
  const current = { darbuotojas: actor, veiksmas: action, nuo: from, iki: to };

  const onFilter = (event: FormEvent) => {
    event.preventDefault();
    navigate(hrefWith({ darbuotojas: actorText.trim(), veiksmas: actionText, nuo: fromText, iki: toText }));
  };

  return (
    <>
      <PageTitle>Veiksmų žurnalas</PageTitle>
      <Lead>Kiekvienas komandos veiksmas: kas, kada, ką ir kodėl. Įrašų pakeisti ar ištrinti negalima.</Lead>
      <LogFilters aria-label="Žurnalo filtras" onSubmit={onFilter} noValidate>
        <TextField label="Darbuotojo el. paštas" type="email" value={actorText} onChange={(event) => setActorText(event.target.value)} />
        <Select
          label="Veiksmas"
          placeholder="Visi"
          value={actionText}
          options={enumOptions(AUDIT_ACTIONS, AUDIT_ACTION_LABELS)}
          onChange={(event) => setActionText(event.target.value)}
        />
        <TextField label="Nuo" type="date" value={fromText} onChange={(event) => setFromText(event.target.value)} />
        <TextField label="Iki" type="date" value={toText} onChange={(event) => setToText(event.target.value)} />
        <FilterSubmit>
          <Button type="submit">Rodyti</Button>
        </FilterSubmit>
      </LogFilters>
      <PagedTable
        result={log}
        empty={'Įrašų nėra.'}
        caption="Komandos veiksmai"
        columns={['Laikas', 'Darbuotojas', 'Veiksmas', 'Kam', 'Priežastis ar pastaba']}
        row={(entry) => (
          <tr key={entry.id}>
            <td>
              <NoWrap>{formatDateTime(entry.createdAt)}</NoWrap>
            </td>
            <td>{entry.actor.email}</td>
            <td>
              {AUDIT_ACTION_LABELS[entry.action]}
              <Change entry={entry} />
            </td>
            <td>
              <Target entry={entry} />
            </td>
            <td>{entry.reason ?? '—'}</td>
          </tr>
        )}
        page={page}
        hrefFor={(p) => hrefWith({ ...current, puslapis: String(p) })}
        paginationLabel="Žurnalo puslapiai"
      />
    </>
  );
}
