import { screen, within } from '@testing-library/react';
import type { TeamArticleSummary } from '@ratai/domain';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../test/render';
import Articles from './articles';

const row = (id: number, status: TeamArticleSummary['status'], publishedAt: string | null): TeamArticleSummary => ({
  id,
  slug: `straipsnis-${id}`,
  title: `Straipsnis ${id}`,
  excerpt: 'Santrauka',
  category: { id: 1, slug: 'patarimai', name: 'Patarimai' },
  cover: null,
  status,
  publishedAt,
  updatedAt: '2026-11-26T08:00:00.000Z',
});

describe('/straipsniai', () => {
  it('asks the API for the status and page in the address and lists title, category, status and dates', async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/articles', {
      data: [row(4, 'scheduled', '2030-01-02T08:00:00.000Z'), row(3, 'scheduled', '2030-01-01T08:00:00.000Z')],
      meta: { pagination: { page: 2, pageSize: 20, pageCount: 3, total: 42 } },
    });
    renderBackOffice(<Articles />, { fake, url: '/straipsniai?busena=scheduled&puslapis=2' });
    const table = await screen.findByRole('table', { name: 'Straipsniai' });
    expect(fake.requests[0].path).toBe('/api/moderation/articles?status=scheduled&page=2');
    expect(screen.getByLabelText('Būsena')).toHaveValue('scheduled');
    expect(screen.getByText('Iš viso: 42')).toBeInTheDocument();
    const first = within(table).getAllByRole('row')[1];
    expect(within(first).getByRole('link', { name: 'Straipsnis 4' })).toHaveAttribute('href', '/straipsniai/4');
    expect(first).toHaveTextContent('Patarimai');
    expect(first).toHaveTextContent('Suplanuotas');
    expect(first).toHaveTextContent('2030-01-02');
    expect(screen.getByRole('link', { name: 'Naujas straipsnis' })).toHaveAttribute('href', '/straipsniai/naujas');
    // The pages keep the filter.
    expect(within(screen.getByRole('navigation', { name: 'Straipsnių puslapiai' })).getByRole('link', { name: /3/ })).toHaveAttribute(
      'href',
      '/straipsniai?busena=scheduled&puslapis=3',
    );
  });

  it('an unknown status in the address lists every article', async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/articles', { data: [], meta: { pagination: { page: 1, pageSize: 20, pageCount: 0, total: 0 } } });
    renderBackOffice(<Articles />, { fake, url: '/straipsniai?busena=deleted' });
    expect(await screen.findByText('Straipsnių dar nėra.')).toBeInTheDocument();
    expect(fake.requests[0].path).toBe('/api/moderation/articles?page=1');
  });
});
