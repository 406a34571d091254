import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { CarSearchResult } from '@ratai/api-client';
import { FILTER_BUTTON, formatNumber, type CarMake, type CarModel, type SearchFilter } from '@ratai/domain';
import { Button, CarCard, media } from '@ratai/ui';
import { CAR_FORMS, pluralLt } from '../../lib/plural';
import { SEARCH_ANCHOR, hasActiveFilter, searchHref } from '../../lib/search-filter';
import { deferred } from '../../lib/deferred';
import { Container } from '../layout/Container';
import { ActiveFilterChips } from './ActiveFilterChips';
import { SortSelect } from './SortSelect';

// The side panel's form is a plain GET form in the server HTML (it works before its code arrives);
// it hydrates when it is in view (from 1025 px; below it is hidden and the drawer is used) or
// touched, so phones never load it for the first screen.
const FilterForm = deferred(() => import('./FilterForm').then((m) => m.FilterForm));
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
          <div>
            <ActiveFilterChips filter={filter} makes={makes} models={models} />
            {results.data.length > 0 ? (
              <Grid data-testid="results">
                {results.data.map((car, index) => (
                  <li key={car.id}>
                    <CarCard car={car} href={`/automobilio-nuoma/${car.slug}`} eagerImage={index < 2} />
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
          </div>
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
