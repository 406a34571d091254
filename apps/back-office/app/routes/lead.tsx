import { Fragment } from 'react';
import { Link, useParams } from 'react-router';
import { LEAD_KIND_LABELS } from '@ratai/domain';
import { useTeamLeadQuery } from '@ratai/api-client';
import { Alert, Loading } from '@ratai/ui';
import { leadRequestText } from '../components/leads/lead-text';
import { LeadStatusPanel } from '../components/leads/LeadStatusPanel';
import { Card, Fields, PageTitle, SectionTitle } from '../components/layout/Page';
import { EmailLink, PhoneLink } from '../components/layout/Contact';
import { failureText, formatDateTime } from '../lib/format';

export const meta = () => [{ title: 'Užklausa | Ratai komanda' }];

/** `/uzklausos/:id`: one lead — what the visitor sent, its status with the change form, the history. */
export default function LeadPage() {
  const params = useParams();
  const id = Number(params.id);
  const valid = Number.isSafeInteger(id) && id > 0;
  const query = useTeamLeadQuery(id, { skip: !valid });

  if (!valid) return <Alert type="danger">Užklausa nerasta.</Alert>;
  if (query.isError) return <Alert type="danger">{failureText(query.error)}</Alert>;
  if (!query.data) return <Loading />;
  const lead = query.data;
  const rows: [string, React.ReactNode][] = [
    ['Gauta', formatDateTime(lead.createdAt)],
    ['Rūšis', LEAD_KIND_LABELS[lead.kind]],
    ...(lead.name ? ([['Vardas', lead.name]] as [string, string][]) : []),
    ['Telefonas', <PhoneLink phone={lead.phone} />],
    ...(lead.email ? ([['El. paštas', <EmailLink email={lead.email} />]] as [string, React.ReactNode][]) : []),
    [lead.car ? 'Ieškomas automobilis' : 'Tema', leadRequestText(lead)],
  ];

  return (
    <>
      <p>
        <Link to="/uzklausos">← Užklausos</Link>
      </p>
      <PageTitle>
        {LEAD_KIND_LABELS[lead.kind]} Nr. {lead.id}
      </PageTitle>
      <Card aria-labelledby="duomenys">
        <SectionTitle id="duomenys">Užklausa</SectionTitle>
        <Fields>
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </Fields>
      </Card>
      <LeadStatusPanel key={lead.id} lead={lead} />
    </>
  );
}
