import * as v from 'valibot';
import { PROFILE_TYPES, REVIEW_STATUSES, VISIBILITIES, type TeamOwner, type TeamOwnerDetail, type TeamOwnerListing } from '@ratai/domain';
import { dateTime, described, int, listOf, type Equal } from '../../http/responses';
import { CompanyProfileResponse, PersonalProfileResponse } from '../accounts/accounts.responses';

/** The team's view of an owner (GET /moderation/owners, /{id}, /{id}/listings); checked against @ratai/domain. */
export const TeamOwnerResponse = v.object({
  id: int(),
  email: v.string(),
  displayName: described(v.nullable(v.string()), "the company's name, or the person's name and surname; null while onboarding"),
  profileType: v.nullable(v.picklist(PROFILE_TYPES)),
  counts: v.object({ total: int(), public: int(), pending: int() }),
  blocked: v.nullable(v.object({ at: dateTime(), reason: v.string() })),
  createdAt: dateTime(),
});

const TeamOwnerListingResponse = v.object({
  id: int(),
  slug: v.string(),
  title: v.string(),
  price: int(),
  reviewStatus: v.picklist(REVIEW_STATUSES),
  visibility: v.picklist(VISIBILITIES),
  isPublic: described(v.boolean(), 'approved and visible (hidden anyway while the owner is blocked)'),
  createdAt: dateTime(),
});

export const TeamOwnerDetailResponse = v.object({
  ...TeamOwnerResponse.entries,
  company: v.nullable(CompanyProfileResponse),
  personal: described(v.nullable(PersonalProfileResponse), 'a certificate number shaped like a personal code is masked'),
});

export const TeamOwnersResponse = listOf(TeamOwnerResponse);
export const TeamOwnerListingsResponse = listOf(TeamOwnerListingResponse);

const sameOwner: Equal<v.InferOutput<typeof TeamOwnerResponse>, TeamOwner> = true;
const sameDetail: Equal<v.InferOutput<typeof TeamOwnerDetailResponse>, TeamOwnerDetail> = true;
const sameListing: Equal<v.InferOutput<typeof TeamOwnerListingResponse>, TeamOwnerListing> = true;
void sameOwner;
void sameDetail;
void sameListing;
