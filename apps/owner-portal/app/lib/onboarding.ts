import type { User } from '@ratai/domain';

/**
 * Whether the owner is still onboarding (spec §6): no profile type yet, or no profile of the
 * chosen type with the terms accepted. The same rule as the API's `isProfileComplete`
 * (modules/accounts/profile-complete.ts), which refuses uploads with the banner text; the portal
 * uses it to show the stepper and the banner and to disable the upload button before the call.
 */
export function isOnboarding(user: Pick<User, 'profileType' | 'companyDetail' | 'personalDetail'>): boolean {
  if (user.profileType === 'company') return !user.companyDetail?.termsOfService;
  if (user.profileType === 'personal') return !user.personalDetail?.termsOfService;
  return true;
}
