import { useEffect, useState } from 'react';
import { Link, type MetaFunction } from 'react-router';
import styled from 'styled-components';
import { formatPriceLabel, type CarAdvertisement } from '@ratai/domain';
import { Alert, Button, CarCard, Loading, media } from '@ratai/ui';
import { FavouriteButton } from '../components/favourites/FavouriteButton';
import { Container, Lead, PageTitle, Section } from '../components/layout/Container';
import { removeFavourite, useFavourites, type FavouriteCar } from '../lib/favourites';
import { usePublicConfig } from '../lib/public-config';
import { pageMeta } from '../lib/seo';
import { useHydrated } from '@ratai/app-shell';

/** The kept cars are this browser's: nothing here for a search engine. */
export const meta: MetaFunction = () =>
  pageMeta({ title: 'Įsiminti automobiliai', description: 'Jūsų įsiminti automobiliai.', noindex: true });

const Grid = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Gone = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px dashed ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }

  p {
    margin: 0;
  }
`;

/** What the API says about a kept car now. */
type LiveState = { kind: 'loading' } | { kind: 'live'; car: CarAdvertisement } | { kind: 'gone' } | { kind: 'unknown' };

/**
 * Each kept car asked of the API again (few cars, one small call each): a visible car comes back
 * with today's price and payment; a 404 means it was sold or its owner hid it.
 */
function useLiveCars(favourites: readonly FavouriteCar[]): Record<string, LiveState> {
  const { apiOrigin } = usePublicConfig();
  const [states, setStates] = useState<Record<string, LiveState>>({});
  const slugs = favourites.map((favourite) => favourite.slug).join(' ');

  useEffect(() => {
    const controller = new AbortController();
    for (const slug of slugs ? slugs.split(' ') : []) {
      fetch(`${apiOrigin}/api/car-advertisements/${encodeURIComponent(slug)}`, { signal: controller.signal })
        .then(async (response): Promise<LiveState> => {
          if (response.status === 404) return { kind: 'gone' };
          if (!response.ok) return { kind: 'unknown' };
          const body = (await response.json()) as { data?: CarAdvertisement };
          return body.data ? { kind: 'live', car: body.data } : { kind: 'unknown' };
        })
        .catch((): LiveState => ({ kind: 'unknown' }))
        .then((state) => {
          if (!controller.signal.aborted) setStates((current) => ({ ...current, [slug]: state }));
        });
    }
    return () => controller.abort();
  }, [apiOrigin, slugs]);
  return states;
}

function GoneCard({ favourite, state }: { favourite: FavouriteCar; state: LiveState }) {
  const gone = state.kind === 'gone';
  return (
    <Gone aria-labelledby={`isiminta-${favourite.id}`}>
      <h2 id={`isiminta-${favourite.id}`}>
        {favourite.title}, {favourite.productionYear}
      </h2>
      <p>{formatPriceLabel(favourite.price)}</p>
      {gone ? (
        <Alert type="info" title="Šio automobilio nebėra">
          Jis parduotas arba savininkas skelbimą paslėpė.
        </Alert>
      ) : (
        <Alert type="warning" title="Nepavyko patikrinti">
          Šiuo metu negalime patikrinti, ar automobilis vis dar siūlomas. <Link to={`/automobilio-nuoma/${favourite.slug}`}>Atidaryti skelbimą</Link>
        </Alert>
      )}
      <div>
        <Button variant="secondary" onClick={() => removeFavourite(favourite.id)}>
          Pašalinti iš įsimintų
        </Button>
      </div>
    </Gone>
  );
}

/**
 * /isiminti (issue 17): the cars this browser keeps ('Įsiminti' on cards and car pages), newest
 * first, each checked with the API: live cars as cards, a sold or hidden one named with a note.
 */
export default function Favourites() {
  const hydrated = useHydrated();
  const favourites = useFavourites();
  const states = useLiveCars(favourites);

  return (
    <Section>
      <Container>
        <PageTitle>Įsiminti automobiliai</PageTitle>
        <Lead>Automobiliai, kuriuos įsiminėte šioje naršyklėje. Jie saugomi tik Jūsų įrenginyje.</Lead>
        {!hydrated ? (
          <Loading />
        ) : favourites.length === 0 ? (
          <p>
            Dar nieko neįsiminėte. Paspauskite „Įsiminti“ prie patikusio automobilio.{' '}
            <Link to="/#automobiliai">Ieškoti automobilių</Link>
          </p>
        ) : (
          <Grid data-testid="favourites" aria-busy={favourites.some((f) => !states[f.slug]) || undefined}>
            {favourites.map((favourite) => {
              const state = states[favourite.slug] ?? { kind: 'loading' };
              return (
                <li key={favourite.id}>
                  {state.kind === 'live' ? (
                    <CarCard
                      car={state.car}
                      href={`/automobilio-nuoma/${state.car.slug}`}
                      headingLevel={2}
                      action={<FavouriteButton car={state.car} overlay />}
                    />
                  ) : state.kind === 'loading' ? (
                    <Loading />
                  ) : (
                    <GoneCard favourite={favourite} state={state} />
                  )}
                </li>
              );
            })}
          </Grid>
        )}
      </Container>
    </Section>
  );
}
