import { screen, within } from '@testing-library/react';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderBackOffice } from '../../test/render';
import { TeamShell } from './TeamShell';

describe('TeamShell', () => {
  it('has the six sections in order, and the review queue count beside Skelbimai', async () => {
    const fake = createFakeFetch().on('GET', '/api/moderation/car-advertisements', {
      data: [],
      meta: { pagination: { page: 1, pageSize: 10, pageCount: 2, total: 17 } },
    });
    renderBackOffice(
      <TeamShell email="komanda@ratai.lt">
        <p>turinys</p>
      </TeamShell>,
      { fake, url: '/skelbimai' },
    );
    const nav = await screen.findByRole('navigation', { name: 'Skyriai' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\d+$/, ''));
    expect(names).toEqual(['Skelbimai', 'Paraiškos', 'Užklausos', 'Straipsniai', 'Savininkai', 'Veiksmų žurnalas']);
    expect(await within(nav).findByText('17')).toBeInTheDocument();
    expect(fake.calls('GET', '/api/moderation/car-advertisements')[0].searchParams.get('status')).toBe('pending');
    expect(within(nav).getByRole('link', { name: /^Skelbimai/ })).toHaveAttribute('aria-current', 'page');
  });
});
