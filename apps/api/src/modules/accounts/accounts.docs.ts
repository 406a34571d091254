import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { PROFILE_TYPES, REVIEW_STATUSES, SYSTEM_ROLES, VISIBILITIES } from '@ratai/domain';

/**
 * OpenAPI documentation of the accounts routes. Documentation only: input is validated by the
 * @ratai/validation schemas inside the handlers (app.ts makes the validator a no-op) and the
 * accounts plugin serialises with JSON.stringify, so nothing written here can change a response.
 */

type JsonSchema = Record<string, unknown>;

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

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullable = (schema: JsonSchema): JsonSchema => ({ anyOf: [schema, { type: 'null' }] });
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  properties,
  required: Object.keys(properties),
  ...(description ? { description } : {}),
});

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

const authUser = object({ id: int, email: str, username: { type: 'string', description: 'equals the e-mail' } });

export const authResponse: JsonSchema = object({ jwt: { type: 'string', description: 'HS256 bearer token' }, user: authUser });

export const companyProfile: JsonSchema = object({
  id: int,
  name: str,
  companyCode: str,
  address: str,
  vatNumber: nullable(str),
  email: str,
  phoneNumber: str,
  termsOfService: { type: 'boolean' },
});

export const personalProfile: JsonSchema = object({
  id: int,
  name: str,
  surname: str,
  address: str,
  individualActivityCertificate: str,
  vatNumber: nullable(str),
  email: str,
  phoneNumber: str,
  termsOfService: { type: 'boolean' },
});

const option = object({ id: int, name: str, slug: str });
const image = nullable(
  object({
    url: { type: 'string', description: 'card size (480 px)' },
    formats: object({ card: str, gallery: str, full: str }),
  }),
);

const ownCarAdvertisement = object({
  id: int,
  slug: str,
  visibility: { type: 'string', enum: [...VISIBILITIES] },
  reviewStatus: { type: 'string', enum: [...REVIEW_STATUSES] },
  rejectionReason: nullable(str),
  headerImage: image,
  isForTaxi: { type: 'boolean' },
  engineDisplacement: int,
  gearbox: str,
  bodyType: str,
  fuelType: str,
  productionYear: int,
  odometer: int,
  price: int,
  fromPricePerMonth: int,
  carMake: option,
  carModel: option,
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
});

export const me: JsonSchema = object(
  {
    id: int,
    email: str,
    username: str,
    profileType: nullable({ type: 'string', enum: [...PROFILE_TYPES] }),
    personalDetail: nullable(personalProfile),
    companyDetail: nullable(companyProfile),
    carAdvertisements: { type: 'array', items: ownCarAdvertisement },
    systemRoles: { type: 'array', items: object({ name: { type: 'string', enum: [...SYSTEM_ROLES] } }) },
  },
  'The current user (spec §3) with their own listings, newest first',
);

export const ok: JsonSchema = object({ ok: { type: 'boolean', const: true } });

/** Responses every signed-in route can give besides its own. */
export const authErrors = { 401: errorResponse } as const;
