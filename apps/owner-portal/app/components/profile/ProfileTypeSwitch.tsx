import { useState } from 'react';
import { CONFIRM_TITLE, PROFILE_TYPE_LABELS, PROFILE_TYPES, type ProfileType } from '@ratai/domain';
import { useChangeUserTypeMutation } from '@ratai/api-client';
import { ConfirmDialog, RadioGroup } from '@ratai/ui';

/** The switch's option labels: personal or juridical (spec §2.17 calls the company option "juridical"). */
const OPTIONS = PROFILE_TYPES.map((value) => ({ value, label: PROFILE_TYPE_LABELS[value] }));

/**
 * The profile type switch (spec §2.17): choosing the other type opens 'Prašau patvirtinkite';
 * Confirm saves it (change-user-type) and refreshes the user, Cancel keeps the current type. A
 * failure is logged (§8) and the radio goes back to the saved type.
 */
export function ProfileTypeSwitch({ current }: { current: ProfileType | null }) {
  const [asked, setAsked] = useState<ProfileType | null>(null);
  // Remounting the (uncontrolled) group puts the check back on the saved type after Cancel.
  const [round, setRound] = useState(0);
  const [changeType, { isLoading }] = useChangeUserTypeMutation();

  const confirm = async () => {
    if (!asked) return;
    try {
      await changeType({ profileType: asked }).unwrap();
    } catch (error) {
      console.error('changing the profile type failed', error);
    }
    setAsked(null);
    setRound((n) => n + 1);
  };

  const cancel = () => {
    setAsked(null);
    setRound((n) => n + 1);
  };

  return (
    <>
      <RadioGroup
        legend="Kaip skelbiate automobilius?"
        name="profileTypeSwitch"
        options={OPTIONS}
        key={`${current}-${round}`}
        defaultValue={current ?? undefined}
        onChange={(event) => setAsked(event.target.value as ProfileType)}
      />
      <ConfirmDialog open={asked !== null} title={CONFIRM_TITLE} onConfirm={() => void confirm()} onCancel={cancel} loading={isLoading}>
        Ar tikrai norite pakeisti profilio tipą į „{asked ? PROFILE_TYPE_LABELS[asked] : ''}“?
      </ConfirmDialog>
    </>
  );
}
