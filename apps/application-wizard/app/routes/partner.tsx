import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { slugRule } from '@ratai/validation';
import * as v from 'valibot';
import { ApplicationPart } from '../components/application/ApplicationPart';
import { emptyApplication } from '../components/application/application-form-values';
import { WizardPage } from '../components/layout/Page';
import { readHandOff } from '@ratai/app-shell';
import { calculatorPeriod } from '../lib/rental-period';

/**
 * /partneris/{partnerSlug}: a partner's shared link. The form gets the car advertisement link
 * section and sends `partnerSlug`; a partner may add `price` and `term` to the link's query.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const partnerSlug = (params.partnerSlug ?? '').toLowerCase();
  if (!v.is(slugRule(), partnerSlug)) throw data({ message: 'Tokios partnerio nuorodos nėra. Patikrinkite adresą.' }, { status: 404 });
  const handOff = readHandOff(new URL(request.url), request.headers.get('Cookie'));
  return { partnerSlug, period: calculatorPeriod(handOff), termsAgreed: handOff.termsAgreed };
}

export const meta: MetaFunction = () => [{ title: 'Nuomos paraiška – Ratai' }, { name: 'robots', content: 'noindex, nofollow' }];

export default function PartnerApplication() {
  const { partnerSlug, period, termsAgreed } = useLoaderData<typeof loader>();
  return (
    <WizardPage
      title="Automobilio nuomos paraiška"
      lead="Įklijuokite patikusio automobilio skelbimo nuorodą, pasirinkite kainą ir laikotarpį ir užpildykite paraišką."
    >
      <ApplicationPart flow={{ kind: 'partner', partnerSlug }} initialValues={emptyApplication(period, termsAgreed)} />
    </WizardPage>
  );
}
