import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { User } from '@ratai/domain';
import { Button, Stepper } from '@ratai/ui';
import { Card, Lead, SectionTitle } from '../layout/Page';
import { ProfileDetailsForm } from '../profile/ProfileDetailsForm';
import { ProfileTypeForm } from '../profile/ProfileTypeForm';

/** The two steps (spec §2.15); our labels. */
export const ONBOARDING_STEPS = [
  { key: 'type', label: 'Profilio tipas' },
  { key: 'details', label: 'Duomenys' },
] as const;

/**
 * The onboarding stepper (spec §2.15, §4): step 1 chooses the profile type (saved, user
 * refreshed, next); step 2 is the company or personal details form with 'Atgal'. The steps can be
 * jumped to, the second only once a type is saved. Creating the first profile goes to /paskyra
 * (this page, which then shows the overview and a confirmation).
 */
export function Onboarding({ user }: { user: User }) {
  const navigate = useNavigate();
  const [step, setStep] = useState(user.profileType ? 1 : 0);
  const go = (index: number) => setStep(Math.min(Math.max(index, 0), ONBOARDING_STEPS.length - 1));

  return (
    <Card aria-labelledby="onboarding-title">
      <SectionTitle id="onboarding-title">Užbaikite registraciją</SectionTitle>
      <Lead>Prieš įkeldami automobilį pasirinkite profilio tipą ir užpildykite savo duomenis.</Lead>
      <Stepper
        steps={ONBOARDING_STEPS}
        current={step}
        onStepClick={go}
        furthestStep={user.profileType ? 1 : 0}
        label="Registracijos žingsniai"
      />
      {step === 0 ? (
        <ProfileTypeForm current={user.profileType} onSaved={() => go(1)} />
      ) : (
        <ProfileDetailsForm
          user={user}
          onSaved={() => navigate('/paskyra?profilis=sukurtas', { replace: true })}
          extraActions={
            <Button type="button" variant="secondary" onClick={() => go(0)}>
              Atgal
            </Button>
          }
        />
      )}
    </Card>
  );
}
