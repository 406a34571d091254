import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import styled from 'styled-components';
import { carsApi, optionsApi } from '@ratai/api-client';
import {
  BODY_TYPE_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  formatEngineSize,
  formatMonthlyPrice,
  formatOdometer,
  formatPriceLabel,
  type FeatureCategory,
} from '@ratai/domain';
import { Gallery, Loading, carGalleryImages, media } from '@ratai/ui';
import { CarFeatures, groupFeatures } from '../components/car/CarFeatures';
import { CarDetails, CarSpecSummary } from '../components/car/CarSpecs';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../components/layout/Breadcrumbs';
import { Container, PageTitle, Section } from '../components/layout/Container';
import { orFallback, toRouteError, withServerApi } from '../lib/api.server';
import { deferred } from '../lib/deferred';
import { carJsonLd, pageMeta, siteUrlFrom, summarise } from '../lib/seo';

// The calculator (react-hook-form, valibot) is below the gallery on phones: its code loads when it
// comes near the viewport or is touched (lib/deferred.tsx); the server renders it with the page.
const CarCalculator = deferred(() => import('../components/calculators/CarCalculator').then((m) => m.CarCalculator));

export async function loader({ request, params }: LoaderFunctionArgs) {
  const slug = params.slug ?? '';
  return withServerApi(request, async (store) => {
    const [car, categories] = await Promise.all([
      store
        .dispatch(carsApi.endpoints.getCarBySlug.initiate(slug))
        .unwrap()
        .catch((error: unknown) => toRouteError(error, 'Skelbimas nerastas')),
      orFallback<FeatureCategory[]>(store.dispatch(optionsApi.endpoints.featureCategories.initiate()), [], 'feature categories'),
    ]);
    return { car, features: groupFeatures(car.carFeatures, categories) };
  });
}

const carTitle = (car: { carMake: { name: string }; carModel: { name: string } }) => `${car.carMake.name} ${car.carModel.name}`;

function crumbs(title: string): Crumb[] {
  return [{ label: 'Pradžia', href: '/' }, { label: 'Automobiliai', href: '/#automobiliai' }, { label: title }];
}

export const meta: MetaFunction<typeof loader> = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const { car } = data;
  const siteUrl = siteUrlFrom(matches);
  const url = `${siteUrl}/automobilio-nuoma/${car.slug}`;
  const title = carTitle(car);
  const facts = [
    `${car.productionYear} m.`,
    formatEngineSize(car.engineDisplacement),
    FUEL_TYPE_LABELS[car.fuelType].toLowerCase(),
    GEARBOX_LABELS[car.gearbox].toLowerCase(),
    BODY_TYPE_LABELS[car.bodyType].toLowerCase(),
    formatOdometer(car.odometer),
  ].filter(Boolean);
  const description = summarise(
    `${title}, ${facts.join(', ')}. ${formatPriceLabel(car.price)}, nuoma su išpirkimu ${formatMonthlyPrice(car.fromPricePerMonth)}${car.isForTaxi ? ' Tinka pavėžėjams.' : ''} ${car.description ?? ''}`,
  );
  return pageMeta({
    title: `${title}, ${car.productionYear} – ${formatMonthlyPrice(car.fromPricePerMonth)}`,
    description,
    url,
    image: car.headerImage?.url ?? car.images[0]?.url ?? null,
    type: 'product',
    jsonLd: [carJsonLd(car, url), breadcrumbJsonLd(crumbs(title), siteUrl, url)],
  });
};

const Columns = styled.div`
  display: grid;
  /* minmax(0, …): the gallery's row of slides must not widen the column (on phones the page then
     grew wider than the screen and the browser zoomed out). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) 380px;
    align-items: start;
  }
`;

const Aside = styled.aside`
  ${media.desktop} {
    position: sticky;
    top: 76px;
  }
`;

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  h1 {
    margin: 0;
  }
`;

const Prices = styled.p`
  width: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};

  strong {
    color: ${({ theme }) => theme.colors.brand};
  }
`;

const Block = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Description = styled.div`
  max-width: 760px;
  line-height: 1.65;
  white-space: pre-line;
`;

export default function CarPage() {
  const { car, features } = useLoaderData<typeof loader>();
  const title = carTitle(car);
  const images = carGalleryImages(title, car.images, car.headerImage);

  return (
    <Section>
      <Container>
        <Breadcrumbs items={crumbs(title)} />
        <TitleRow>
          <PageTitle>
            {title}, {car.productionYear}
          </PageTitle>
          <Prices>
            <strong>
              <NoWrap>{formatMonthlyPrice(car.fromPricePerMonth)}</NoWrap>
            </strong>{' '}
            arba <NoWrap>{formatPriceLabel(car.price)}</NoWrap>
          </Prices>
        </TitleRow>
        <Columns>
          <div>
            <Gallery images={images} isForTaxi={car.isForTaxi} label={`${title} nuotraukos`} />
            <Block aria-labelledby="duomenys">
              <h2 id="duomenys">Pagrindiniai duomenys</h2>
              <CarSpecSummary car={car} />
            </Block>
            <Block aria-labelledby="daugiau">
              <h2 id="daugiau">Techniniai duomenys</h2>
              <CarDetails car={car} />
            </Block>
            {features.length > 0 ? (
              <Block aria-labelledby="ypatybes">
                <h2 id="ypatybes">Ypatybės</h2>
                <CarFeatures groups={features} />
              </Block>
            ) : null}
            {car.description ? (
              <Block aria-labelledby="aprasymas">
                <h2 id="aprasymas">Aprašymas</h2>
                <Description>{car.description}</Description>
              </Block>
            ) : null}
          </div>
          <Aside aria-label="Mėnesio įmoka">
            <CarCalculator car={car} fallback={<Loading />} />
          </Aside>
        </Columns>
      </Container>
    </Section>
  );
}
