import * as v from 'valibot';
import { PROFILE_TYPES, SYSTEM_ROLES, type AuthResponse, type CompanyProfile, type PersonalProfile, type User } from '@ratai/domain';
import { described, int, type Equal } from '../../http/responses';
import { OwnCarResponse } from '../cars/car.responses';

/** Response schemas of the accounts routes. */

const AuthUser = v.object({ id: int(), email: v.string(), username: described(v.string(), 'equals the e-mail') });

export const AuthResponseSchema = v.object({ jwt: described(v.string(), 'HS256 bearer token'), user: AuthUser });

export const CompanyProfileResponse = v.object({
  id: int(),
  name: v.string(),
  companyCode: v.string(),
  address: v.string(),
  vatNumber: v.nullable(v.string()),
  email: v.string(),
  phoneNumber: v.string(),
  termsOfService: v.boolean(),
});

export const PersonalProfileResponse = v.object({
  id: int(),
  name: v.string(),
  surname: v.string(),
  address: v.string(),
  individualActivityCertificate: v.string(),
  vatNumber: v.nullable(v.string()),
  email: v.string(),
  phoneNumber: v.string(),
  termsOfService: v.boolean(),
});

/** The current user (spec §3) with their own listings, newest first. */
export const MeResponse = v.object({
  ...AuthUser.entries,
  confirmed: v.boolean(),
  profileType: v.nullable(v.picklist(PROFILE_TYPES)),
  personalDetail: v.nullable(PersonalProfileResponse),
  companyDetail: v.nullable(CompanyProfileResponse),
  carAdvertisements: v.array(OwnCarResponse),
  systemRoles: v.array(v.object({ name: v.picklist(SYSTEM_ROLES) })),
});

/** A password change answers a fresh token; a deletion answers only ok. */
export const PasswordChangedResponse = v.object({ ok: v.literal(true), jwt: v.string() });

const checks: [
  Equal<v.InferOutput<typeof AuthResponseSchema>, AuthResponse>,
  Equal<v.InferOutput<typeof CompanyProfileResponse>, CompanyProfile>,
  Equal<v.InferOutput<typeof PersonalProfileResponse>, PersonalProfile>,
  Equal<v.InferOutput<typeof MeResponse>, User>,
] = [true, true, true, true];
void checks;
