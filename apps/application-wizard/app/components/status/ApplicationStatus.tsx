import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { isApiClientError, useGetApplicantStatusQuery } from '@ratai/api-client';
import {
  APPLICANT_STATUS_EXPLANATIONS,
  APPLICANT_STATUS_LABELS,
  APPLICANT_STATUS_NEXT,
  APPLICANT_STATUS_STEPS,
  LOADING,
  formatDate,
  formatEuro,
  type ApplicantStatusView,
  type BankInstitution,
} from '@ratai/domain';
import { Alert, Button, media } from '@ratai/ui';
import { keyFromHash, lookupHref } from '../../lib/access-key';
import { BankStep } from '../bank/BankStep';
import { usePublicConfig } from '../../lib/public-config';

/** Shown when the page was opened without the e-mail link's key: the API would answer nothing. */
export const NO_STATUS_KEY =
  'Paraiškos būseną galima matyti tik atidarius nuorodą iš el. laiško, kurį gavote pateikę paraišką.';

const Steps = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.fromTablet} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  li {
    counter-increment: step;
    padding: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.muted};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  li::before {
    content: counter(step) '. ';
  }

  li[data-done] {
    color: ${({ theme }) => theme.colors.text};
  }

  li[aria-current='step'] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    outline: 2px solid ${({ theme }) => theme.colors.brand};
  }
`;

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;

  ${media.fromTablet} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    overflow-wrap: anywhere;
  }
`;

const Root = styled.section`
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  h3 {
    margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/**
 * One application's status as the applicant sees it (issue 17): one of the five statuses of
 * @ratai/domain with its plain explanation, the progress, what happens next, the car, the term and
 * the payment. No personal data: the API's answer holds none.
 */
export function StatusView({ application, accessKey }: { application: ApplicantStatusView; accessKey?: string }) {
  const { marketplaceUrl } = usePublicConfig();
  const { status, car, pricing } = application;
  const reached = APPLICANT_STATUS_STEPS.indexOf(status);
  return (
    <Root aria-labelledby="paraiskos-busena">
      <h2 id="paraiskos-busena">Būsena: {APPLICANT_STATUS_LABELS[status]}</h2>
      <p>{APPLICANT_STATUS_EXPLANATIONS[status]}</p>
      {status === 'declined' ? null : (
        <Steps aria-label="Paraiškos eiga">
          {APPLICANT_STATUS_STEPS.map((step, index) => (
            <li key={step} aria-current={step === status ? 'step' : undefined} data-done={index < reached || undefined}>
              {APPLICANT_STATUS_LABELS[step]}
            </li>
          ))}
        </Steps>
      )}
      <h3>Kas toliau?</h3>
      <p>{APPLICANT_STATUS_NEXT[status]}</p>
      {application.bankStep && accessKey ? <BankStepAgain id={application.id} accessKey={accessKey} institutions={application.bankStep.institutions} /> : null}
      <h3>Paraiška</h3>
      <Rows>
        <dt>Paraiškos numeris</dt>
        <dd>{application.id}</dd>
        <dt>Pateikta</dt>
        <dd>{formatDate(application.submittedAt)}</dd>
        {car ? (
          <>
            <dt>Automobilis</dt>
            <dd>
              <a href={`${marketplaceUrl}/automobilio-nuoma/${encodeURIComponent(car.slug)}`}>{car.title}</a>
            </dd>
          </>
        ) : null}
        {application.carAdvertisementUrl ? (
          <>
            <dt>Automobilio skelbimas</dt>
            <dd>
              <a href={application.carAdvertisementUrl} rel="noopener noreferrer nofollow" target="_blank">
                {application.carAdvertisementUrl}
              </a>
            </dd>
          </>
        ) : null}
        <dt>Laikotarpis</dt>
        <dd>{pricing.term} mėn.</dd>
        <dt>Mėnesio įmoka</dt>
        <dd>{formatEuro(pricing.approxMonthlyPayment)} / mėn.</dd>
      </Rows>
    </Root>
  );
}

/** Shown when the bank step is open but the provider's list could not be read just now. */
export const BANKS_UNAVAILABLE = 'Bankų sąrašo šiuo metu įkelti nepavyko. Atidarykite šį puslapį vėliau dar kartą.';

/**
 * The bank step for an applicant who left it (closed the tab, or came back from the bank in
 * another browser): connected from here, the same application is scored — no second application.
 */
function BankStepAgain({ id, accessKey, institutions }: { id: string; accessKey: string; institutions: readonly BankInstitution[] }) {
  if (institutions.length === 0) return <Alert type="info">{BANKS_UNAVAILABLE}</Alert>;
  return <BankStep applicationId={id} applicationKey={accessKey} institutions={institutions} />;
}

/**
 * The status page's content: reads the e-mail link's key from the fragment after hydration (the
 * server never sees a fragment), then asks the API. Without a key it says how to open the page.
 */
export function ApplicationStatus({ id }: { id: string }) {
  // undefined: not read yet; null: the page was opened without the key.
  const [accessKey, setAccessKey] = useState<string | null | undefined>(undefined);
  // From the router's location, so the lookup's client-side navigation here carries it too.
  const { hash } = useLocation();
  useEffect(() => setAccessKey(keyFromHash(hash)), [hash]);
  const validId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
  const query = useGetApplicantStatusQuery({ id, accessKey: accessKey ?? '' }, { skip: !accessKey || !validId });

  if (accessKey === null || (accessKey && !validId)) {
    return (
      <>
        <Alert type="info">{NO_STATUS_KEY}</Alert>
        <Button href="/paraiskos-paieska" variant="secondary">
          Rasti paraišką
        </Button>
      </>
    );
  }
  if (query.error) {
    const message = isApiClientError(query.error) ? query.error.message : 'Nepavyko įkelti paraiškos būsenos. Bandykite dar kartą.';
    return (
      <>
        <Alert type="danger">{message}</Alert>
        <Button href={lookupHref(id, accessKey ?? null)} variant="secondary">
          Rasti paraišką
        </Button>
      </>
    );
  }
  if (!query.data) return <p role="status">{LOADING}</p>;
  return <StatusView application={query.data} accessKey={accessKey ?? undefined} />;
}
