import { PROFILE_TYPES, REVIEW_STATUSES, SYSTEM_ROLES, VISIBILITIES } from '@ratai/domain';
import { errorResponse, int, nullable, object, str, type JsonSchema } from '../../http/docs';

/**
 * OpenAPI documentation of the accounts routes. Documentation only: input is validated by the
 * @ratai/validation schemas inside the handlers (app.ts makes the validator a no-op) and the
 * accounts plugin serialises with JSON.stringify, so nothing written here can change a response.
 * The error shape and the body conversion every module uses are in http/docs.ts.
 */

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
