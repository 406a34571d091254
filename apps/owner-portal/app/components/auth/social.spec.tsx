import { screen, waitFor } from '@testing-library/react';
import { createFakeFetch } from '@ratai/api-client/testing';
import { renderPortal } from '../../test/render';
import { SocialSignIn } from './SocialSignIn';

describe('SocialSignIn (spec §2.14)', () => {
  it('shows the Google button and the divider "arba" when the API has it configured', async () => {
    const fake = createFakeFetch().on('GET', '/api/connect/providers', { google: true });
    renderPortal(<SocialSignIn />, { fake });
    expect(await screen.findByRole('link', { name: 'Tęsti su Google' })).toHaveAttribute('href', 'http://api.test/api/connect/google');
    expect(screen.getByText('arba')).toBeInTheDocument();
  });

  it('shows nothing when it is not configured', async () => {
    const fake = createFakeFetch().on('GET', '/api/connect/providers', { google: false });
    renderPortal(<SocialSignIn />, { fake });
    await waitFor(() => expect(fake.calls('GET', '/api/connect/providers')).toHaveLength(1));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('arba')).not.toBeInTheDocument();
  });
});
