import { valibotResolver } from '@hookform/resolvers/valibot';
import { useForm } from 'react-hook-form';
import { NEXT, PROFILE_TYPE_LABELS, PROFILE_TYPES, enumOptions, type ProfileType } from '@ratai/domain';
import { useCompleteAuthenticationMutation } from '@ratai/api-client';
import { Button, FormActions, RadioGroup } from '@ratai/ui';
import { ProfileTypeSchema, type ProfileTypeInput, type ProfileTypeOutput } from '@ratai/validation';

export const PROFILE_TYPE_LEGEND = 'Kas skelbs automobilius?';

/**
 * Onboarding step 1 (spec §2.15, §4): choose the profile type; saving it (complete-authentication
 * with `{ profileType }`) refreshes the user, then the stepper goes on. Nothing chosen →
 * 'Pasirinkite vieną iš variantų'. A failed save is logged and the step stays (spec §8).
 */
export function ProfileTypeForm({ current, onSaved }: { current: ProfileType | null; onSaved: () => void }) {
  const [save, { isLoading }] = useCompleteAuthenticationMutation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ProfileTypeInput, unknown, ProfileTypeOutput>({
    resolver: valibotResolver(ProfileTypeSchema),
    defaultValues: { profileType: current ?? undefined },
  });

  const submit = handleSubmit(async ({ profileType }) => {
    try {
      await save({ profileType }).unwrap();
      onSaved();
    } catch (error) {
      console.error('saving the profile type failed', error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profilio tipas">
      <RadioGroup
        legend={PROFILE_TYPE_LEGEND}
        options={enumOptions(PROFILE_TYPES, PROFILE_TYPE_LABELS)}
        error={errors.profileType?.message}
        {...register('profileType')}
      />
      <FormActions>
        <Button type="submit" loading={isLoading}>
          {NEXT}
        </Button>
      </FormActions>
    </form>
  );
}
