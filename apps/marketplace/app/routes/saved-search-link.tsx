import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { savedSearchesApi } from '@ratai/api-client';
import { SAVED_SEARCH_TEXTS } from '@ratai/domain';
import { Alert } from '@ratai/ui';
import { SavedSearchTokenQuerySchema } from '@ratai/validation';
import * as v from 'valibot';
import { Container, PageTitle, Section } from '../components/layout/Container';
import { isApiClientError, withServerApi } from '../lib/api.server';
import { pageMeta } from '../lib/seo';

/**
 * The pages the saved searches' e-mails open (issue 17): /paieskos-patvirtinimas confirms the
 * search (double opt-in), /paieskos-atsisakymas deletes it (the one-click unsubscribe of every
 * alert). Opening the link does it; the page says what happened. Never indexed.
 */
type Purpose = 'confirm' | 'unsubscribe';

const TITLES: Record<Purpose, string> = { confirm: 'Paieškos patvirtinimas', unsubscribe: 'Pranešimų atsisakymas' };

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const purpose: Purpose = url.pathname.startsWith('/paieskos-atsisakymas') ? 'unsubscribe' : 'confirm';
  const link = v.safeParse(SavedSearchTokenQuerySchema, { id: url.searchParams.get('id') ?? '', token: url.searchParams.get('token') ?? '' });
  if (!link.success) return { purpose, ok: false, message: SAVED_SEARCH_TEXTS.invalidLink };
  return withServerApi(request, async (store) => {
    const endpoint = purpose === 'confirm' ? savedSearchesApi.endpoints.confirmSavedSearch : savedSearchesApi.endpoints.unsubscribeSavedSearch;
    try {
      const answer = await store.dispatch(endpoint.initiate(link.output)).unwrap();
      return { purpose, ok: true, message: answer.message };
    } catch (error) {
      if (isApiClientError(error) && error.status === 404) return { purpose, ok: false, message: SAVED_SEARCH_TEXTS.invalidLink };
      return { purpose, ok: false, message: isApiClientError(error) ? error.message : 'Nepavyko. Bandykite dar kartą po kelių minučių.' };
    }
  });
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) =>
  pageMeta({ title: TITLES[loaderData?.purpose ?? 'confirm'], description: 'Išsaugota automobilių paieška.', noindex: true });

export default function SavedSearchLinkPage() {
  const { purpose, ok, message } = useLoaderData<typeof loader>();
  return (
    <Section>
      <Container>
        <PageTitle>{TITLES[purpose]}</PageTitle>
        <Alert type={ok ? 'success' : 'warning'}>{message}</Alert>
        <p>
          <Link to="/">Į automobilių paiešką</Link>
        </p>
      </Container>
    </Section>
  );
}
