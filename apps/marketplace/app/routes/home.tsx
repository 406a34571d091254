import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import styled from 'styled-components';
import { carsApi, optionsApi, searchParamsToFilter, type CarSearchResult } from '@ratai/api-client';
import { FUEL_TYPE_LABELS, type CarMake, type CarModel, type FuelType } from '@ratai/domain';
import { Loading, media } from '@ratai/ui';
import { Container, Lead, Section, SectionTitle } from '../components/layout/Container';
import { Hero } from '../components/home/Hero';
import { SearchSection } from '../components/search/SearchSection';
import { NOT_FOUND_TEXT, orFallback, toRouteError, withServerApi } from '../lib/api.server';
import { deferred } from '@ratai/app-shell';
import { usePublicConfig } from '../lib/public-config';
import { hasActiveFilter, searchHref } from '../lib/search-filter';
import { pageMeta, siteJsonLd, siteUrlFrom } from '../lib/seo';

// Below the fold and interactive: the server renders them with the page, their code (with
// react-hook-form, valibot, embla, the api-client store) loads when they come near the viewport
// or are touched (lib/deferred.tsx). The forms call the API: they get the page's store with it.
const GeneralCalculator = deferred(() => import('../components/calculators/GeneralCalculator').then((m) => m.GeneralCalculator));
const CarSliderSection = deferred(() => import('../components/home/CarSliderSection').then((m) => m.default));
const CarRequestForm = deferred(() =>
  Promise.all([import('../components/forms/CarRequestForm'), import('../lib/page-store')]).then(([m, store]) =>
    store.withPageStore(m.CarRequestForm),
  ),
);
const CallbackForm = deferred(() =>
  Promise.all([import('../components/forms/CallbackForm'), import('../lib/page-store')]).then(([m, store]) =>
    store.withPageStore(m.CallbackForm),
  ),
);
const FleetOwnerTeaser = deferred(() => import('../components/home/FleetOwnerTeaser').then((m) => m.FleetOwnerTeaser));
const FaqList = deferred(() => import('../components/home/FaqList').then((m) => m.FaqList));

/** How many cars the slider shows (the newest of those suitable for ride-hailing). */
export const SLIDER_CARS = 8;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const filter = searchParamsToFilter(url.searchParams);
  return withServerApi(request, async (store) => {
    const [results, makes, models, taxi] = await Promise.all([
      store
        .dispatch(carsApi.endpoints.searchCars.initiate(filter))
        .unwrap()
        .catch((error: unknown) => toRouteError(error)),
      orFallback<CarMake[]>(store.dispatch(optionsApi.endpoints.carMakes.initiate()), [], 'car makes'),
      filter.carMake
        ? orFallback<CarModel[]>(store.dispatch(optionsApi.endpoints.carModels.initiate(filter.carMake)), [], 'car models')
        : Promise.resolve<CarModel[]>([]),
      orFallback<CarSearchResult | null>(
        store.dispatch(
          carsApi.endpoints.searchCars.initiate({ isForTaxi: true, sort: 'newest', pageSize: SLIDER_CARS, page: 1 }),
        ),
        null,
        'taxi cars',
      ),
    ]);
    // A page past the last one (/?page=8 of 7) is not a page of this search: 404 (the error page
    // is noindex), rather than 'Rasta: 62' beside 'automobilių neradome' with a self canonical.
    if ((filter.page ?? 1) > Math.max(1, results.meta.pagination.pageCount)) {
      throw data({ message: NOT_FOUND_TEXT }, { status: 404 });
    }
    return { filter, results, makes, models, taxiCars: taxi?.data ?? [] };
  });
}

/** "BMW X5", "Dyzelinas" or the default title, for a filtered search's title. */
function searchTitle(data: Awaited<ReturnType<typeof loader>>): string {
  const { filter, makes, models } = data;
  const make = makes.find((m) => m.slug === filter.carMake)?.name;
  const model = models.find((m) => m.slug === filter.carModel)?.name;
  const fuel = filter.fuelType.length === 1 ? FUEL_TYPE_LABELS[filter.fuelType[0] as FuelType] : undefined;
  const what = [make, model].filter(Boolean).join(' ');
  if (what) return `${what} nuoma su išpirkimu${fuel ? ` (${fuel.toLowerCase()})` : ''}`;
  if (fuel) return `${fuel} – automobiliai su išpirkimu`;
  return 'Naudoti automobiliai su išpirkimu';
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data, matches }) => {
  const siteUrl = siteUrlFrom(matches);
  if (!data) return pageMeta({ title: 'Naudoti automobiliai su išpirkimu', description: '' });
  const { filter, results } = data;
  const page = filter.page ?? 1;
  const filtered = hasActiveFilter(filter);
  const title = `${searchTitle(data)}${page > 1 ? ` – ${page} puslapis` : ''}`;
  const canonical = `${siteUrl}${searchHref('/', { ...filter, page: page > 1 ? page : undefined }, null)}`;
  const list = {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: results.data.map((car, index) => ({
      '@type': 'ListItem',
      position: (page - 1) * results.meta.pagination.pageSize + index + 1,
      url: `${siteUrl}/automobilio-nuoma/${car.slug}`,
      name: `${car.carMake.name} ${car.carModel.name}, ${car.productionYear}`,
    })),
  };
  return pageMeta({
    title,
    description:
      'Naudoti automobiliai nuomai su išpirkimu visoje Lietuvoje: iš karto matoma mėnesio įmoka, paraiška internetu, automobiliai pavėžėjams.',
    url: canonical,
    image: results.data[0]?.headerImage?.url ?? null,
    jsonLd: filtered ? [list] : [...siteJsonLd(siteUrl), list],
  });
};

const Split = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: center;
  }
`;

const Anchor = styled.div`
  scroll-margin-top: 72px;
`;

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const { filter, results, makes, models, taxiCars } = data;
  const filtered = hasActiveFilter(filter) || (filter.page ?? 1) > 1;
  const { currentYear } = usePublicConfig();
  const fallback = <Loading />;

  return (
    <>
      <Hero compact={filtered} title={filtered ? searchTitle(data) : undefined} />
      <SearchSection filter={filter} results={results} makes={makes} models={models} currentYear={currentYear} />

      <Section $tone="surface" aria-labelledby="skaiciuokle-title">
        <Container>
          <Anchor id="skaiciuokle">
            <SectionTitle id="skaiciuokle-title">Apskaičiuokite mėnesio įmoką</SectionTitle>
            <Lead>
              Nurodykite automobilio kainą ir laikotarpį – iš karto pamatysite preliminarią įmoką. Patiko? Pildykite
              paraišką, o automobilį išsirinksite vėliau.
            </Lead>
            <GeneralCalculator fallback={fallback} />
          </Anchor>
        </Container>
      </Section>

      {taxiCars.length > 0 ? (
        <Section aria-labelledby="pavezejams-title">
          <Container>
            <SectionTitle id="pavezejams-title">Automobiliai pavėžėjams</SectionTitle>
            <Lead>Savininkai leidžia juos naudoti „Bolt“, „Uber“ ir kitose pavėžėjimo platformose.</Lead>
            <CarSliderSection cars={taxiCars} label="Automobiliai pavėžėjams" fallback={fallback} />
          </Container>
        </Section>
      ) : null}

      <Section $tone="brand" aria-label="Automobilio paieškos užklausa">
        <Container>
          <CarRequestForm makes={makes} fallback={fallback} />
        </Container>
      </Section>

      <Section aria-label="Nuomotojams">
        <Container>
          <Anchor id="kontaktai">
            <Split>
              <FleetOwnerTeaser />
              <CallbackForm fallback={fallback} />
            </Split>
          </Anchor>
        </Container>
      </Section>

      <Section $tone="surface" aria-labelledby="duk-title">
        <Container>
          <SectionTitle id="duk-title">Dažniausiai užduodami klausimai</SectionTitle>
          <FaqList fallback={fallback} />
        </Container>
      </Section>
    </>
  );
}
