/**
 * File upload rules (spec §5 "File upload"): png/jpeg/jpg only, at most 5242880 bytes, at most
 * 10 files in multiple mode and 1 in single mode, counting files already provided.
 *
 * Files are duck-typed as `{ name, size, type }`, which a browser `File` and the API's
 * multipart descriptor both satisfy, so nothing here needs the DOM or Node.
 */
import * as v from 'valibot';
import { UPLOAD } from '@ratai/domain';
import * as m from './messages';

/** What the rules need to know about a file; a browser `File` is one. */
export interface UploadedFile {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type as declared by the browser or the multipart part. */
  type: string;
}

/** The upload limits, from `@ratai/domain`'s UPLOAD (spec §5, §9). */
export const UPLOAD_RULES = {
  maxFilesMultiple: UPLOAD.maxFilesMultiple,
  maxFilesSingle: UPLOAD.maxFilesSingle,
  maxFileSizeBytes: UPLOAD.maxFileSizeBytes,
  acceptedExtensions: UPLOAD.acceptedExtensions,
  acceptedMimeTypes: UPLOAD.acceptedMimeTypes,
  /** The `accept` attribute of an image-only file input. */
  accept: [...UPLOAD.acceptedMimeTypes, ...UPLOAD.acceptedExtensions.map((ext) => `.${ext}`)].join(','),
} as const;

/** Whether `value` looks like a file: a name, a non-negative size and a type. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  if (typeof value !== 'object' || value === null) return false;
  const { name, size, type } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    typeof type === 'string' &&
    typeof size === 'number' &&
    Number.isFinite(size) &&
    size >= 0
  );
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Why one file is refused on its own (type, then size), or `undefined` when it is fine.
 * The type must be accepted by extension AND by MIME type, so neither a renamed file nor a
 * mislabelled one gets through.
 *
 * @example fileRejection({ name: 'a.gif', size: 1, type: 'image/gif' }) // 'Neteisingas failo tipas'
 */
export function fileRejection(file: unknown): string | undefined {
  if (!isUploadedFile(file)) return m.UPLOAD_UNKNOWN;
  const extensionOk = (UPLOAD_RULES.acceptedExtensions as readonly string[]).includes(extensionOf(file.name));
  const mimeOk = (UPLOAD_RULES.acceptedMimeTypes as readonly string[]).includes(file.type.toLowerCase());
  if (!extensionOk || !mimeOk) return m.UPLOAD_WRONG_TYPE;
  if (file.size > UPLOAD_RULES.maxFileSizeBytes) return m.UPLOAD_TOO_LARGE;
  return undefined;
}

/** Options of {@link validateUploadFiles}. */
export interface UploadOptions {
  /** Multiple mode allows 10 files, single mode 1. */
  multiple: boolean;
  /** Files the field already holds (earlier drops, images the car keeps); they count toward the limit. */
  alreadyProvided: number;
}

/** The outcome of {@link validateUploadFiles}. */
export interface UploadValidation<TFile> {
  accepted: TFile[];
  rejected: { file: TFile; message: string }[];
}

/** The most files a field takes in the given mode. */
export function maxUploadFiles(multiple: boolean): number {
  return multiple ? UPLOAD_RULES.maxFilesMultiple : UPLOAD_RULES.maxFilesSingle;
}

/**
 * Sorts dropped files into accepted and rejected, with the spec's messages: a file of the wrong
 * type or too large is rejected on its own; files that pass are accepted in order until the
 * limit (counting `alreadyProvided`) is reached, and the rest get 'Per daug failų'.
 *
 * @example validateUploadFiles(files, { multiple: true, alreadyProvided: 8 })
 */
export function validateUploadFiles<TFile>(
  files: readonly TFile[],
  options: UploadOptions,
): UploadValidation<TFile> {
  const room = Math.max(0, maxUploadFiles(options.multiple) - options.alreadyProvided);
  const result: UploadValidation<TFile> = { accepted: [], rejected: [] };
  for (const file of files) {
    const message = fileRejection(file) ?? (result.accepted.length >= room ? m.UPLOAD_TOO_MANY : undefined);
    if (message === undefined) result.accepted.push(file);
    else result.rejected.push({ file, message });
  }
  return result;
}

/**
 * One uploaded file descriptor, e.g. what the API builds from a multipart part. Checks shape,
 * type and size; outputs the same object (a browser `File` stays a `File`).
 */
export const UploadedFileSchema = v.pipe(
  v.custom<UploadedFile>(isUploadedFile, m.UPLOAD_UNKNOWN),
  v.rawCheck<UploadedFile>(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const message = fileRejection(dataset.value);
    if (message !== undefined) addIssue({ message });
  }),
);
/** Input of {@link UploadedFileSchema}. */
export type UploadedFileInput = v.InferInput<typeof UploadedFileSchema>;
/** Output of {@link UploadedFileSchema}. */
export type UploadedFileOutput = v.InferOutput<typeof UploadedFileSchema>;

/** What a file field accepts: one file, several (a FileList converted to an array), or none. */
export type FilesInput<TFile> = TFile | readonly TFile[] | null | undefined;

/**
 * A file field of a form: one file or an array, each checked by {@link fileRejection}, at most
 * `maxFiles`. Outputs the files as an array, the original objects untouched. Problems are
 * reported at the field (not at an index) because the upload widget shows one message.
 * Whether the field is required is up to the form (see car-listing.ts).
 */
export function uploadedFiles<TFile extends UploadedFile = UploadedFile>(maxFiles: number) {
  return v.pipe(
    v.optional(
      v.custom<FilesInput<TFile>>(() => true),
      null,
    ),
    v.rawTransform<FilesInput<TFile>, TFile[]>(({ dataset, addIssue, NEVER }) => {
      const raw = dataset.value;
      const files: unknown[] = raw === null || raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
      const message =
        files.map(fileRejection).find((each) => each !== undefined) ??
        (files.length > maxFiles ? m.UPLOAD_TOO_MANY : undefined);
      if (message !== undefined) {
        addIssue({ message });
        return NEVER;
      }
      return files as TFile[];
    }),
  );
}
