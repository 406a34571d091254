import * as v from 'valibot';
import {
  createCarListingSchema,
  INVALID_VALUE,
  optionalNumberFromInput,
  validate,
  type CarListingOutput,
  type FieldError,
} from '@ratai/validation';
import { validationError } from '../../http/errors';
import { API_MESSAGES } from '../../http/messages';
import { unknownKeys } from '../../http/validation';
import type { FormFile, MultipartForm } from '../../http/multipart-form';

/**
 * Turns a multipart listing form into validated listing fields plus an image plan: which
 * images the listing ends up with, in which order, and which one is the cover.
 *
 * The field rules are @ratai/validation's `createCarListingSchema` — the same schema the upload
 * form runs — so the API answers with the form's Lithuanian messages. This module only adds
 * what the schema leaves to the API: the cover choice (`coverIndex`) and the kept-image ids'
 * ownership. See README.md "Images" for the rules in prose.
 */

/** The listing's data fields as stored (the schema's output without the files). */
export type ListingFields = Omit<CarListingOutput, 'gallery' | 'headerImage' | 'keepImageIds'>;

/** One image of the listing after the request: an existing one kept, or a new upload. */
export type PlannedImage = { kind: 'kept'; id: number } | { kind: 'new'; file: FormFile };

export interface ImagePlan {
  /** Every image of the listing after the request, in display order (position 0 first). */
  images: PlannedImage[];
  /** Index into `images` of the cover (the header image of the read model). */
  coverIndex: number;
}

export interface ParsedListing {
  fields: ListingFields;
  plan: ImagePlan;
  /** Ids of existing images the request drops (edit only). */
  removedImageIds: number[];
}

/** What edit needs to know about the car's current images. */
export interface ExistingImages {
  /** Ids in display order. */
  ids: number[];
  coverId: number | null;
}

/** Our own form field: the cover chosen among the gallery images (not a rule of the form lib). */
const COVER_INDEX = 'coverIndex';
/** The same text http/validation.ts gives an unknown JSON field. */
const UNKNOWN_FIELD = API_MESSAGES.unknownField;
/** The file fields the listing form has; any other file field is refused. */
const FILE_FIELDS = new Set(['gallery', 'headerImage']);

/**
 * Validates a create (`existing` undefined) or edit (`existing` given) form. Every problem is
 * collected and answered at once as a 400 with `details.errors` at the field paths.
 */
export function parseListingForm(form: MultipartForm, existing?: ExistingImages): ParsedListing {
  const mode = existing ? 'edit' : 'create';
  const { [COVER_INDEX]: rawCoverIndex, ...fields } = form.fields;
  const gallery = form.files['gallery'] ?? [];
  const headerFiles = form.files['headerImage'] ?? [];
  const errors: FieldError[] = [];

  for (const name of Object.keys(form.files)) {
    if (!FILE_FIELDS.has(name)) errors.push({ path: [name], message: UNKNOWN_FIELD });
  }
  const coverChosen = rawCoverIndex !== undefined && rawCoverIndex !== '';
  if (coverChosen && headerFiles.length > 0) {
    // Two covers at once: which one the owner meant cannot be guessed.
    errors.push({ path: [COVER_INDEX], message: INVALID_VALUE });
  }

  // Every listing is created with a cover and keeps it through edits unless it is replaced, so
  // the header file is required on create only. A cover chosen by `coverIndex` IS the header
  // image, so on create the chosen gallery file stands in for it in the schema's check.
  const schema = createCarListingSchema<FormFile>({ mode, hasHeaderImage: true });
  const chosenOnCreate = mode === 'create' && coverChosen && headerFiles.length === 0;
  const standIn = chosenOnCreate ? pickIndex(rawCoverIndex, gallery.length) : undefined;
  const input: Record<string, unknown> = {
    ...fields,
    // A text part under a file field's name is not a file: kept in the list, so that the upload
    // rule refuses it ('Nežinoma klaida') instead of it silently disappearing.
    gallery: [...textValues(fields['gallery']), ...gallery],
    headerImage: [
      ...textValues(fields['headerImage']),
      ...(chosenOnCreate ? (standIn === undefined ? [] : [gallery[standIn]]) : headerFiles),
    ],
  };
  for (const key of unknownKeys(schema, input)) errors.push({ path: [key], message: UNKNOWN_FIELD });

  const result = validate(schema, input);
  if (!result.success) {
    // With a cover index given, "header image required" is answered by the index's own error.
    errors.push(...result.errors.filter((e) => !(chosenOnCreate && e.path[0] === 'headerImage')));
  }

  const keepImageIds = result.success ? result.output.keepImageIds : [];
  if (existing) {
    const own = new Set(existing.ids);
    if (keepImageIds.some((id) => !own.has(id))) errors.push({ path: ['keepImageIds'], message: INVALID_VALUE });
  }

  // The list a cover index points into: kept images in the order given, then new gallery files.
  const listLength = keepImageIds.length + gallery.length;
  let coverIndex: number | undefined;
  // On edit the list is known only once keepImageIds parsed; otherwise the other errors stand alone.
  if (coverChosen && (result.success || mode === 'create')) {
    coverIndex = pickIndex(rawCoverIndex, listLength);
    if (coverIndex === undefined) errors.push({ path: [COVER_INDEX], message: INVALID_VALUE });
  }

  if (errors.length > 0 || !result.success) throw validationError(dedupe(errors));

  const { gallery: _gallery, headerImage, keepImageIds: _kept, ...listingFields } = result.output;
  const list: PlannedImage[] = [
    ...keepImageIds.map((id): PlannedImage => ({ kind: 'kept', id })),
    ...gallery.map((file): PlannedImage => ({ kind: 'new', file })),
  ];
  const plan = planImages(list, {
    newHeader: chosenOnCreate ? null : headerImage,
    coverIndex,
    currentCoverId: existing?.coverId ?? null,
  });
  const finalIds = new Set(plan.images.flatMap((image) => (image.kind === 'kept' ? [image.id] : [])));
  const removedImageIds = (existing?.ids ?? []).filter((id) => !finalIds.has(id));
  return { fields: listingFields, plan, removedImageIds };
}

/**
 * Where the cover comes from, in order: a new header file (put first), a cover index into the
 * list, the current cover (kept where `keepImageIds` puts it, or first when not listed).
 */
function planImages(
  list: PlannedImage[],
  choice: { newHeader: FormFile | null; coverIndex: number | undefined; currentCoverId: number | null },
): ImagePlan {
  if (choice.newHeader) return { images: [{ kind: 'new', file: choice.newHeader }, ...list], coverIndex: 0 };
  if (choice.coverIndex !== undefined) return { images: list, coverIndex: choice.coverIndex };
  const currentCoverId = choice.currentCoverId;
  if (currentCoverId !== null) {
    const listed = list.findIndex((image) => image.kind === 'kept' && image.id === currentCoverId);
    if (listed >= 0) return { images: list, coverIndex: listed };
    return { images: [{ kind: 'kept', id: currentCoverId }, ...list], coverIndex: 0 };
  }
  // A car without a cover (only possible for data made outside this API): the first image.
  return { images: list, coverIndex: 0 };
}

/** A whole index in [0, length), read with the form lib's number rules, or undefined. */
function pickIndex(raw: string | string[] | undefined, length: number): number | undefined {
  if (Array.isArray(raw) || length === 0) return undefined;
  const result = v.safeParse(optionalNumberFromInput({ integer: true, min: 0, max: length - 1, message: INVALID_VALUE }), raw);
  return result.success ? result.output : undefined;
}

function textValues(value: string | string[] | undefined): string[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = JSON.stringify([error.path, error.message]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
