/**
 * The fleet owner's profile forms (spec §5 "Profiles", fields of §3 "User"): the profile
 * type choice of onboarding step 1 and the type switch, and the company and personal details
 * forms of step 2 and the settings.
 */
import * as v from 'valibot';
import { PROFILE_TYPES } from '@ratai/domain';
import {
  TEXT_MAX,
  companyCode,
  email,
  mustBeTrue,
  optionalText,
  phoneLt,
  picklistField,
  requiredString,
  vatNumberRule,
} from './fields';
import * as m from './messages';

/** The fields both profile kinds share, with the profile forms' messages. */
const sharedProfileEntries = {
  address: requiredString(m.LISTING_REQUIRED, TEXT_MAX.medium),
  /** Optional; when given, "LT" + 9 or 12 digits. */
  vatNumber: optionalText(vatNumberRule),
  email: email(m.LISTING_REQUIRED, m.PROFILE_EMAIL),
  phoneNumber: phoneLt(m.LISTING_REQUIRED),
  termsOfService: mustBeTrue(m.TOS_REQUIRED),
};

/**
 * Company (juridical person) details: name, companyCode (9 digits), address, email,
 * phoneNumber required ('Laukas yra privalomas'); vatNumber optional ('Neteisingas PVM
 * mokėtojo kodas' when malformed); email 'Blogai įvestas el. paštas' when malformed;
 * termsOfService must be true ('Turite sutikti su paslaugų teikimo sąlygomis').
 */
export const CompanyProfileSchema = v.object(
  {
    name: requiredString(m.LISTING_REQUIRED, TEXT_MAX.medium),
    companyCode: companyCode(m.LISTING_REQUIRED),
    ...sharedProfileEntries,
  },
  m.INVALID_DATA,
);
/** Input of {@link CompanyProfileSchema}. */
export type CompanyProfileInput = v.InferInput<typeof CompanyProfileSchema>;
/** Output of {@link CompanyProfileSchema}. */
export type CompanyProfileOutput = v.InferOutput<typeof CompanyProfileSchema>;

/**
 * Personal (individual activity) details: name, surname, address,
 * individualActivityCertificate, email, phoneNumber required; the rest as
 * {@link CompanyProfileSchema}.
 */
export const PersonalProfileSchema = v.object(
  {
    name: requiredString(m.LISTING_REQUIRED, TEXT_MAX.short),
    surname: requiredString(m.LISTING_REQUIRED, TEXT_MAX.short),
    individualActivityCertificate: requiredString(m.LISTING_REQUIRED, TEXT_MAX.short),
    ...sharedProfileEntries,
  },
  m.INVALID_DATA,
);
/** Input of {@link PersonalProfileSchema}. */
export type PersonalProfileInput = v.InferInput<typeof PersonalProfileSchema>;
/** Output of {@link PersonalProfileSchema}. */
export type PersonalProfileOutput = v.InferOutput<typeof PersonalProfileSchema>;

/**
 * The profile type (onboarding step 1, the type switch, POST /system-role/change-user-type):
 * 'personal' or 'company'; missing or unknown → 'Pasirinkite vieną iš variantų'.
 */
export const ProfileTypeSchema = v.object({ profileType: picklistField(PROFILE_TYPES, m.PICK_ONE) }, m.INVALID_DATA);
/** Input of {@link ProfileTypeSchema}. */
export type ProfileTypeInput = v.InferInput<typeof ProfileTypeSchema>;
/** Output of {@link ProfileTypeSchema}. */
export type ProfileTypeOutput = v.InferOutput<typeof ProfileTypeSchema>;
