import * as v from 'valibot';
import { idField, INVALID_VALUE } from '@ratai/validation';
import { notFound } from '../../http/errors';

const idRule = idField(INVALID_VALUE);

/**
 * The `:id` of a listing route, read with the form lib's id rule (positive integer within
 * `integer`). Anything else cannot name a listing: it becomes null, and the route answers it
 * like a missing listing (404, {@link listingExists}) — not as a form error, so ids cannot be probed.
 */
export const ListingIdParams = v.object({
  id: v.pipe(
    v.string(),
    v.transform((raw): number | null => {
      const result = v.safeParse(idRule, raw);
      return result.success ? result.output : null;
    }),
  ),
});

/** The id of a listing route, or 404 when the path held no valid id. */
export function listingExists(id: number | null): number {
  if (id === null) throw notFound();
  return id;
}
