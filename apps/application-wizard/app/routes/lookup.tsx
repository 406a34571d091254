import { useSearchParams, type MetaFunction } from 'react-router';
import { WizardPage } from '../components/layout/Page';
import { withPageStore } from '../lib/page-store';
import { LookupForm } from '../components/lookup/LookupForm';

/** The LookupForm calls the API: with the page's api-client store. */
const LookupFormWithStore = withPageStore(LookupForm);

export const meta: MetaFunction = () => [{ title: 'Paraiškos paieška – Ratai' }, { name: 'robots', content: 'noindex, nofollow' }];

/** /paraiskos-paieska[?id=…]: the lookup of spec §2.10 (our path; the spec names none). */
export default function Lookup() {
  const [params] = useSearchParams();
  return (
    <WizardPage
      title="Paraiškos paieška"
      lead="Įveskite paraiškos numerį ir paskutinius 4 asmens kodo skaitmenis. Po 5 nesėkmingų bandymų paieška užrakinama 24 valandoms."
    >
      <LookupFormWithStore initialId={params.get('id') ?? ''} />
    </WizardPage>
  );
}
