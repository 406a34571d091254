import * as v from 'valibot';
import {
  CompanyProfileSchema,
  PersonalProfileSchema,
  ProfileTypeSchema,
  idField,
  optionalIdField,
  password,
  LISTING_REQUIRED,
  PASSWORD_REQUIRED,
  INVALID_DATA,
  INVALID_VALUE,
} from '@ratai/validation';
import { errorResponses } from '../../http/responses';
import { allowUnknownFields, optionalBody } from '../../http/validation';

// Request bodies composed from @ratai/validation's schemas and field builders: the rules stay there.
// One file for the route files of this module (auth, users, system-role, profiles) that share them.

/** A profile as edit-user-data sends it: the form's fields plus the profile's id (spec §7). */
export const CompanyProfileWithIdSchema = v.object({ ...CompanyProfileSchema.entries, id: idField(LISTING_REQUIRED, INVALID_VALUE) }, INVALID_DATA);
export const PersonalProfileWithIdSchema = v.object({ ...PersonalProfileSchema.entries, id: idField(LISTING_REQUIRED, INVALID_VALUE) }, INVALID_DATA);
/** PUT /profiles/*: the id is optional (the user has at most one profile of each type) but checked when sent. */
export const CompanyProfileUpdateSchema = v.object({ ...CompanyProfileSchema.entries, id: optionalIdField() }, INVALID_DATA);
export const PersonalProfileUpdateSchema = v.object({ ...PersonalProfileSchema.entries, id: optionalIdField() }, INVALID_DATA);
/** DELETE /system-role/delete-user: the current password confirms the deletion (our decision). */
export const DeleteUserSchema = v.object({ password: password(PASSWORD_REQUIRED) }, INVALID_DATA);

/** complete-authentication: the body is optional, and so is its profileType (checked when sent). */
export const CompleteAuthenticationSchema = optionalBody(
  v.pipe(
    // valibot's object reads an array as {} (no keys, nothing missing here): refuse it first.
    v.custom<object>((body) => typeof body === 'object' && body !== null && !Array.isArray(body), INVALID_DATA),
    v.object({ profileType: v.optional(ProfileTypeSchema.entries.profileType) }, INVALID_DATA),
  ),
);
/** edit-user-data: either profile with its id; which one is decided at run time (profileTypeOfBody). */
export const EditUserDataBody = allowUnknownFields(v.union([CompanyProfileWithIdSchema, PersonalProfileWithIdSchema]));
/** The populate parameter of the original client (spec §7) is accepted and ignored. */
export const MeQuery = allowUnknownFields(v.object({}));

/** OpenAPI pieces of every signed-in route of the module. */
export const signedIn = { security: [{ bearer: [] }] } as const;
export const authErrors = errorResponses(401);
