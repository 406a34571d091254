import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import * as v from 'valibot';
import { UNSAFE_TEXT, findUnsafeText, hasUnsafeCharacters, toFieldErrors } from '@ratai/validation';
import { validationError, type FieldError } from './errors';
import { API_MESSAGES } from './messages';

/**
 * Route input is declared once: the `@ratai/validation` valibot schema in the route's
 * `schema.body` / `querystring` / `params` (the same schema the form uses). Fastify runs it
 * through {@link valibotValidatorCompiler} before the handler, so a handler receives the parsed,
 * typed output (with {@link ValibotTypeProvider}) and a failure answers 400 with the forms'
 * Lithuanian field messages in `details.errors[]`. `/api/docs` is generated from the same
 * schemas (json-schema.ts).
 *
 * NUL and lone surrogates anywhere in the input are refused first ('Tekste yra neleistinų simbolių').
 * Unknown fields are refused ('Nežinomas laukas' per field, before any other error): a client
 * sending fields we do not know is out of date or probing. A schema wrapped in
 * {@link allowUnknownFields} lets them through (public query strings carry utm_* and the like).
 */

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** Typed input for handlers: request.body/query/params are the schemas' outputs. */
export interface ValibotTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends v.GenericSchema ? v.InferOutput<this['schema']> : unknown;
  serializer: this['schema'] extends v.GenericSchema ? v.InferInput<this['schema']> : unknown;
}

const lenient = new WeakSet<object>();

/** Marks a schema whose input may carry fields it does not declare (they are dropped). */
export function allowUnknownFields<S extends v.GenericSchema>(schema: S): S {
  lenient.add(schema);
  return schema;
}

/** Whether `schema` is a valibot schema (and not a JSON Schema object). */
export function isValibotSchema(schema: unknown): schema is v.GenericSchema {
  return typeof schema === 'object' && schema !== null && (schema as { kind?: unknown }).kind === 'schema' && '~run' in schema;
}

/**
 * Parses `input` with `schema` as a route's input is parsed: unknown fields refused unless the
 * schema allows them, then the schema's own rules. For inputs Fastify does not read itself
 * (multipart forms read by their route).
 */
export function parseRouteInput<S extends v.GenericSchema>(schema: S, input: unknown): v.InferOutput<S> {
  const result = check(schema, input);
  if (!result.ok) throw validationError(result.errors);
  return result.value as v.InferOutput<S>;
}

type Checked = { ok: true; value: unknown } | { ok: false; errors: FieldError[] };

function check(schema: v.GenericSchema, input: unknown): Checked {
  // NUL and lone surrogates anywhere (values or keys, fields a schema passes through included):
  // PostgreSQL cannot store them and nothing but a script sends them.
  // (Most input is clean: looked for without collecting paths first, findUnsafeText names them.)
  const unsafe = anyUnsafeText(input, 0) ? findUnsafeText(input) : [];
  if (unsafe.length > 0) return { ok: false, errors: unsafe.map((path) => ({ path, message: UNSAFE_TEXT })) };
  if (!lenient.has(schema)) {
    const unknown = unknownKeys(schema, input);
    if (unknown.length > 0) return { ok: false, errors: unknown.map((key) => ({ path: [key], message: API_MESSAGES.unknownField })) };
  }
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, errors: toFieldErrors(result.issues) };
}

/**
 * Whether findUnsafeText would find anything in `value`: the same walk (strings, keys, at most 20
 * levels down) without building paths, so clean input — nearly all of it — costs no allocation.
 */
function anyUnsafeText(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return hasUnsafeCharacters(value);
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (hasUnsafeCharacters(key) || anyUnsafeText(record[key], depth + 1)) return true;
  }
  return false;
}

/**
 * Fastify's validator compiler for valibot schemas. An absent body reaches it as null (Fastify's
 * way): it is handed to the schema as undefined, so `v.optional(Schema, {})` declares an optional body.
 */
export const valibotValidatorCompiler: FastifySchemaCompiler<unknown> = ({ schema, method, url, httpPart }) => {
  if (!isValibotSchema(schema)) throw new Error(`${method} ${url}: the ${httpPart} schema must be a valibot schema (@ratai/validation)`);
  return (data: unknown) => {
    const result = check(schema, httpPart === 'body' && data === null ? undefined : data);
    return result.ok ? { value: result.value } : { error: validationError(result.errors) };
  };
};

/** Keys of `input` that no object inside the schema declares (handles pipes, variants, unions, optionals). */
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
  if (Array.isArray(s.pipe)) {
    for (const item of s.pipe) if (item !== schema && (item as { kind?: unknown }).kind === 'schema') found = collectKeys(item, into, depth + 1) || found;
  }
  if (s.wrapped) found = collectKeys(s.wrapped, into, depth + 1) || found;
  return found;
}

/** A body that may be absent (no Content-Type, or JSON null): read as `{}` by `schema`. */
export function optionalBody<S extends v.GenericSchema>(schema: S) {
  return v.optional(schema, {} as v.InferInput<S>);
}
