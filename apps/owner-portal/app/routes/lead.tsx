import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import styled from 'styled-components';
import { CAR_USAGE_LABELS, CREDIT_LIGHT_TITLE, formatDate, formatEuro, formatPhone, OWNER_LEAD_STATUS_LABELS, OWNER_LEADS_TITLE } from '@ratai/domain';
import { useOwnerLeadQuery } from '@ratai/api-client';
import { Alert, Button, Loading, media } from '@ratai/ui';
import { LeadCover } from '../components/leads/LeadCard';
import { LeadStatusForm } from '../components/leads/LeadStatusForm';
import { LightBadge, OwnerStatusBadge } from '../components/leads/lead-labels';
import { Card, PageTitle, SectionTitle } from '../components/layout/Page';
import { usePortalConfig } from '../lib/config';

export const meta = () => [{ title: 'Užklausa | Ratai' }];

const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    overflow-wrap: anywhere;
  }

  ${media.fromTablet} {
    grid-template-columns: 200px minmax(0, 1fr);

    dd {
      margin: 0;
    }
  }
`;

const CarRow = styled.div`
  display: grid;
  grid-template-columns: 120px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  margin-bottom: ${({ theme }) => theme.space.md};

  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

const Note = styled.p`
  margin: ${({ theme }) => theme.space.md} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

function FieldList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Fields>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </Fields>
  );
}

/**
 * `/paskyra/uzklausos/:id`: one lead (issue 16) — the car and terms, the light's colour, the
 * applicant's contacts (only what their consent allows: docs/owner-visibility.md) and the owner's
 * status form. The API records this opening; another owner's lead is 'Užklausa nerasta'.
 */
export default function LeadPage() {
  const { id = '' } = useParams();
  return <LeadView id={id} />;
}

/** The lead of `id` (exported for tests: the test router has no `:id` pattern). */
export function LeadView({ id }: { id: string }) {
  const { marketplaceUrl } = usePortalConfig();
  const lead = useOwnerLeadQuery(id, { skip: id === '', refetchOnMountOrArgChange: true });

  if (lead.isError) {
    return (
      <>
        <PageTitle>Užklausa nerasta</PageTitle>
        <Alert type="danger" action={<Button href="/paskyra/uzklausos">Į užklausų sąrašą</Button>}>
          Tokios užklausos nėra arba ji perduota ne Jums.
        </Alert>
      </>
    );
  }
  if (!lead.data) return <Loading />;
  const data = lead.data;
  const applicant = data.applicant;
  return (
    <>
      <p>
        <Link to="/paskyra/uzklausos">← {OWNER_LEADS_TITLE}</Link>
      </p>
      <PageTitle>
        {applicant.name} {applicant.surname}
      </PageTitle>
      <p>
        <OwnerStatusBadge lead={data} /> <LightBadge light={data.creditLight} />
      </p>
      <Card aria-labelledby="automobilis">
        <SectionTitle id="automobilis">Automobilis ir sąlygos</SectionTitle>
        <CarRow>
          <LeadCover car={data.car} eager />
          <div>
            {data.car ? (
              <p>
                <a href={`${marketplaceUrl}/automobilio-nuoma/${data.car.slug}`}>{data.car.title}</a>
              </p>
            ) : (
              <p>Automobilis ištrintas.</p>
            )}
            <p>Paraiškos nr. {data.id}</p>
          </div>
        </CarRow>
        <FieldList
          rows={[
            ['Terminas', `${data.term} mėn.`],
            ['Mėnesio įmoka', formatEuro(data.monthlyPayment)],
            ['Naudojimas', CAR_USAGE_LABELS[data.carUsage]],
            [CREDIT_LIGHT_TITLE, <LightBadge key="light" light={data.creditLight} named={false} />],
            ['Perduota', formatDate(data.passedAt)],
          ]}
        />
      </Card>
      <Card aria-labelledby="kontaktai">
        <SectionTitle id="kontaktai">Pareiškėjo kontaktai</SectionTitle>
        <FieldList
          rows={[
            ['Vardas, pavardė', `${applicant.name} ${applicant.surname}`],
            ['Telefonas', <a key="tel" href={`tel:${applicant.phoneNumber}`}>{formatPhone(applicant.phoneNumber)}</a>],
            ['El. paštas', <a key="mail" href={`mailto:${applicant.email}`}>{applicant.email}</a>],
            ['Miestas', applicant.city],
            ...(applicant.companyName ? ([['Įmonė', `${applicant.companyName}${applicant.companyCode ? ` (${applicant.companyCode})` : ''}`]] as [string, string][]) : []),
          ]}
        />
        <Note>
          Pareiškėjas sutiko, kad šie duomenys būtų perduoti automobilio savininkui tik šiai nuomos sutarčiai sudaryti. Kitų paraiškos
          duomenų (asmens kodo, adreso, pajamų, banko duomenų) savininkui neperduodame.
        </Note>
      </Card>
      <Card aria-labelledby="busena">
        <SectionTitle id="busena">Būsena</SectionTitle>
        {data.ownerStatus ? (
          <p>
            Dabar: {OWNER_LEAD_STATUS_LABELS[data.ownerStatus.status]} (pakeista {formatDate(data.ownerStatus.changedAt)})
            {data.ownerStatus.note ? ` · ${data.ownerStatus.note}` : ''}
          </p>
        ) : (
          <p>Dar nepažymėjote, ar susisiekėte su pareiškėju.</p>
        )}
        <LeadStatusForm lead={data} />
      </Card>
    </>
  );
}
