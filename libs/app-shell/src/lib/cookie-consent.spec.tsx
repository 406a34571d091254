import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { makeStore } from '@ratai/api-client';
import { hasConsent, RataiThemeProvider, readConsent } from '@ratai/ui';
import { renderInApp } from '../testing';
import { CookieConsent, CookieSettingsButton } from './cookie-consent';
import { forgetEarlyScript, runEarlyScript } from './early-intent.test-support';

const config = { cookieDomain: null, analyticsId: null, conversionId: 'AW-TEST' };
const store = () => makeStore(undefined, { apiOrigin: 'http://api.test' });

afterEach(() => {
  document.cookie = 'cookieConsent=; Max-Age=0; Path=/';
  delete window.__rataiAnalytics;
  delete window.gtag;
  delete window.dataLayer;
});

describe('CookieConsent (spec §4)', () => {
  it('shows the banner without consent, analytics off; "Gerai" stores the consent and starts analytics', async () => {
    const user = userEvent.setup();
    renderInApp(<CookieConsent consent={false} config={config} policyHref="http://marketplace.test/privatumo-politika" />, { store: store() });
    const accept = await screen.findByRole('button', { name: 'Gerai' });
    expect(window.__rataiAnalytics).toBeUndefined();
    expect(screen.getByRole('link', { name: 'Privatumo politika' })).toHaveAttribute('href', 'http://marketplace.test/privatumo-politika');
    await user.click(accept);
    expect(screen.queryByRole('button', { name: 'Gerai' })).not.toBeInTheDocument();
    expect(hasConsent(document.cookie)).toBe(true);
    await waitFor(() => expect(window.__rataiAnalytics?.started).toBe(true));
  });

  it('takes its own place at the end of the page instead of lying fixed over it (it must not cover a form\'s button)', async () => {
    renderInApp(<CookieConsent consent={null} config={config} />, { store: store() });
    const banner = await screen.findByRole('region', { name: 'Slapukų sutikimas' });
    // Sticky at the window's bottom while the page scrolls, in the page's flow at its end (the
    // UI kit's own banner is position: fixed). The real layout is checked by the wizard's e2e
    // suite (first-paint.spec.ts) at 375 px and 1280 px.
    expect(getComputedStyle(banner).position).toBe('sticky');
  });

  it('links the policy on the same site when no address is given', async () => {
    renderInApp(<CookieConsent consent={false} config={config} />, { store: store() });
    expect(await screen.findByRole('link', { name: 'Privatumo politika' })).toHaveAttribute('href', '/privatumo-politika');
  });

  it("'Atsisakyti' (same weight as 'Gerai') keeps analytics off and the refusal for a year (issue 17)", async () => {
    const user = userEvent.setup();
    renderInApp(<CookieConsent consent={null} config={config} />, { store: store() });
    const refuse = await screen.findByRole('button', { name: 'Atsisakyti' });
    expect(refuse.className).toBe(screen.getByRole('button', { name: 'Gerai' }).className);
    await user.click(refuse);
    expect(screen.queryByRole('region', { name: 'Slapukų sutikimas' })).not.toBeInTheDocument();
    expect(readConsent(document.cookie)).toBe('refused');
    expect(window.__rataiAnalytics).toBeUndefined();
    expect(window.dataLayer).toBeUndefined();
  });

  it('shows no banner after an earlier refusal; the footer control opens it to change the answer', async () => {
    const user = userEvent.setup();
    renderInApp(
      <>
        <CookieConsent consent="refused" config={config} />
        <CookieSettingsButton />
      </>,
      { store: store() },
    );
    const settings = await screen.findByRole('button', { name: 'Slapukų nustatymai' });
    expect(screen.queryByRole('button', { name: 'Gerai' })).not.toBeInTheDocument();
    await user.click(settings);
    await user.click(await screen.findByRole('button', { name: 'Gerai' }));
    expect(readConsent(document.cookie)).toBe('accepted');
    await waitFor(() => expect(window.__rataiAnalytics?.started).toBe(true));
    // And back: 'Atsisakyti' after 'Gerai' denies consent again.
    await user.click(settings);
    await user.click(await screen.findByRole('button', { name: 'Atsisakyti' }));
    expect(readConsent(document.cookie)).toBe('refused');
    await waitFor(() => expect(window.dataLayer?.at(-1)).toEqual(['consent', 'update', expect.objectContaining({ analytics_storage: 'denied' })]));
  });

  describe('a tap on the server HTML, before the page hydrated (the early script of early-intent.ts kept it)', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      forgetEarlyScript();
    });

    async function tapBeforeHydration(name: 'Gerai' | 'Atsisakyti') {
      runEarlyScript();
      const page = (
        <RataiThemeProvider globalStyle={false}>
          <CookieConsent consent={null} config={config} />
        </RataiThemeProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.appendChild(container);
      // Server HTML: the button has no handler yet, the tap changes nothing by itself.
      within(container).getByRole('button', { name }).click();
      expect(readConsent(document.cookie)).toBeNull();
      expect(within(container).getByRole('region', { name: 'Slapukų sutikimas' })).toBeInTheDocument();
      await act(async () => {
        root = hydrateRoot(container, page);
      });
      return container;
    }

    it("'Gerai' is applied once the page has hydrated: consent stored, banner gone, analytics on", async () => {
      const container = await tapBeforeHydration('Gerai');
      expect(within(container).queryByRole('region', { name: 'Slapukų sutikimas' })).not.toBeInTheDocument();
      expect(readConsent(document.cookie)).toBe('accepted');
      await waitFor(() => expect(window.__rataiAnalytics?.started).toBe(true));
    });

    it("'Atsisakyti' is applied the same way, analytics stay off", async () => {
      const container = await tapBeforeHydration('Atsisakyti');
      expect(within(container).queryByRole('region', { name: 'Slapukų sutikimas' })).not.toBeInTheDocument();
      expect(readConsent(document.cookie)).toBe('refused');
      expect(window.__rataiAnalytics).toBeUndefined();
    });
  });

  it('shows nothing and starts analytics when consent was given before', async () => {
    renderInApp(<CookieConsent consent config={config} />, { store: store() });
    await waitFor(() => expect(window.__rataiAnalytics?.started).toBe(true));
    expect(screen.queryByRole('button', { name: 'Gerai' })).not.toBeInTheDocument();
  });
});
