import * as v from 'valibot';
import { allErrorsAtOnce, email, mustBeTrue } from './fields';
import * as m from './messages';
import { SearchFilterSchema } from './search-filter';

/** Longest search address part (`?carMake=…&…`) a saved search keeps. */
export const SAVED_SEARCH_QUERY_MAX = 1000;

/** Saved searches one e-mail address may have (confirmed or waiting for confirmation). */
export const SAVED_SEARCHES_PER_EMAIL = 10;

/** The filter of a saved search: the search's own rules, without paging and order. */
export function savedSearchFilter(query: string) {
  const params = new URLSearchParams(query);
  const input: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    if (key === 'page' || key === 'pageSize' || key === 'sort') continue;
    const values = params.getAll(key);
    input[key] = values.length > 1 ? values : (values[0] as string);
  }
  return v.safeParse(SearchFilterSchema, input);
}

/**
 * 'Išsaugoti paiešką' (issue 17): the address to send alerts to, the search (the query part of the
 * search address, validated by the search's own rules) and the consent to receive the e-mails.
 */
export const SavedSearchRequestSchema = allErrorsAtOnce(
  v.object(
    {
      email: email(m.EMAIL_ADDRESS_REQUIRED, m.INVALID_EMAIL_ADDRESS),
      query: v.pipe(
        v.string(m.INVALID_VALUE),
        v.maxLength(SAVED_SEARCH_QUERY_MAX, m.INVALID_VALUE),
        v.check((query) => savedSearchFilter(query).success, m.INVALID_VALUE),
      ),
      termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
    },
    m.INVALID_DATA,
  ),
);
export type SavedSearchRequest = v.InferOutput<typeof SavedSearchRequestSchema>;
export type SavedSearchRequestInput = v.InferInput<typeof SavedSearchRequestSchema>;

/** The confirmation and unsubscribe links: the saved search's id and its HMAC token. */
export const SavedSearchTokenQuerySchema = v.object(
  {
    id: v.pipe(v.string(m.INVALID_VALUE), v.regex(/^[0-9a-f-]{36}$/, m.INVALID_VALUE)),
    token: v.pipe(v.string(m.INVALID_VALUE), v.regex(/^[A-Za-z0-9_-]{43}$/, m.INVALID_VALUE)),
  },
  m.INVALID_DATA,
);
