import { Link, useNavigate, useSearchParams } from 'react-router';
import { enumOptions, LEAD_KIND_LABELS, LEAD_KINDS, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadKind, type LeadStatus } from '@ratai/domain';
import { useTeamLeadsQuery } from '@ratai/api-client';
import { Badge, Select } from '@ratai/ui';
import { leadRequestText } from '../components/leads/lead-text';
import { LEAD_STATUS_TONE } from '../components/leads/LeadStatusPanel';
import { Filters, Lead, NoWrap, PageTitle } from '../components/layout/Page';
import { PagedTable } from '../components/layout/PagedTable';
import { EmailLink, PhoneLink } from '../components/layout/Contact';
import { formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Užklausos | Ratai komanda' }];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * `/uzklausos`: the car requests and callback requests of the public forms, newest first, 20 a
 * page from the API, filtered by status (`?busena=`) and kind (`?rusis=`).
 */
export default function Leads() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const status = oneOf<LeadStatus>(LEAD_STATUSES, params.get('busena'));
  const kind = oneOf<LeadKind>(LEAD_KINDS, params.get('rusis'));
  const page = pageFrom(params.get('puslapis'));
  const list = useTeamLeadsQuery({ status, kind, page });

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    const merged = { busena: status, rusis: kind, ...changes };
    for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
    const text = next.toString();
    return text ? `/uzklausos?${text}` : '/uzklausos';
  };

  return (
    <>
      <PageTitle>Užklausos</PageTitle>
      <Lead>Automobilių užklausos ir skambučio užsakymai iš svetainės formų, naujausios viršuje.</Lead>
      <Filters aria-label="Užklausų filtras" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Būsena"
          placeholder="Visos"
          value={status ?? ''}
          options={enumOptions(LEAD_STATUSES, LEAD_STATUS_LABELS)}
          onChange={(event) => navigate(hrefWith({ busena: event.target.value || undefined, puslapis: undefined }))}
        />
        <Select
          label="Rūšis"
          placeholder="Visos"
          value={kind ?? ''}
          options={enumOptions(LEAD_KINDS, LEAD_KIND_LABELS)}
          onChange={(event) => navigate(hrefWith({ rusis: event.target.value || undefined, puslapis: undefined }))}
        />
      </Filters>
      <PagedTable
        result={list}
        empty={'Užklausų nėra.'}
        caption="Užklausos"
        columns={['Gauta', 'Būsena', 'Rūšis', 'Kontaktai', 'Ko ieško', 'Paskutinė pastaba']}
        row={(lead) => (
          <tr key={lead.id}>
            <td>
              <Link to={`/uzklausos/${lead.id}`} aria-label={`Užklausa Nr. ${lead.id}, ${formatDateTime(lead.createdAt)}`}>
                <NoWrap>{formatDateTime(lead.createdAt)}</NoWrap>
              </Link>
            </td>
            <td>
              <Badge tone={LEAD_STATUS_TONE[lead.status]}>{LEAD_STATUS_LABELS[lead.status]}</Badge>
            </td>
            <td>{LEAD_KIND_LABELS[lead.kind]}</td>
            <td>
              {lead.name ? <div>{lead.name}</div> : null}
              <div>
                <PhoneLink phone={lead.phone} />
              </div>
              {lead.email ? (
                <div>
                  <EmailLink email={lead.email} />
                </div>
              ) : null}
            </td>
            <td>{leadRequestText(lead)}</td>
            <td>{lead.lastNote ?? '—'}</td>
          </tr>
        )}
        page={page}
        hrefFor={(p) => hrefWith({ puslapis: String(p) })}
        paginationLabel="Užklausų puslapiai"
      />
    </>
  );
}
