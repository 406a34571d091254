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

/** Starts analytics (idempotent). Call only with consent. */
export function startAnalytics({ analyticsId, conversionId }: AnalyticsIds): void {
  if (typeof window === 'undefined' || window.__rataiAnalytics) return;
  const ids = [analyticsId, conversionId].filter((id): id is string => Boolean(id));
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag(...args: unknown[]) {
    window.dataLayer?.push(args);
  };
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
 * Records a conversion — only when analytics started, i.e. with consent; otherwise nothing
 * happens. Returns whether it was recorded.
 */
export function trackConversion(name: ConversionName, conversionId: string | null): boolean {
  if (typeof window === 'undefined' || !window.__rataiAnalytics || !window.gtag) return false;
  window.gtag('event', 'conversion', { send_to: conversionId ?? undefined, event_category: name });
  return true;
}
