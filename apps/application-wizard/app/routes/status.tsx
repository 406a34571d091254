import { useSearchParams, type MetaFunction } from 'react-router';
import { WizardPage } from '../components/layout/Page';
import { withPageStore } from '../lib/page-store';
import { ApplicationStatus } from '../components/status/ApplicationStatus';

/** The ApplicationStatus calls the API: with the page's api-client store. */
const ApplicationStatusWithStore = withPageStore(ApplicationStatus);

export const meta: MetaFunction = () => [{ title: 'Paraiškos būsena – Ratai' }, { name: 'robots', content: 'noindex, nofollow' }];

/**
 * /paraiskos-busena?id=…#raktas=…: the applicant's status page (issue 17). The e-mail link opens
 * it (the key in the fragment is the secret, not the id); the lookup leads here too.
 */
export default function Status() {
  const [params] = useSearchParams();
  return (
    <WizardPage title="Paraiškos būsena">
      <ApplicationStatusWithStore id={params.get('id') ?? ''} />
    </WizardPage>
  );
}
