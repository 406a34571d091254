import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { carsApi } from '@ratai/api-client';
import { ApplicationPart } from '../components/application/ApplicationPart';
import { emptyApplication } from '../components/application/application-form-values';
import { WizardPage } from '../components/layout/Page';
import { toRouteError, withServerApi } from '../lib/api.server';
import { serverConfig } from '../lib/config.server';
import { readHandOff } from '@ratai/app-shell';
import { carPeriod } from '../lib/rental-period';

/** Text of the 404 when the car is gone (sold, hidden or a wrong address). */
export const CAR_NOT_FOUND = 'Šio automobilio nebėra arba jis nebeskelbiamas. Pasirinkite kitą automobilį arba pildykite bendrą paraišką.';

/**
 * /automobilio-paraiska/{carSlug}: loads the car (by its slug, through the API) and reads the car
 * calculator's `term`, `approxMonthlyPayment` and `carId` from the hand-off.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.carSlug ?? '';
  const car = await withServerApi(request, async (store) => {
    try {
      return await store.dispatch(carsApi.endpoints.getCarBySlug.initiate(slug)).unwrap();
    } catch (error) {
      return toRouteError(error, CAR_NOT_FOUND);
    }
  });
  const handOff = readHandOff(new URL(request.url), request.headers.get('Cookie'));
  const marketplaceUrl = serverConfig().marketplaceUrl;
  return {
    car: {
      id: car.id,
      slug: car.slug,
      title: `${car.carMake.name} ${car.carModel.name}, ${car.productionYear} m.`,
      url: `${marketplaceUrl}/automobilio-nuoma/${encodeURIComponent(car.slug)}`,
      price: car.price,
    },
    period: carPeriod(handOff, car),
    termsAgreed: handOff.termsAgreed,
  };
}

export const meta: MetaFunction<typeof loader> = ({ loaderData }) => [
  { title: loaderData ? `Paraiška: ${loaderData.car.title} – Ratai` : 'Nuomos paraiška – Ratai' },
  { name: 'robots', content: 'noindex, nofollow' },
];

export default function CarApplication() {
  const { car, period, termsAgreed } = useLoaderData<typeof loader>();
  return (
    <WizardPage title={`Paraiška: ${car.title}`} lead="Užpildykite paraišką, o po jos susiekite banką – preliminarų atsakymą pateiksime greičiau.">
      <ApplicationPart
        flow={{ kind: 'car', carId: car.id, carSlug: car.slug, carTitle: car.title, carUrl: car.url, price: car.price }}
        initialValues={emptyApplication(period, termsAgreed)}
      />
    </WizardPage>
  );
}
