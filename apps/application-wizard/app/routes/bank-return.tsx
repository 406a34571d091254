import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useEffect } from 'react';
import styled from 'styled-components';
import { applicationsApi, isApiClientError, type CompleteOnboardingResponse } from '@ratai/api-client';
import { Alert, Button } from '@ratai/ui';
import { WizardPage } from '../components/layout/Page';
import { withServerApi } from '../lib/api.server';
import { clearSavedApplications } from '../lib/saved-application';
import { keyFromCookie, lookupHref, statusHref } from '../lib/access-key';

/** The bank's return opened where the form was not filled (another browser, the bank's app). */
export const NOT_THIS_BROWSER =
  'Banko susiejimą galima užbaigti tik toje naršyklėje, kurioje pildėte paraišką. Atidarykite šią nuorodą toje naršyklėje arba pasirinkite banką iš naujo.';

const Steps = styled.ol`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding-left: 1.25rem;

  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

const IdBox = styled.p`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radii.md};
  font-variant-numeric: tabular-nums;
  /* On a phone the number wraps after one of its hyphens, not in the middle of a group. */
  overflow-wrap: anywhere;
`;

/** The application id inside the provider's `ref` (`{id}` or `{id}.{attempt}`), or null. */
export function applicationIdFromRef(ref: string | null): string | null {
  const id = (ref ?? '').split('.')[0].trim().toLowerCase();
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id) ? id : null;
}

type BankReturn =
  | { kind: 'done'; id: string; key: string; status: CompleteOnboardingResponse['status'] }
  | { kind: 'pending'; id: string; key: string; message: string }
  | { kind: 'failed'; id: string | null; key: string | null; message: string };

/**
 * /bankas/grizti?ref=…[&error=…]: where the bank provider sends the applicant back. Completes the
 * bank step on the server (complete-onboarding with the ref and any cancel code; repeating it is
 * harmless: the API answers the stored result) and shows what happens next.
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<BankReturn> {
  const url = new URL(request.url);
  const ref = url.searchParams.get('ref');
  const id = applicationIdFromRef(ref);
  if (!id) {
    return { kind: 'failed', id: null, key: null, message: 'Nuoroda neatpažinta: joje nėra paraiškos numerio. Jūsų paraiška išsaugota – susisieksime su Jumis.' };
  }
  // The application's key, kept by this browser when the form was sent (lib/access-key.ts). The
  // API completes the bank step only with it: a stranger with the id cannot.
  const key = keyFromCookie(request.headers.get('cookie'), id);
  if (!key) return { kind: 'failed', id, key: null, message: NOT_THIS_BROWSER };
  return withServerApi(request, async (store) => {
    try {
      const answer = await store
        .dispatch(
          applicationsApi.endpoints.completeOnboarding.initiate({
            id,
            ref: ref ?? undefined,
            error: url.searchParams.get('error') ?? undefined,
            accessKey: key,
          }),
        )
        .unwrap();
      return { kind: 'done', id, key, status: answer.status };
    } catch (error) {
      if (isApiClientError(error) && error.status === 409) return { kind: 'pending', id, key, message: error.message };
      return { kind: 'failed', id, key, message: isApiClientError(error) ? error.message : 'Nepavyko užbaigti banko susiejimo.' };
    }
  });
}

export const meta: MetaFunction = () => [{ title: 'Ačiū už paraišką – Ratai' }, { name: 'robots', content: 'noindex, nofollow' }];

function ApplicationNumber({ id, applicationKey }: { id: string; applicationKey: string | null }) {
  return (
    <>
      <p>Jūsų paraiškos numeris:</p>
      <IdBox data-testid="application-id">{id}</IdBox>
      <p>Paraiškos būseną galėsite bet kada peržiūrėti čia arba per nuorodą iš el. laiško, kurį Jums išsiuntėme.</p>
      <Button href={applicationKey ? statusHref(id, applicationKey) : lookupHref(id, null)} variant="secondary">
        Peržiūrėti paraišką
      </Button>
    </>
  );
}

export default function BankReturn() {
  const result = useLoaderData<typeof loader>();
  useEffect(() => {
    // The application is complete: this tab forgets its kept form (lib/saved-application.ts).
    if (result.kind === 'done') clearSavedApplications();
  }, [result.kind]);
  if (result.kind === 'done') {
    const connected = result.status === 'bank_connected';
    return (
      <WizardPage title="Ačiū, paraiška gauta!" lead="Paraiška užregistruota – nieko daugiau daryti nereikia.">
        <Alert type={connected ? 'success' : 'info'} title={connected ? 'Bankas susietas' : 'Bankas nesusietas'}>
          {connected
            ? 'Gavome Jūsų banko sąskaitos duomenis. Jie naudojami tik šiai paraiškai įvertinti.'
            : 'Sutikimo dalintis banko duomenimis nepateikėte – tai nieko blogo: paraišką įvertinsime pagal Jūsų nurodytus duomenis.'}
        </Alert>
        <h2>Kas toliau?</h2>
        <Steps>
          <li>Per 1 darbo dieną įvertinsime paraišką ir pateiksime preliminarų atsakymą.</li>
          <li>Mūsų konsultantas paskambins arba parašys el. paštu ir aptars automobilį, įmoką bei sutarties sąlygas.</li>
          <li>Suderinę sąlygas, susitarsite su automobilio savininku dėl apžiūros ir sutarties pasirašymo.</li>
        </Steps>
        <ApplicationNumber id={result.id} applicationKey={result.key} />
      </WizardPage>
    );
  }
  return (
    <WizardPage title={result.kind === 'pending' ? 'Banko susiejimas nebaigtas' : 'Banko susieti nepavyko'}>
      <Alert type={result.kind === 'pending' ? 'warning' : 'danger'}>{result.message}</Alert>
      <p>
        Jūsų paraiška išsaugota, todėl jos pildyti iš naujo nereikia. Jei banką susieti nepavyks, paraišką įvertinsime pagal Jūsų
        nurodytus duomenis ir susisieksime su Jumis.
      </p>
      {result.kind === 'pending' ? <Link to={`?ref=${encodeURIComponent(result.id)}`} reloadDocument>Tikrinti dar kartą</Link> : null}
      {result.id ? <ApplicationNumber id={result.id} applicationKey={result.key} /> : null}
    </WizardPage>
  );
}
