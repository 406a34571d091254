import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

/**
 * The saved searches' links carry `id` and an HMAC of it, one per purpose: nothing to store, nothing
 * to leak from the database, and a link for one purpose (unsubscribe) cannot confirm. The key is
 * derived from DATA_KEY for this use alone.
 */
export type SavedSearchLinkPurpose = 'confirm' | 'unsubscribe';

export function savedSearchLinkKey(dataKey: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), 'ratai saved-search links', 32));
}

export function savedSearchToken(key: Buffer, purpose: SavedSearchLinkPurpose, id: string): string {
  return createHmac('sha256', key).update(`${purpose}:${id}`).digest('base64url');
}

export function validSavedSearchToken(key: Buffer, purpose: SavedSearchLinkPurpose, id: string, token: string): boolean {
  const expected = Buffer.from(savedSearchToken(key, purpose, id));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The marketplace pages the e-mails link to (they call the API with id and token). */
export const SAVED_SEARCH_PAGES = {
  confirm: '/paieskos-patvirtinimas',
  unsubscribe: '/paieskos-atsisakymas',
} as const;

export function savedSearchLink(marketplaceUrl: string, key: Buffer, purpose: SavedSearchLinkPurpose, id: string): string {
  const page = purpose === 'confirm' ? SAVED_SEARCH_PAGES.confirm : SAVED_SEARCH_PAGES.unsubscribe;
  return `${marketplaceUrl}${page}?id=${encodeURIComponent(id)}&token=${savedSearchToken(key, purpose, id)}`;
}

/** The search itself on the marketplace (the home page holds the search). */
export function savedSearchUrl(marketplaceUrl: string, query: string): string {
  return `${marketplaceUrl}/${query ? `?${query.replace(/^\?/, '')}` : ''}`;
}
