import type { JsonSchema } from './docs';

/**
 * Response schemas that are compiled into the serializer of their route (Fastify's own
 * fast-json-stringify compiler) — only for the hot public reads of modules/catalog, which app.ts
 * registers outside the JSON.stringify context of every other module.
 *
 * A compiled serializer writes only what its schema lists, in the schema's order. So a schema
 * built here must:
 * - list exactly the fields of the domain type: build its `properties` with {@link fieldsOf},
 *   which TypeScript checks against the type (a field added to the type and not to the schema is
 *   a compile error, not a field silently dropped from the answer);
 * - list them in the order the mapper writes them, so the bytes equal JSON.stringify's;
 * - type numbers as `number` unless they are ids or counts: a compiled `integer` truncates 12.5.
 * The catalog tests compare every compiled answer with JSON.stringify of the same data.
 */

export type Fields<T> = { [K in keyof Required<T>]: JsonSchema };

/** The properties of a response object, one per field of `T` — no more, no fewer. */
export function fieldsOf<T>(properties: Fields<T>): Fields<T> {
  return properties;
}

/** A JSON object schema; the fields of `optional` may be absent (undefined), all others must be present. */
export function objectSchema(
  properties: Record<string, JsonSchema>,
  options: { optional?: string[]; nullable?: boolean; description?: string } = {},
): JsonSchema {
  const optional = new Set(options.optional ?? []);
  return {
    type: options.nullable ? ['object', 'null'] : 'object',
    properties,
    required: Object.keys(properties).filter((key) => !optional.has(key)),
    ...(options.description ? { description: options.description } : {}),
  };
}

/** `schema` or null, as a type list: the compiled serializer handles it without a runtime validator (unlike anyOf). */
export function orNull(schema: JsonSchema): JsonSchema {
  return { ...schema, type: [schema['type'], 'null'] };
}
