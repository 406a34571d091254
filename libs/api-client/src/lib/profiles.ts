import type { CompanyProfile, CompanyProfileFields, EntityId, PersonalProfile, PersonalProfileFields } from '@ratai/domain';
import { api } from './api';

/** A company profile as sent: the form's fields (`vatNumber` may be left out or null). */
export type CompanyProfileBody = Omit<CompanyProfileFields, 'vatNumber'> & { vatNumber?: string | null };
/** A personal profile as sent: the form's fields (`vatNumber` may be left out or null). */
export type PersonalProfileBody = Omit<PersonalProfileFields, 'vatNumber'> & { vatNumber?: string | null };

/**
 * The owner's company and personal profiles (onboarding step 2 and settings). Paths are the
 * API's (the spec does not show them): POST creates (a second create is 409), PUT updates; the
 * id is optional on PUT, so the profile from `me` can be sent back as is. Every change refreshes
 * the current user (`Me`), whose profile and onboarding state it changes.
 */
export const profilesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /profiles/company` — the first profile also sets the profile type. */
    createCompanyProfile: build.mutation<CompanyProfile, CompanyProfileBody>({
      query: (body) => ({ url: '/profiles/company', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    /** `PUT /profiles/company`. */
    updateCompanyProfile: build.mutation<CompanyProfile, CompanyProfileBody & { id?: EntityId }>({
      query: (body) => ({ url: '/profiles/company', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    /** `POST /profiles/personal` — the first profile also sets the profile type. */
    createPersonalProfile: build.mutation<PersonalProfile, PersonalProfileBody>({
      query: (body) => ({ url: '/profiles/personal', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
    /** `PUT /profiles/personal`. */
    updatePersonalProfile: build.mutation<PersonalProfile, PersonalProfileBody & { id?: EntityId }>({
      query: (body) => ({ url: '/profiles/personal', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useCreateCompanyProfileMutation,
  useUpdateCompanyProfileMutation,
  useCreatePersonalProfileMutation,
  useUpdatePersonalProfileMutation,
} = profilesApi;
