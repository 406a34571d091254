import { act, render, screen } from '@testing-library/react';
import { createRoutesStub, useNavigate } from 'react-router';
import { RataiThemeProvider } from '@ratai/ui';
import { carSummary, pagination } from '../../test/fixtures';
import { RouterLink } from '@ratai/app-shell';
import { TEST_CONFIG } from '../../test/render';
import { SearchSection } from './SearchSection';

/** Issue 17: while another search of the page loads, the results dim and say they are busy. */
describe('SearchSection loading feedback', () => {
  it('marks the results busy during a navigation to another search of the same page', async () => {
    let release: () => void = () => undefined;
    let navigate: ReturnType<typeof useNavigate> | null = null;
    function Page() {
      navigate = useNavigate();
      return (
        <RataiThemeProvider linkComponent={RouterLink} globalStyle={false}>
          <SearchSection
            filter={{ page: 1 }}
            results={{ data: [carSummary()], meta: { pagination: pagination(1), totalIsCapped: false } }}
            makes={[]}
            models={[]}
            currentYear={2026}
          />
        </RataiThemeProvider>
      );
    }
    let calls = 0;
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        HydrateFallback: () => null,
        loader: () => {
          calls += 1;
          if (calls === 1) return { config: TEST_CONFIG, consent: null, siteUrl: 'http://site.test' };
          return new Promise((resolve) => {
            release = () => resolve({ config: TEST_CONFIG, consent: null, siteUrl: 'http://site.test' });
          });
        },
        Component: Page,
      },
    ]);
    render(<Stub initialEntries={['/']} />);
    const results = await screen.findByTestId('search-results');
    expect(results).not.toHaveAttribute('aria-busy');
    act(() => {
      void navigate?.('/?fuelType=diesel&page=1');
    });
    expect(await screen.findByTestId('search-results')).toHaveAttribute('aria-busy', 'true');
    await act(async () => release());
    expect(screen.getByTestId('search-results')).not.toHaveAttribute('aria-busy');
  });
});
