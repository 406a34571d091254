import type { FastifySchema } from 'fastify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import fastJson from 'fast-json-stringify';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { isValibotSchema } from './validation';

/**
 * valibot → JSON Schema, for the two places JSON Schema is still needed: the OpenAPI document at
 * /api/docs (every route's request and response schemas, {@link openApiTransform}) and the
 * compiled serializer of the hot public reads ({@link valibotSerializerCompiler}).
 *
 * Our field rules accept loose form input (numbers as text, blank as missing) through unions and
 * transforms JSON Schema cannot state exactly: `errorMode: 'ignore'` keeps what converts and drops
 * the rest (the valibot schema stays the contract; the document describes it).
 */

export type JsonSchema = Record<string, unknown>;

/** `input` for request parts (what a client may send), `output` for responses (what we write). */
export function jsonSchemaOf(schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema;
  return rest;
}

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;

/**
 * @fastify/swagger's `transform`: the route schemas are valibot; the document gets their JSON
 * Schema. `documentedBody` (a form Fastify does not parse, read by its route) is documented as
 * the body.
 */
export function openApiTransform({ schema: routeSchema, url }: { schema: FastifySchema; url: string }): { schema: FastifySchema; url: string } {
  const schema = routeSchema as Record<string, unknown> | undefined;
  if (!schema) return { schema: routeSchema, url };
  const out: Record<string, unknown> = { ...schema };
  for (const part of REQUEST_PARTS) {
    const partSchema = schema[part];
    if (isValibotSchema(partSchema)) out[part] = jsonSchemaOf(partSchema, 'input');
  }
  const multipart = schema['documentedBody'];
  if (isValibotSchema(multipart)) {
    out['body'] = jsonSchemaOf(multipart, 'input');
    delete out['documentedBody'];
  }
  const response = schema['response'];
  if (response && typeof response === 'object') {
    out['response'] = Object.fromEntries(
      Object.entries(response).map(([status, body]) => [status, isValibotSchema(body) ? jsonSchemaOf(body, 'output') : body]),
    );
  }
  return { schema: out as FastifySchema, url };
}

const compiled = new WeakSet<object>();

/**
 * Marks a response schema to be serialised by fast-json-stringify (compiled from its JSON Schema)
 * instead of JSON.stringify — for the hot public reads only. A compiled serializer writes only
 * the fields the schema lists, in its order: such a schema must list every field of its domain
 * type in the order the mapper writes them, type money and measurements as `number` (a compiled
 * `integer` truncates), and its route's tests compare the bytes with JSON.stringify's.
 */
export function compiledResponse<S extends v.GenericSchema>(schema: S): S {
  compiled.add(schema);
  return schema;
}

/**
 * Response serializer of every route: JSON.stringify, or fast-json-stringify for a schema marked
 * with {@link compiledResponse}. The schema must be valibot (the OpenAPI document is built from it).
 */
export const valibotSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema, method, url, httpStatus }) => {
  if (!isValibotSchema(schema)) throw new Error(`${method} ${url}: the ${httpStatus} response schema must be a valibot schema`);
  if (compiled.has(schema)) return fastJson(forFastJson(jsonSchemaOf(schema, 'output')) as never);
  return (data: unknown) => JSON.stringify(data);
};

/**
 * fast-json-stringify resolves `anyOf` with a runtime validator per value; `X | null` written as a
 * type list (`type: ['string', 'null']`) needs none. Rewrites the nullable unions valibot writes.
 */
export function forFastJson(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forFastJson);
  if (typeof schema !== 'object' || schema === null) return schema;
  const s = schema as JsonSchema;
  const anyOf = s['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullIndex = anyOf.findIndex((option) => (option as JsonSchema)['type'] === 'null');
    const other = anyOf[1 - nullIndex] as JsonSchema | undefined;
    if (nullIndex !== -1 && other && typeof other['type'] === 'string' && !('anyOf' in other)) {
      const { anyOf: _union, ...rest } = s;
      return forFastJson({ ...other, ...rest, type: [other['type'], 'null'] });
    }
  }
  return Object.fromEntries(Object.entries(s).map(([key, value]) => [key, forFastJson(value)]));
}

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body Fastify does not validate because its route reads it itself: multipart forms whose
     * rules depend on stored data (a listing's current images), and the one JSON body whose
     * schema is chosen at run time (edit-user-data). Documented at /api/docs as the body.
     */
    documentedBody?: unknown;
  }
}

/**
 * A reply body that is already JSON text (written by the route's compiled serializer, e.g. kept
 * in a cache): Fastify sends strings as they are. Typed `never` so the route's response type
 * (checked against its schema) accepts it.
 */
export function alreadySerialized(json: string): never {
  return json as never;
}
