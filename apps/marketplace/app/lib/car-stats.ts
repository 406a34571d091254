import { useEffect } from 'react';
import { usePublicConfig } from './public-config';

/**
 * The car page's statistics for its owner (issue 16; API modules/stats): the browser tells the API
 * that the page was viewed and that the calculator was used. No cookie, no body, nothing about the
 * visitor — the API keeps one counter per car and day, so a visitor without consent is counted too,
 * anonymously. Sent from the browser (not the server's loader) so the API sees the visitor's
 * User-Agent and leaves bots out; `keepalive` lets it finish when the visitor moves on. A failure
 * only loses one count, so it is swallowed.
 */
export type CarEvent = 'view' | 'calculator';

export function reportCarEvent(apiOrigin: string, slug: string, event: CarEvent): void {
  try {
    fetch(`${apiOrigin}/api/car-advertisements/${encodeURIComponent(slug)}/${event}`, {
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    // No fetch (very old browser): nothing to count with.
  }
}

/** Counts one view of the car page per visit of the page (and again when another car is shown). */
export function useCarViewReport(slug: string): void {
  const { apiOrigin } = usePublicConfig();
  useEffect(() => {
    reportCarEvent(apiOrigin, slug, 'view');
  }, [apiOrigin, slug]);
}
