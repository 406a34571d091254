import * as v from 'valibot';
import { idField, INVALID_VALUE } from '@ratai/validation';
import { notFound } from '../../http/errors';

/** A listing id in a path, read with the form lib's id rule (positive integer within `integer`). */
const IdParamSchema = v.object({ id: idField(INVALID_VALUE) });

/**
 * The `:id` of a listing route. Anything that is not a valid id cannot name a listing, so it is
 * answered like a missing one (404), not as a form error.
 */
export function listingIdFrom(params: unknown): number {
  const result = v.safeParse(IdParamSchema, params);
  if (!result.success) throw notFound();
  return result.output.id;
}
