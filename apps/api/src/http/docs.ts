import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * Building blocks of the OpenAPI documentation the modules' *.docs.ts files share, so the error
 * shape and the body conversion are written once. Documentation only: app.ts turns route
 * validation off (the @ratai/validation schemas run in the handlers) and the routes serialise
 * with JSON.stringify, so nothing built here can change a request or a response.
 */

export type JsonSchema = Record<string, unknown>;

export const str = { type: 'string' } as const;
export const int = { type: 'integer' } as const;
export const num = { type: 'number' } as const;
export const bool = { type: 'boolean' } as const;
export const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
export const enumOf = (values: readonly string[]): JsonSchema => ({ type: 'string', enum: [...values] });

/** An object whose every listed property is required (our responses always carry every field). */
export const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...(description ? { description } : {}),
});

/** The error body of every route (http/errors.ts). */
export const errorResponse: JsonSchema = object(
  {
    data: { type: 'null' },
    error: object({
      status: int,
      name: str,
      message: { type: 'string', description: 'Lithuanian message for the user' },
      details: { type: 'object', description: 'errors: [{ path: string[], message }] for validation errors' },
    }),
  },
  'Error: { data: null, error: { status, name, message, details } }',
);

/**
 * The JSON Schema of a request body, converted from the same valibot schema the handler parses
 * with. Our field rules accept loose form input (numbers as text, blank as missing) through
 * unions and transforms that JSON Schema cannot state exactly: `errorMode: 'ignore'` keeps what
 * converts and drops the rest instead of throwing at boot; when nothing useful is left, a
 * plain description of the fields stands in.
 */
export function bodyFromValibot(schema: v.GenericSchema, description: string): JsonSchema {
  const converted = toJsonSchema(schema, { target: 'draft-2020-12', typeMode: 'input', errorMode: 'ignore' }) as JsonSchema;
  const { $schema: _dialect, ...rest } = converted;
  const properties = rest['properties'];
  const useful = typeof properties === 'object' && properties !== null && Object.keys(properties).length > 0;
  return useful ? { ...rest, description } : { type: 'object', description };
}
