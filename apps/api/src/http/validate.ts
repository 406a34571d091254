import * as v from 'valibot';
import { toFieldErrors } from '@ratai/validation';
import { validationError, type FieldError } from './errors';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/**
 * Parses request input with a schema from @ratai/validation — the same schema the form uses,
 * so the API answers with the same Lithuanian messages. Unknown fields are refused: a client
 * that sends fields we do not know is out of date or probing, and silently dropping them hides bugs.
 */
export function parseInput<S extends v.GenericSchema>(
  schema: S,
  input: unknown,
  options: { allowUnknown?: boolean } = {},
): v.InferOutput<S> {
  if (!options.allowUnknown) {
    const unknownFields = unknownKeys(schema, input);
    if (unknownFields.length > 0) {
      throw validationError(unknownFields.map((key): FieldError => ({ path: [key], message: 'Nežinomas laukas' })));
    }
  }
  const result = v.safeParse(schema, input);
  if (!result.success) throw validationError(toFieldErrors(result.issues));
  return result.output;
}

/** Keys of `input` that no object inside the schema declares (handles pipes, variants, unions). */
export function unknownKeys(schema: AnySchema, input: unknown): string[] {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return [];
  const known = new Set<string>();
  // A schema with no object inside (e.g. a record) declares no keys: nothing to refuse.
  if (!collectKeys(schema, known, 0)) return [];
  return Object.keys(input).filter((key) => !known.has(key));
}

/** Adds the keys of every object schema found; answers whether any object schema was found. */
function collectKeys(schema: unknown, into: Set<string>, depth: number): boolean {
  if (depth > 6 || typeof schema !== 'object' || schema === null) return false;
  const s = schema as { entries?: Record<string, unknown>; options?: unknown[]; pipe?: unknown[]; wrapped?: unknown };
  let found = false;
  if (s.entries) {
    found = true;
    for (const key of Object.keys(s.entries)) into.add(key);
  }
  if (Array.isArray(s.options)) for (const option of s.options) found = collectKeys(option, into, depth + 1) || found;
  if (Array.isArray(s.pipe) && s.pipe[0] !== schema) found = collectKeys(s.pipe[0], into, depth + 1) || found;
  if (s.wrapped) found = collectKeys(s.wrapped, into, depth + 1) || found;
  return found;
}
