import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hasConsent } from '@ratai/ui';
import { renderPage } from '../../test/render';
import { CookieConsent } from './CookieConsent';

afterEach(() => {
  document.cookie = 'cookieConsent=; Max-Age=0; Path=/';
  delete window.__rataiAnalytics;
  delete window.gtag;
  delete window.dataLayer;
});

describe('CookieConsent (spec §4)', () => {
  it('shows the banner without consent, analytics off; "Gerai" stores the consent and starts analytics', async () => {
    const user = userEvent.setup();
    renderPage(<CookieConsent />);
    const accept = await screen.findByRole('button', { name: 'Gerai' });
    expect(window.__rataiAnalytics).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Privatumo politika' })).toHaveAttribute('href', 'http://marketplace.test/privatumo-politika');
    await user.click(accept);
    expect(screen.queryByRole('button', { name: 'Gerai' })).not.toBeInTheDocument();
    expect(hasConsent(document.cookie)).toBe(true);
    expect(window.__rataiAnalytics?.started).toBe(true);
  });

  it('shows nothing and starts analytics when consent was given before', async () => {
    renderPage(<CookieConsent />, { consent: true });
    // Analytics start once the root loader's consent reached the component.
    await waitFor(() => expect(window.__rataiAnalytics?.started).toBe(true));
    expect(screen.queryByRole('button', { name: 'Gerai' })).not.toBeInTheDocument();
  });
});
