import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { MouseEvent } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { carsApi, optionsApi } from '@ratai/api-client';
import {
  BODY_TYPE_LABELS,
  FUEL_TYPE_LABELS,
  GEARBOX_LABELS,
  formatEngineSize,
  formatFromTermNote,
  formatMonthlyPrice,
  formatOdometer,
  formatPriceLabel,
  type CarAdvertisementSummary,
  type FeatureCategory,
} from '@ratai/domain';
import { FROM_PRICE_TERM_MONTHS, buyoutPercent } from '@ratai/pricing';
import { Gallery, Loading, SaleStatusBadge, carGalleryImages, media } from '@ratai/ui';
import { CarFeatures, groupFeatures } from '../components/car/CarFeatures';
import { FavouriteButton } from '../components/favourites/FavouriteButton';
import { CarDetails, CarSpecSummary } from '../components/car/CarSpecs';
import { Breadcrumbs, breadcrumbJsonLd, type Crumb } from '../components/layout/Breadcrumbs';
import { Container, PageTitle, Section } from '../components/layout/Container';
import { orFallback, toRouteError, withServerApi } from '../lib/api.server';
import { BOTTOM_BAR_HEIGHT, deferred } from '@ratai/app-shell';
import { carJsonLd, pageMeta, siteUrlFrom, summarise } from '../lib/seo';
import { useCarViewReport } from '../lib/car-stats';

// The calculator (react-hook-form, valibot) is below the gallery on phones: its code loads when it
// comes near the viewport or is touched (lib/deferred.tsx); the server renders it with the page.
/** The calculator form's id, the target of the sticky 'Pildyti paraišką' bar. */
const CALCULATOR_ID = 'skaiciuokle';

const CarCalculator = deferred(() => import('../components/calculators/CarCalculator').then((m) => m.CarCalculator));
// Only a sold car's page shows similar cars (issue 16): the cards' code is not in other car pages' load.
const SimilarCars = deferred(() => import('../components/car/SimilarCars').then((m) => m.SimilarCars));

/** A sold car's page (issue 16; our wording). */
export const SOLD_TEXTS = {
  title: 'Šis automobilis jau parduotas arba išnuomotas',
  body: 'Skelbimas paliktas, kad galėtumėte pasižiūrėti, koks tai buvo automobilis. Žemiau – panašūs automobiliai, kuriuos galite išsinuomoti su išpirkimu.',
  noSimilar: 'Panašių automobilių šiuo metu nėra.',
  search: 'Ieškoti kitų automobilių',
  similar: 'Panašūs automobiliai',
} as const;

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
    // A sold car's page suggests similar cars (same make or body type, price band: the API decides).
    const similar =
      car.saleStatus === 'sold'
        ? await orFallback<CarAdvertisementSummary[]>(store.dispatch(carsApi.endpoints.similarCars.initiate(car.slug)), [], 'similar cars')
        : [];
    return { car, features: groupFeatures(car.carFeatures, categories), similar };
  });
}

const carTitle = (car: { carMake: { name: string }; carModel: { name: string } }) => `${car.carMake.name} ${car.carModel.name}`;

/**
 * The sticky bar's jump to the calculator. A plain '#skaiciuokle' link works without JavaScript, but
 * with the router running it becomes a history entry whose scroll position React Router restores
 * from a key shared with the first page ("default"), which could throw the visitor back to the top
 * (CI, 2026-11-26). With JavaScript the page scrolls itself and moves the focus to the form's first
 * field (which also loads the calculator's code), leaving the history alone.
 */
function jumpToCalculator(event: MouseEvent<HTMLAnchorElement>) {
  const form = document.getElementById(CALCULATOR_ID);
  if (!form) return;
  event.preventDefault();
  form.scrollIntoView({ block: 'start' });
  form.querySelector<HTMLElement>('input, select, button')?.focus({ preventScroll: true });
}

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
  const sold = car.saleStatus === 'sold';
  // A sold car's description starts with SOLD_TEXTS.title and offers no monthly payment.
  const offer = sold ? '' : ` ${formatPriceLabel(car.price)}, nuoma su išpirkimu ${formatMonthlyPrice(car.fromPricePerMonth)}`;
  const description = summarise(`${title}, ${facts.join(', ')}.${offer}${car.isForTaxi ? ' Tinka pavėžėjams.' : ''} ${car.description ?? ''}`);
  // SEO of a sold car (issue 16; modules README "Sold cars"): the page answers 200 with noindex,
  // follow — it leaves the index, while its links to similar cars are still followed (a 410 would
  // drop those too), and visitors from old links or favourites see what happened.
  return pageMeta({
    title: sold ? `${title}, ${car.productionYear} – parduotas` : `${title}, ${car.productionYear} – ${formatMonthlyPrice(car.fromPricePerMonth)}`,
    description: sold ? summarise(`${SOLD_TEXTS.title}. ${description}`) : description,
    url,
    image: car.headerImage?.url ?? car.images[0]?.url ?? null,
    type: 'product',
    noindex: sold,
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

const TermNote = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Phones only (issue 17): the calculator and its button are far below the gallery and the specs,
 * so a bar at the bottom of the screen keeps the payment and 'Pildyti paraišką' in reach. It is a
 * link to the calculator (its consent is there), so it works before any script.
 */
const StickyApply = styled.div`
  display: none;

  ${media.mobile} {
    position: fixed;
    box-sizing: border-box;
    min-height: var(${BOTTOM_BAR_HEIGHT});
    right: 0;
    bottom: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndices.sticky};
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    padding-bottom: calc(${({ theme }) => theme.space.sm} + env(safe-area-inset-bottom));
    background: ${({ theme }) => theme.colors.surface};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    box-shadow: ${({ theme }) => theme.shadows.overlay};

    strong {
      color: ${({ theme }) => theme.colors.brand};
      /* "nuo 398 € / mėn." and the button each stay on one line, side by side, down to 320 px. */
      white-space: nowrap;
    }
  }
`;

/**
 * The bar's height (its 44 px button, padding, border and the phone's safe area) for the rest of
 * the page: the cookie banner sticks above the bar instead of covering it (@ratai/app-shell), and
 * the page ends that much higher, so the bar never hides the end of the footer.
 */
const StickyApplyHeight = createGlobalStyle`
  ${media.mobile} {
    :root {
      ${BOTTOM_BAR_HEIGHT}: calc(44px + 2 * ${({ theme }) => theme.space.sm} + 1px + env(safe-area-inset-bottom));
    }

    body {
      padding-bottom: var(${BOTTOM_BAR_HEIGHT});
    }
  }
`;

/** A plain in-page link drawn as the primary button (the kit's Button would add its code to the first load). */
const ApplyLink = styled.a`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.onBrand};
  text-decoration: none;
  background: ${({ theme }) => theme.colors.brand};
  border-radius: ${({ theme }) => theme.radii.md};

  &:hover {
    color: ${({ theme }) => theme.colors.onBrand};
    background: ${({ theme }) => theme.colors.brandHover};
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

/** The notice at the top of a sold car's page. */
const SoldNotice = styled.section`
  margin-bottom: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.warningSoft};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
`;

export default function CarPage() {
  const { car, features, similar } = useLoaderData<typeof loader>();
  useCarViewReport(car.slug);
  const title = carTitle(car);
  const images = carGalleryImages(title, car.images, car.headerImage);
  const sold = car.saleStatus === 'sold';

  return (
    <Section>
      <Container>
        <Breadcrumbs items={crumbs(title)} />
        <TitleRow>
          <PageTitle>
            {title}, {car.productionYear}
          </PageTitle>
          <SaleStatusBadge status={car.saleStatus} />
          <FavouriteButton car={car} />
          {/* A sold car is no longer on offer: its page keeps the price it had, never a monthly payment. */}
          <Prices data-testid="car-prices">
            {sold ? (
              <NoWrap>{formatPriceLabel(car.price)}</NoWrap>
            ) : (
              <>
                <strong>
                  <NoWrap>{formatMonthlyPrice(car.fromPricePerMonth)}</NoWrap>
                </strong>{' '}
                {car.fromPricePerMonth > 0 ? (
                  <TermNote>({formatFromTermNote(FROM_PRICE_TERM_MONTHS, buyoutPercent(FROM_PRICE_TERM_MONTHS))})</TermNote>
                ) : null}{' '}
                arba <NoWrap>{formatPriceLabel(car.price)}</NoWrap>
              </>
            )}
          </Prices>
        </TitleRow>
        {sold ? (
          <SoldNotice aria-labelledby="parduotas" data-testid="sold-notice">
            <h2 id="parduotas">{SOLD_TEXTS.title}</h2>
            <p>{SOLD_TEXTS.body}</p>
            <a href="/#automobiliai">{SOLD_TEXTS.search}</a>
          </SoldNotice>
        ) : null}
        {sold ? (
          <Block aria-labelledby="panasus">
            <h2 id="panasus">{SOLD_TEXTS.similar}</h2>
            {similar.length > 0 ? <SimilarCars cars={similar} fallback={<Loading />} /> : <p>{SOLD_TEXTS.noSimilar}</p>}
          </Block>
        ) : null}
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
          {/* A sold car takes no applications (the API refuses them): no calculator, no apply bar. */}
          {sold ? null : (
            <Aside aria-label="Mėnesio įmoka">
              <CarCalculator car={car} id={CALCULATOR_ID} fallback={<Loading />} />
            </Aside>
          )}
        </Columns>
      </Container>
      {car.fromPricePerMonth > 0 && !sold ? (
        <StickyApply data-testid="sticky-apply">
          <StickyApplyHeight />
          <span>
            <strong>{formatMonthlyPrice(car.fromPricePerMonth)}</strong>
          </span>
          <ApplyLink href={`#${CALCULATOR_ID}`} onClick={jumpToCalculator}>Pildyti paraišką</ApplyLink>
        </StickyApply>
      ) : null}
    </Section>
  );
}
