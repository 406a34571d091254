import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { COOKIE_SETTINGS } from '@ratai/domain';
import { CONSENT_ANSWER_ATTRIBUTE, CookieBanner, storeConsent, type ConsentAnswer } from '@ratai/ui';
import { earlyClickTargets } from './early-intent';

/**
 * The analytics code (Consent Mode, gtag) loads only once 'Gerai' is given: a first visit, which
 * has not answered yet, does not download it (first-load JS, issue 17).
 */
const analytics = () => import('@ratai/ui/analytics');

export interface CookieConsentProps {
  /**
   * The visitor's earlier answer, read by the server from the Cookie header (so the banner never
   * flashes): 'accepted', 'refused' or null (not answered). `true`/`false` are read as
   * 'accepted'/not answered.
   */
  consent: ConsentAnswer | boolean;
  config: {
    cookieDomain: string | null;
    analyticsId: string | null;
    conversionId: string | null;
  };
  /** The privacy policy's address; the banner's own default (`/privatumo-politika`) when left out. */
  policyHref?: string;
}

/** CSS custom property (on :root) holding the height of a bar fixed to the window's bottom, if the page has one. */
export const BOTTOM_BAR_HEIGHT = '--ratai-bottom-bar';

/**
 * The UI kit's banner is fixed to the bottom of the window, over the page. Here it takes its own
 * place at the end of the page instead and sticks to the window's bottom while the page above it
 * scrolls (`position: sticky` as the last item of the app's PageColumn): it looks the same, but the
 * page is as much longer as the banner is tall, so whatever the banner covers can be scrolled
 * above it — the end of a form and its button too. Fixed, it covered the wizard's 'Pateikti
 * paraišką' for good when the form ended less than a banner's height above the page's end (in the
 * system font, before Inter arrived, at 375 px and at 1280 px alike).
 *
 * A page with a bar fixed to the window's bottom (the car page's 'Pildyti paraišką' on phones)
 * sets {@link BOTTOM_BAR_HEIGHT} to the bar's height: the banner then sticks above the bar
 * instead of covering it.
 */
const PageEndBanner = styled(CookieBanner)`
  && {
    position: sticky;
    right: auto;
    bottom: calc(${({ theme }) => theme.space.md} + var(${BOTTOM_BAR_HEIGHT}, 0px));
    left: auto;
    flex: none;
    width: calc(100% - 2 * ${({ theme }) => theme.space.md});
    margin: ${({ theme }) => theme.space.md} auto;
  }
`;

/** The event {@link openCookieSettings} sends: the banner opens again to change the answer. */
export const OPEN_COOKIE_SETTINGS_EVENT = 'ratai:slapuku-nustatymai';

/** Opens the cookie banner again (the footer's 'Slapukų nustatymai'). */
export function openCookieSettings(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_SETTINGS_EVENT));
}

/** The answer of the last banner button clicked before the page hydrated (early-intent.ts), if any. */
function answerClickedEarly(): 'accepted' | 'refused' | null {
  let found: 'accepted' | 'refused' | null = null;
  for (const target of earlyClickTargets()) {
    const button = target instanceof Element ? target.closest(`[${CONSENT_ANSWER_ATTRIBUTE}]`) : null;
    const value = button?.getAttribute(CONSENT_ANSWER_ATTRIBUTE);
    if (value === 'accepted' || value === 'refused') found = value;
  }
  return found;
}

function answerOf(consent: ConsentAnswer | boolean): ConsentAnswer {
  if (consent === true) return 'accepted';
  if (consent === false) return null;
  return consent;
}

/**
 * Cookie consent (spec §4, issue 17), the same on every public app and with the same cookie:
 * without an answer the banner shows and analytics stay off. 'Gerai' and 'Atsisakyti' have the
 * same weight; either answer is kept for a year (on COOKIE_DOMAIN when set). Only 'Gerai' starts
 * analytics and the conversion tag (Google Consent Mode v2: defaults denied, then granted). The
 * answer can be changed later from the footer ({@link CookieSettingsButton}); 'Atsisakyti' after
 * 'Gerai' denies consent again and removes Google's cookies.
 */
export function CookieConsent({ consent, config, policyHref }: CookieConsentProps) {
  const [answer, setAnswer] = useState<ConsentAnswer>(() => answerOf(consent));
  const [open, setOpen] = useState(() => answerOf(consent) === null);

  useEffect(() => {
    if (answer === 'accepted') void analytics().then((module) => module.startAnalytics(config));
  }, [answer, config]);

  useEffect(() => {
    const reopen = () => setOpen(true);
    window.addEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(OPEN_COOKIE_SETTINGS_EVENT, reopen);
  }, []);

  const accept = () => {
    storeConsent(config.cookieDomain, 'accepted');
    setAnswer('accepted');
    setOpen(false);
  };
  const refuse = () => {
    storeConsent(config.cookieDomain, 'refused');
    if (answer === 'accepted') void analytics().then((module) => module.stopAnalytics(config.cookieDomain));
    setAnswer('refused');
    setOpen(false);
  };

  // The banner is server HTML until the page hydrates (seconds on a slow phone): a tap on 'Gerai'
  // or 'Atsisakyti' in that time reached no handler. The early script kept it; apply it now, once.
  // Only the first render's banner (the server's) can have been clicked before hydration: on mount.
  useEffect(() => {
    if (!open) return;
    const clicked = answerClickedEarly();
    if (clicked === 'accepted') accept();
    if (clicked === 'refused') refuse();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on mount only: later banners were rendered by React, with handlers
  }, []);

  if (!open) return null;
  return <PageEndBanner policyHref={policyHref} onAccept={accept} onRefuse={refuse} />;
}

const SettingsButton = styled.button`
  padding: 0;
  font: inherit;
  color: inherit;
  text-decoration: underline;
  background: none;
  border: 0;
  cursor: pointer;
`;

/** 'Slapukų nustatymai': a footer control that opens the cookie banner again. */
export function CookieSettingsButton({ className }: { className?: string }) {
  return (
    <SettingsButton type="button" className={className} onClick={openCookieSettings}>
      {COOKIE_SETTINGS}
    </SettingsButton>
  );
}
