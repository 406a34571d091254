import * as v from 'valibot';

/**
 * Response building blocks every module's *.responses.ts uses. Response schemas are valibot like
 * the input schemas: /api/docs is generated from them (json-schema.ts) and the hot reads compile
 * their serializer from them. `Equal<>` lets a module check at compile time that a schema's
 * output is exactly its domain type.
 */

export const int = () => v.pipe(v.number(), v.integer());
export const dateTime = () => v.pipe(v.string(), v.isoTimestamp());
export const described = <S extends v.GenericSchema>(schema: S, text: string) => v.pipe(schema, v.description(text));

/** The error body of every route (errors.ts): `{ data: null, error: { status, name, message, details } }`. */
export const ErrorResponse = v.pipe(
  v.object({
    data: v.null(),
    error: v.object({
      status: int(),
      name: v.string(),
      message: described(v.string(), 'Lithuanian message for the user'),
      details: described(v.record(v.string(), v.unknown()), 'errors: [{ path: string[], message }] for validation errors'),
    }),
  }),
  v.description('Error: { data: null, error: { status, name, message, details } }'),
);

/** The error responses of a route, by status. */
export function errorResponses<const C extends readonly number[]>(...codes: C): { [K in C[number]]: typeof ErrorResponse } {
  return Object.fromEntries(codes.map((code) => [code, ErrorResponse])) as { [K in C[number]]: typeof ErrorResponse };
}

export const Pagination = v.object({ page: int(), pageSize: int(), pageCount: int(), total: int() });

/** A list answer: `{ data: T[], meta: { pagination } }`. */
export const listOf = <S extends v.GenericSchema>(item: S) => v.object({ data: v.array(item), meta: v.object({ pagination: Pagination }) });

export const Ok = v.object({ ok: v.literal(true) });

/** true when A and B are the same type (for compile-time checks of response schemas against domain types). */
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
