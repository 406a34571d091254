import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigation } from 'react-router';
import styled from 'styled-components';
import type { CarSearchResult } from '@ratai/api-client';
import { FILTER_BUTTON, formatNumber, type CarMake, type CarModel, type SearchFilter } from '@ratai/domain';
import { Button, CarCard, media } from '@ratai/ui';
import { CAR_FORMS, pluralLt } from '../../lib/plural';
import { SEARCH_ANCHOR, hasActiveFilter, searchHref } from '../../lib/search-filter';
import { deferred } from '@ratai/app-shell';
import { Container } from '../layout/Container';
import { FavouriteButton } from '../favourites/FavouriteButton';
import { SaveSearch } from '../saved-search/SaveSearch';
import { SortSelect } from './SortSelect';

// The side panel's form is a plain GET form in the server HTML (it works before its code arrives);
// it hydrates when it is in view (from 1025 px; below it is hidden and the drawer is used) or
// touched, so phones never load it for the first screen.
const FilterForm = deferred(() => import('./FilterForm').then((m) => m.FilterForm));
// The chips' code (every filter's labels) only for a filtered search: '/' does not carry it.
const ActiveFilterChips = deferred(() => import('./ActiveFilterChips').then((m) => m.ActiveFilterChips));
// Below ten results: plain links until it hydrates near the viewport.
const Pagination = deferred(() => import('./ResultsPagination').then((m) => m.ResultsPagination));
const loadFilterDrawer = () => import('./FilterDrawer');
const FilterDrawer = lazy(() => loadFilterDrawer().then((m) => ({ default: m.FilterDrawer })));

export interface SearchSectionProps {
  filter: SearchFilter;
  results: CarSearchResult;
  makes: readonly CarMake[];
  models: readonly CarModel[];
  currentYear: number;
}

const Root = styled.section`
  padding: ${({ theme }) => theme.space.xl} 0;
  scroll-margin-top: 64px;
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${media.desktop} {
    grid-template-columns: ${({ theme }) => theme.sizes.filterPanel} minmax(0, 1fr);
    align-items: start;
  }
`;

/** The fixed side panel of wide screens (§2.1); below desktop width the drawer takes over. */
const Panel = styled.aside`
  display: none;

  ${media.desktop} {
    position: sticky;
    top: 76px;
    display: block;
    max-height: calc(100vh - 92px);
    overflow-y: auto;
    padding: ${({ theme }) => theme.space.lg};
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

const PanelTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Heading = styled.div`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }

  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Tools = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > div {
    margin-bottom: 0;
    min-width: 200px;
  }
`;

const FilterButton = styled(Button)`
  ${media.desktop} {
    display: none;
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(260px, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** While another search loads, the results dim (issue 17: loading feedback on search). */
const Results = styled.div<{ $loading: boolean }>`
  transition: opacity ${({ theme }) => theme.durations.normal};
  opacity: ${({ $loading }) => ($loading ? 0.45 : 1)};
  pointer-events: ${({ $loading }) => ($loading ? 'none' : 'auto')};

  &[data-searching] {
    opacity: 0.45;
    pointer-events: none;
  }
`;

/**
 * Marks the results the moment a new search starts: a click on a link to this page with another
 * query (a chip, a page, 'Išvalyti filtrus'), a submit of the search form (panel or drawer) or a
 * new sort. React Router's own 'loading' state arrives in a transition, which React holds back
 * while a part of the page is still server HTML waiting for its code (lib/deferred.tsx), so the
 * page could look idle for the whole wait; this DOM mark does not wait for React.
 */
function useSearchStartMarker(ref: { current: HTMLElement | null }) {
  useEffect(() => {
    const mark = () => {
      if (!ref.current) return;
      ref.current.dataset.searching = 'true';
      ref.current.setAttribute('aria-busy', 'true');
    };
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank') return;
      const url = new URL(link.href, window.location.href);
      if (url.origin === window.location.origin && url.pathname === window.location.pathname && url.search !== window.location.search) mark();
    };
    const onSubmit = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.getAttribute('aria-label') === 'Automobilių paieška') mark();
    };
    const onChange = (event: Event) => {
      if (event.target instanceof HTMLSelectElement && event.target.name === 'sort') mark();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('change', onChange);
    };
  }, [ref]);
}

const SaveRow = styled.div`
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px dashed ${({ theme }) => theme.colors.controlBorder};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;

/** The search (spec §2.1–2.4): filter panel or drawer, sort, chips, results and pagination. */
export function SearchSection({ filter, results, makes, models, currentYear }: SearchSectionProps) {
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads on the first use of the button (see FilterDrawer); it stays mounted
  // afterwards so closing animates and focus returns as the Drawer does it.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { pagination } = results.meta;
  const total = pagination.total;
  const countText = `${results.meta.totalIsCapped ? `${formatNumber(total)}+` : formatNumber(total)} ${pluralLt(total, CAR_FORMS)}`;
  const formProps = { filter, makes, models, currentYear };
  const navigation = useNavigation();
  // A new search of this page is on its way (filter, chip, sort, page): dim the old results.
  const searching = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const resultsRef = useRef<HTMLDivElement>(null);
  useSearchStartMarker(resultsRef);
  useEffect(() => {
    // The new search has arrived: whatever the marker set is cleared.
    const results = resultsRef.current;
    if (!results) return;
    delete results.dataset.searching;
    results.removeAttribute('aria-busy');
  }, [location.search]);

  return (
    <Root id={SEARCH_ANCHOR} aria-labelledby="paieskos-antraste">
      <Container>
        <Header>
          <Heading>
            <h2 id="paieskos-antraste">Automobiliai nuomai su išpirkimu</h2>
            <p role="status" data-testid="results-count">
              Rasta: {countText}
            </p>
          </Heading>
          <Tools>
            <FilterButton
              variant="secondary"
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
              onPointerEnter={() => void loadFilterDrawer()}
              onFocus={() => void loadFilterDrawer()}
              aria-haspopup="dialog"
            >
              {FILTER_BUTTON}
            </FilterButton>
            <SortSelect filter={filter} />
          </Tools>
        </Header>
        <Columns>
          <Panel aria-label="Paieškos filtras">
            <PanelTitle>{FILTER_BUTTON}</PanelTitle>
            <FilterForm key={location.search} {...formProps} />
          </Panel>
          <Results ref={resultsRef} $loading={searching} aria-busy={searching || undefined} data-testid="search-results">
            {hasActiveFilter(filter) ? <ActiveFilterChips filter={filter} makes={makes} models={models} /> : null}
            <SaveRow>
              <SaveSearch key={location.search} query={location.search} />
            </SaveRow>
            {results.data.length > 0 ? (
              <Grid data-testid="results">
                {results.data.map((car, index) => (
                  <li key={car.id}>
                    <CarCard
                      car={car}
                      href={`/automobilio-nuoma/${car.slug}`}
                      eagerImage={index < 2}
                      action={<FavouriteButton car={car} overlay />}
                    />
                  </li>
                ))}
              </Grid>
            ) : (
              <Empty>
                <p>Pagal pasirinktus filtrus automobilių neradome.</p>
                {hasActiveFilter(filter) ? <Link to={searchHref(location.pathname, { page: 1 })}>Rodyti visus automobilius</Link> : null}
              </Empty>
            )}
            <Pagination
              page={pagination.page}
              pageCount={pagination.pageCount}
              hrefFor={(page) => searchHref(location.pathname, { ...filter, page })}
            />
          </Results>
        </Columns>
      </Container>
      {drawerUsed ? (
        <Suspense fallback={null}>
          <FilterDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} {...formProps} />
        </Suspense>
      ) : null}
    </Root>
  );
}
