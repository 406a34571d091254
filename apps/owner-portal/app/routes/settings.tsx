import { Link } from 'react-router';
import { ACCOUNT_MENU } from '@ratai/domain';
import { Card, Lead, PageTitle, SectionTitle } from '../components/layout/Page';
import { ProfileDetailsForm } from '../components/profile/ProfileDetailsForm';
import { ProfileTypeSwitch } from '../components/profile/ProfileTypeSwitch';
import { ChangePasswordForm } from '../components/settings/ChangePasswordForm';
import { DeleteAccount } from '../components/settings/DeleteAccount';
import { OnboardingBanner } from '../components/onboarding/OnboardingBanner';
import { useAccountUser } from '../lib/account-context';
import { isOnboarding } from '../lib/onboarding';
import { FORGOT_PATH, RECOVERY_TEXTS } from '../lib/recovery';

export const meta = () => [{ title: 'Nustatymai | Ratai' }];

/** `/paskyra/nustatymai`: profile details ('Atnaujinti'), profile type, password, account deletion. */
export default function Settings() {
  const user = useAccountUser();
  return (
    <>
      <PageTitle>{ACCOUNT_MENU.settings}</PageTitle>
      {isOnboarding(user) ? <OnboardingBanner /> : null}
      <Card aria-labelledby="profile-type-title">
        <SectionTitle id="profile-type-title">Profilio tipas</SectionTitle>
        <Lead>Pakeitus tipą reikės užpildyti naujo tipo duomenis, jei jų dar nėra; iki tol negalėsite įkelti automobilių.</Lead>
        <ProfileTypeSwitch current={user.profileType} />
      </Card>
      {user.profileType ? (
        <Card aria-labelledby="profile-title">
          <SectionTitle id="profile-title">Profilio duomenys</SectionTitle>
          <ProfileDetailsForm user={user} />
        </Card>
      ) : null}
      <Card aria-labelledby="password-title">
        <SectionTitle id="password-title">Slaptažodis</SectionTitle>
        {/* An account made by social sign-in has no password to type here: the reset link sets one. */}
        <Lead>
          {RECOVERY_TEXTS.noPasswordYet} <Link to={FORGOT_PATH}>{RECOVERY_TEXTS.setPasswordLink}</Link>
        </Lead>
        <ChangePasswordForm />
      </Card>
      <Card aria-labelledby="delete-title">
        <SectionTitle id="delete-title">Paskyros ištrynimas</SectionTitle>
        <DeleteAccount />
      </Card>
    </>
  );
}
