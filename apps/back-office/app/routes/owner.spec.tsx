import { screen, within } from '@testing-library/react';
import type { TeamOwnerDetail, TeamOwnerListing } from '@ratai/domain';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../test/render';
import { OwnerListings } from './owner';

const owner: TeamOwnerDetail = {
  id: 5,
  email: 'savininkas@pavyzdys.lt',
  displayName: 'UAB Parkas',
  profileType: 'company',
  counts: { total: 41, public: 40, pending: 1 },
  blocked: null,
  createdAt: '2026-11-01T08:00:00.000Z',
  company: null,
  personal: null,
};

const listing = (id: number, changes: Partial<TeamOwnerListing> = {}): TeamOwnerListing => ({
  id,
  slug: `skoda-octavia-${id}`,
  title: `Skoda Octavia, 2017`,
  price: 8900,
  reviewStatus: 'approved',
  visibility: 'visible',
  isPublic: true,
  createdAt: '2026-11-20T08:00:00.000Z',
  ...changes,
});

const page = (n: number, data: TeamOwnerListing[], total = 41) => ({ data, meta: { pagination: { page: n, pageSize: 20, pageCount: Math.ceil(total / 20), total } } });

describe("the owner's listings (/savininkai/:id)", () => {
  it('asks the API for the page in ?puslapis= and links the other pages', async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/owners/5/listings', page(2, [listing(21), listing(20, { reviewStatus: 'pending', isPublic: false })]));
    renderBackOffice(<OwnerListings owner={owner} />, { fake, url: '/savininkai/5?puslapis=2' });

    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]).getByRole('link', { name: 'Viešas puslapis' })).toHaveAttribute('href', 'http://market.test/automobilio-nuoma/skoda-octavia-21');
    expect(rows[2]).toHaveTextContent('Nerodomas');
    expect(screen.getByText('Iš viso: 41')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/moderation/owners/5/listings').map((call) => call.path)).toEqual(['/api/moderation/owners/5/listings?page=2']);

    const pages = screen.getByRole('navigation', { name: 'Savininko skelbimų puslapiai' });
    expect(within(pages).getByRole('link', { name: 'Puslapis 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Puslapis 1' })).toHaveAttribute('href', '/savininkai/5');
    expect(within(pages).getByRole('link', { name: 'Puslapis 3' })).toHaveAttribute('href', '/savininkai/5?puslapis=3');
  });

  it('says when the owner has no listings, without pages', async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/owners/5/listings', page(1, [], 0));
    renderBackOffice(<OwnerListings owner={{ ...owner, counts: { total: 0, public: 0, pending: 0 } }} />, { fake, url: '/savininkai/5' });
    expect(await screen.findByText('Skelbimų nėra.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it("a blocked owner's public listing shows as hidden", async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/owners/5/listings', page(1, [listing(1)], 1));
    renderBackOffice(<OwnerListings owner={{ ...owner, blocked: { at: '2026-11-26T06:00:00.000Z', reason: 'Svetimi automobiliai' } }} />, { fake, url: '/savininkai/5' });
    expect(await screen.findByText('Paslėptas (savininkas užblokuotas)')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Viešas puslapis' })).not.toBeInTheDocument();
  });
});
