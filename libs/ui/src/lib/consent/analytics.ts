/**
 * Analytics and the advertising conversion tag, loaded only after consent ('Gerai', spec §4).
 * Before consent nothing is loaded and nothing is queued. After consent `window.dataLayer` exists
 * (the standard gtag queue) and, when ANALYTICS_ID / CONVERSION_ID are configured, Google's tag
 * script is added once. Without ids (local machines, tests) no request leaves the page.
 * Shared by the marketplace and the application wizard.
 */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    /** Set once analytics started; tests read it. */
    __rataiAnalytics?: { started: true; ids: string[] };
  }
}

export interface AnalyticsIds {
  analyticsId: string | null;
  conversionId: string | null;
}

/** What a conversion records: a sent request form of the marketplace, or a submitted application (§7). */
export type ConversionName = 'car_request' | 'callback_request' | 'car_application';

/** Google Consent Mode v2: the four signals, all denied until 'Gerai' (issue 17). */
export const CONSENT_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;
export const CONSENT_GRANTED = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
} as const;

/**
 * Starts analytics (idempotent). Call only with consent ('Gerai'). The gtag queue first records
 * Consent Mode v2's defaults, all denied, and then the update to granted, so Google's tag never
 * runs with a consent it was not given; the tag script itself loads only here.
 */
export function startAnalytics({ analyticsId, conversionId }: AnalyticsIds): void {
  if (typeof window === 'undefined' || window.__rataiAnalytics) return;
  const ids = [analyticsId, conversionId].filter((id): id is string => Boolean(id));
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer?.push(args);
  };
  window.gtag('consent', 'default', { ...CONSENT_DENIED });
  window.gtag('consent', 'update', { ...CONSENT_GRANTED });
  window.gtag('js', new Date());
  for (const id of ids) window.gtag('config', id, { anonymize_ip: true });
  if (ids.length > 0) {
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ids[0])}`;
    document.head.appendChild(script);
  }
  window.__rataiAnalytics = { started: true, ids };
}

/**
 * Consent withdrawn later (the footer's 'Slapukų nustatymai' → 'Atsisakyti'): the tag is told
 * everything is denied again and Google's analytics cookies of this site are removed. The script
 * already loaded stays until the next page load, which then starts nothing.
 */
export function stopAnalytics(domain: string | null = null): void {
  if (typeof window === 'undefined') return;
  window.gtag?.('consent', 'update', { ...CONSENT_DENIED });
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name || !/^(_ga|_gid|_gat|_gcl)/.test(name)) continue;
    document.cookie = `${name}=; Max-Age=0; Path=/`;
    if (domain) document.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}

/**
 * Records a conversion — only when analytics started, i.e. with consent; otherwise nothing
 * happens. Returns whether it was recorded. `transactionId` (e.g. the application's id) lets
 * Google count the conversion once even if the event is sent again (issue 17).
 */
export function trackConversion(name: ConversionName, conversionId: string | null, transactionId?: string): boolean {
  if (typeof window === 'undefined' || !window.__rataiAnalytics || !window.gtag) return false;
  window.gtag('event', 'conversion', {
    send_to: conversionId ?? undefined,
    event_category: name,
    ...(transactionId ? { transaction_id: transactionId } : {}),
  });
  return true;
}
