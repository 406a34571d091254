import { Fragment, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { APPLICATION_STATUS_LABELS, CAR_USAGE_LABELS, CREDIT_BASIS_LABELS, CREDIT_LIGHT_TITLE, formatEuro } from '@ratai/domain';
import { useTeamApplicationQuery } from '@ratai/api-client';
import { Alert, Loading } from '@ratai/ui';
import { bankMonths, formatRatio, LightBadge, RATIO_TITLE } from '../components/applications/credit';
import { BankTransactions } from '../components/applications/BankTransactions';
import { PipelinePanel } from '../components/applications/PipelinePanel';
import { SameApplicantCard, SameApplicantNotice } from '../components/applications/SameApplicant';
import { Card, Fields, PageTitle, SectionTitle, SubTitle } from '../components/layout/Page';
import { EmailLink, PhoneLink } from '../components/layout/Contact';
import { useBackOfficeConfig } from '../lib/config';
import { buyoutText, failureText, formatDateTime } from '../lib/format';

export const meta = () => [{ title: 'Paraiška | Ratai komanda' }];

const yesNo = (value: boolean) => (value ? 'Taip' : 'Ne');

function FieldList({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Fields>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </Fragment>
      ))}
    </Fields>
  );
}

/**
 * `/paraiskos/:id`: the whole application. Personal codes arrive masked from the API (no read path
 * decrypts them), so they are masked here too.
 */
/**
 * Whose account the bank read (issue 18, item 3): a name that is not the applicant's is said
 * plainly — someone may have linked another person's account to this application.
 */
export function holderText(holder: { names: string[]; matchesApplicant: boolean | null } | undefined): string {
  if (!holder || holder.names.length === 0) return '—';
  const names = holder.names.join(', ');
  if (holder.matchesApplicant === false) return `${names} – NESUTAMPA su pareiškėju`;
  if (holder.matchesApplicant === true) return `${names} – sutampa su pareiškėju`;
  return names;
}

export default function Application() {
  const { id = '' } = useParams();
  const { marketplaceUrl } = useBackOfficeConfig();
  const query = useTeamApplicationQuery(id);

  if (query.isError) return <Alert type="danger">{failureText(query.error)}</Alert>;
  if (!query.data) return <Loading />;
  const a = query.data;
  const t = a.tenantDetails;
  const g = a.tenantGuarantor;
  const months = bankMonths(a);

  return (
    <>
      <p>
        <Link to="/paraiskos">← Paraiškos</Link>
      </p>
      <PageTitle>
        {t.name} {t.surname}
      </PageTitle>
      <SameApplicantNotice application={a} />
      <PipelinePanel application={a} />
      <SameApplicantCard application={a} />
      <Card aria-labelledby="sviesa">
        <SectionTitle id="sviesa">{CREDIT_LIGHT_TITLE}</SectionTitle>
        <p>
          <LightBadge light={a.credit.light} />
        </p>
        <FieldList
          rows={[
            ['Pagrindas', CREDIT_BASIS_LABELS[a.credit.basis]],
            [RATIO_TITLE, formatRatio(a.credit.ratio)],
            ['Pajamų šaltinis', t.sourceOfIncome ?? 'Nenurodytas'],
            ['Banko duomenų mėnesiai', months === null ? 'Nėra' : String(months)],
            ['Įvertinta', formatDateTime(a.credit.scoredAt)],
          ]}
        />
        <SubTitle>Priežastys</SubTitle>
        <ul>
          {a.credit.reasons.map((reason) => (
            <li key={reason.code}>{reason.message}</li>
          ))}
        </ul>
      </Card>
      <Card aria-labelledby="salygos">
        <SectionTitle id="salygos">Automobilis ir sąlygos</SectionTitle>
        {a.car ? (
          <p>
            <a href={`${marketplaceUrl}/automobilio-nuoma/${a.car.slug}`}>{a.car.title}</a>
          </p>
        ) : (
          <p>Bendra paraiška (be konkretaus automobilio).</p>
        )}
        <FieldList
          rows={[
            ['Kaina', formatEuro(a.pricing.fullPrice)],
            ['Terminas', `${a.pricing.term} mėn.`],
            ['Mėnesio įmoka', formatEuro(a.pricing.approxMonthlyPayment)],
            ['Išpirkimo kaina', buyoutText(a.pricing.fullPrice, a.pricing.term)],
            ['Naudojimas', CAR_USAGE_LABELS[a.carUsage]],
            ['Partneris', a.partner?.slug ?? '—'],
          ]}
        />
      </Card>
      <Card aria-labelledby="bankas">
        <SectionTitle id="bankas">Banko duomenys</SectionTitle>
        <FieldList
          rows={[
            ['Būsena', APPLICATION_STATUS_LABELS[a.status]],
            ['Bankas', a.bank.institutionName ?? a.bank.institutionId ?? '—'],
            ['Bandymai', String(a.bank.attempts)],
            ['Nuskaityta', formatDateTime(a.bank.readAt)],
            ['Sąskaitos savininkas', holderText(a.bank.holder)],
          ]}
        />
        {a.bank.readAt ? <BankTransactions rows={a.bank.transactions} /> : null}
      </Card>
      <Card aria-labelledby="pareiskejas">
        <SectionTitle id="pareiskejas">Pareiškėjas</SectionTitle>
        <FieldList
          rows={[
            ['Vardas', t.name],
            ['Pavardė', t.surname],
            ['Asmens kodas', t.personalCode],
            ['Vairuotojo pažymėjimas', t.driversLicense],
            ['Telefonas', <PhoneLink phone={t.phoneNumber} />],
            ['El. paštas', <EmailLink email={t.email} />],
            ['Miestas', t.city],
            ['Adresas', t.address],
            ['Mėnesio pajamos', t.monthlyIncome === null ? '—' : formatEuro(t.monthlyIncome)],
            ['Papildomos pajamos', formatEuro(t.additionalIncome)],
            ['Mėnesio išlaidos', formatEuro(t.monthlyExpenses)],
            ['Įmonė', t.companyName ? `${t.companyName} (${t.companyCode ?? ''})` : '—'],
          ]}
        />
      </Card>
      {g ? (
        <Card aria-labelledby="laiduotojas">
          <SectionTitle id="laiduotojas">Laiduotojas</SectionTitle>
          <FieldList
            rows={[
              ['Vardas, pavardė', g.guarantorNameSurname],
              ['Asmens kodas', g.guarantorPersonalCode],
              ['Telefonas', g.guarantorPhoneNumber ? <PhoneLink phone={g.guarantorPhoneNumber} /> : ''],
              ['El. paštas', g.guarantorEmail ? <EmailLink email={g.guarantorEmail} /> : ''],
              ['Miestas', g.guarantorCity],
              ['Adresas', g.guarantorAddress],
            ]}
          />
        </Card>
      ) : null}
      <Card aria-labelledby="sutikimai">
        <SectionTitle id="sutikimai">Sutikimai ir įrašas</SectionTitle>
        <FieldList
          rows={[
            ['Sutinka su sąlygomis', yesNo(a.legal.termsAgreed)],
            ['Sutinka gauti naujienas', yesNo(a.legal.marketingAgreed)],
            ['Paraiškos nr.', a.id],
            ['Pateikta', formatDateTime(a.createdAt)],
            ['Atnaujinta', formatDateTime(a.updatedAt)],
          ]}
        />
      </Card>
    </>
  );
}
