import { Link, useNavigate, useSearchParams } from 'react-router';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES, CAR_USAGE_LABELS, CREDIT_LIGHT_LABELS, CREDIT_LIGHT_TITLE, CREDIT_LIGHTS, enumOptions, formatEuro, PIPELINE_STATUS_LABELS, PIPELINE_STATUSES, type ApplicationStatus, type CreditLight, type PipelineStatus } from '@ratai/domain';
import { useTeamApplicationsQuery } from '@ratai/api-client';
import { Select } from '@ratai/ui';
import { LightBadge, lightBasis } from '../components/applications/credit';
import { OwnerStatusLine } from '../components/applications/OwnerStatus';
import { RepeatMark } from '../components/applications/SameApplicant';
import { Filters, Lead, NoWrap, PageTitle } from '../components/layout/Page';
import { PagedTable } from '../components/layout/PagedTable';
import { SearchForm } from '../components/layout/SearchForm';
import { formatDateTime, pageFrom } from '../lib/format';

export const meta = () => [{ title: 'Paraiškos | Ratai komanda' }];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;
}

/**
 * `/paraiskos`: rental applications, newest first, 10 a page from the API, found by the applicant's
 * name, e-mail or phone or the application's number (`?paieska=`: an applicant who calls), and
 * filtered by the team's status (`?busena=`), the light (`?sviesa=`) and the bank step (`?bankas=`).
 */
export default function Applications() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const light = oneOf<CreditLight>(CREDIT_LIGHTS, params.get('sviesa'));
  const pipeline = oneOf<PipelineStatus>(PIPELINE_STATUSES, params.get('busena'));
  const status = oneOf<ApplicationStatus>(APPLICATION_STATUSES, params.get('bankas'));
  const q = params.get('paieska')?.trim() || undefined;
  const page = pageFrom(params.get('puslapis'));
  const list = useTeamApplicationsQuery({ q, light, status, pipeline, page });

  const hrefWith = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams();
    const merged = { paieska: q, busena: pipeline, sviesa: light, bankas: status, ...changes };
    for (const [key, value] of Object.entries(merged)) if (value) next.set(key, value);
    const text = next.toString();
    return text ? `/paraiskos?${text}` : '/paraiskos';
  };

  return (
    <>
      <PageTitle>Paraiškos</PageTitle>
      <Lead>Nuomos paraiškos, naujausios viršuje. Asmens kodai visur užmaskuoti.</Lead>
      <SearchForm
        label="Paraiškų paieška"
        hint="Vardas, pavardė, el. paštas, telefonas arba paraiškos numeris"
        value={q}
        onSearch={(text) => navigate(hrefWith({ paieska: text, puslapis: undefined }))}
      />
      <Filters aria-label="Paraiškų filtras" onSubmit={(event) => event.preventDefault()}>
        <Select
          label="Būsena"
          placeholder="Visos"
          value={pipeline ?? ''}
          options={enumOptions(PIPELINE_STATUSES, PIPELINE_STATUS_LABELS)}
          onChange={(event) => navigate(hrefWith({ busena: event.target.value || undefined, puslapis: undefined }))}
        />
        <Select
          label={CREDIT_LIGHT_TITLE}
          placeholder="Visos"
          value={light ?? ''}
          options={enumOptions(CREDIT_LIGHTS, CREDIT_LIGHT_LABELS)}
          onChange={(event) => navigate(hrefWith({ sviesa: event.target.value || undefined, puslapis: undefined }))}
        />
        <Select
          label="Banko būsena"
          placeholder="Visos"
          value={status ?? ''}
          options={enumOptions(APPLICATION_STATUSES, APPLICATION_STATUS_LABELS)}
          onChange={(event) => navigate(hrefWith({ bankas: event.target.value || undefined, puslapis: undefined }))}
        />
      </Filters>
      <PagedTable
        result={list}
        empty={q ? 'Pagal paiešką paraiškų nerasta.' : 'Paraiškų nėra.'}
        caption="Paraiškos"
        columns={['Pateikta', 'Pareiškėjas', 'Būsena', 'Automobilis', 'Terminas', 'Mėnesio įmoka', 'Naudojimas', CREDIT_LIGHT_TITLE, 'Bankas']}
        row={(application) => (
          <tr key={application.id}>
            <td>
              <NoWrap>{formatDateTime(application.createdAt)}</NoWrap>
            </td>
            <td>
              <Link to={`/paraiskos/${application.id}`}>
                {application.tenantDetails.name} {application.tenantDetails.surname}
              </Link>
              <RepeatMark application={application} />
            </td>
            <td>
              {PIPELINE_STATUS_LABELS[application.pipelineStatus]}
              <OwnerStatusLine application={application} />
            </td>
            <td>{application.car?.title ?? `Bendra paraiška (${formatEuro(application.pricing.fullPrice)})`}</td>
            <td>{application.pricing.term} mėn.</td>
            <td>{formatEuro(application.pricing.approxMonthlyPayment)}</td>
            <td>{CAR_USAGE_LABELS[application.carUsage]}</td>
            <td>
              <LightBadge light={application.credit.light} />
              <div>{lightBasis(application)}</div>
            </td>
            <td>{APPLICATION_STATUS_LABELS[application.status]}</td>
          </tr>
        )}
        page={page}
        hrefFor={(p) => hrefWith({ puslapis: String(p) })}
        paginationLabel="Paraiškų puslapiai"
      />
    </>
  );
}
