import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ApplicationPart } from '../components/application/ApplicationPart';
import { emptyApplication } from '../components/application/application-form-values';
import { WizardPage } from '../components/layout/Page';
import { readHandOff } from '@ratai/app-shell';
import { calculatorPeriod } from '../lib/rental-period';

/** /paraiska: after the general calculator; reads `price` and `termsAgreed` (and term) from the hand-off. */
export function loader({ request }: LoaderFunctionArgs) {
  const handOff = readHandOff(new URL(request.url), request.headers.get('Cookie'));
  return { period: calculatorPeriod(handOff), termsAgreed: handOff.termsAgreed };
}

export const meta: MetaFunction = () => [{ title: 'Nuomos paraiška – Ratai' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function GeneralApplication() {
  const { period, termsAgreed } = useLoaderData<typeof loader>();
  return (
    <WizardPage
      title="Automobilio nuomos paraiška"
      lead="Pasirinkite kainą ir laikotarpį, užpildykite paraišką, o po jos susiekite banką – preliminarų atsakymą pateiksime greičiau."
    >
      <ApplicationPart flow={{ kind: 'general' }} initialValues={emptyApplication(period, termsAgreed)} />
    </WizardPage>
  );
}
