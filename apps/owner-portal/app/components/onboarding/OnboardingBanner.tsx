import { Link } from 'react-router';
import { ONBOARDING_BANNER } from '@ratai/domain';
import { Alert } from '@ratai/ui';

/** The banner text up to its last word, which is the link ('cia' = "here"). */
const [LEAD, LINK_WORD] = [ONBOARDING_BANNER.slice(0, ONBOARDING_BANNER.lastIndexOf(' ')), ONBOARDING_BANNER.slice(ONBOARDING_BANNER.lastIndexOf(' ') + 1)];

/**
 * The onboarding banner of spec §8, exactly 'Kad galetumete ikelti skelbima butinai turite
 * uzbaigti registracija cia', its last word linking to /paskyra where the stepper is (§6).
 */
export function OnboardingBanner() {
  return (
    <Alert type="warning">
      {LEAD} <Link to="/paskyra">{LINK_WORD}</Link>
    </Alert>
  );
}
