import type { ReactNode } from 'react';
import type { User } from '@ratai/domain';
import { CompanyProfileForm } from './CompanyProfileForm';
import { PersonalProfileForm } from './PersonalProfileForm';

/** The details form of the user's current profile type (company or personal). */
export function ProfileDetailsForm({ user, onSaved, extraActions }: { user: User; onSaved?: () => void; extraActions?: ReactNode }) {
  if (user.profileType === 'company') {
    return <CompanyProfileForm key="company" profile={user.companyDetail} onSaved={onSaved} extraActions={extraActions} />;
  }
  if (user.profileType === 'personal') {
    return <PersonalProfileForm key="personal" profile={user.personalDetail} onSaved={onSaved} extraActions={extraActions} />;
  }
  return null;
}
