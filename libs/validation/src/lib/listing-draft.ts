import * as v from 'valibot';
import { LISTING_DRAFT_FIELDS, UPLOAD, type ListingDraftField } from '@ratai/domain';
import { TEXT_MAX } from './fields';
import { INVALID_DATA, INVALID_VALUE, tooLongMessage } from './messages';

/**
 * Body of the draft calls (issue 16: the upload form saved on the server as the owner types).
 * A draft is unvalidated work in progress, so its values are only bounded, not checked against the
 * listing rules (those run when the form is submitted): text up to the description's length, the
 * taxi box a boolean, the features a list of at most 200 short texts. Unknown fields are refused
 * by the route ('Nežinomas laukas'), like every other body.
 */
const text = v.pipe(v.string(INVALID_VALUE), v.maxLength(TEXT_MAX.description, tooLongMessage(TEXT_MAX.description)));
const list = v.pipe(v.array(v.pipe(v.string(INVALID_VALUE), v.maxLength(20, INVALID_VALUE)), INVALID_VALUE), v.maxLength(200, INVALID_VALUE));

const fieldSchema = (field: ListingDraftField) =>
  field === 'isForTaxi' ? v.optional(v.boolean(INVALID_VALUE)) : field === 'carFeatures' ? v.optional(list) : v.optional(text);

/** The API's text for a field it does not know (http/messages.ts `unknownField`). */
const UNKNOWN_FIELD = 'Nežinomas laukas';

const isPlainObject = (input: unknown): input is Record<string, unknown> => typeof input === 'object' && input !== null && !Array.isArray(input);

/** The form's fields: an object of known names only (a nested object escapes the route's own unknown-field check). */
export const ListingDraftFieldsSchema = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, INVALID_DATA),
  v.strictObject(
    Object.fromEntries(LISTING_DRAFT_FIELDS.map((field) => [field, fieldSchema(field)])) as {
      [K in ListingDraftField]: ReturnType<typeof fieldSchema>;
    },
    UNKNOWN_FIELD,
  ),
);

export const ListingDraftBodySchema = v.object({ fields: ListingDraftFieldsSchema }, INVALID_DATA);
export type ListingDraftBodyOutput = v.InferOutput<typeof ListingDraftBodySchema>;

/** How many drafts an owner may keep: enough for a fleet's work in progress, bounded for storage. */
export const MAX_LISTING_DRAFTS = 50;
/** Photos a draft can hold: a listing's. */
export const MAX_DRAFT_IMAGES = UPLOAD.maxFilesMultiple;
