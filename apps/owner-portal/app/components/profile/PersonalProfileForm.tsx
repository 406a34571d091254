import { PHONE_PREFIX, type PersonalProfile } from '@ratai/domain';
import { useCreatePersonalProfileMutation, useUpdatePersonalProfileMutation } from '@ratai/api-client';
import { FormRow, TextField } from '@ratai/ui';
import { PersonalProfileSchema, type PersonalProfileInput } from '@ratai/validation';
import { ProfileFormFrame } from './ProfileFormFrame';
import { TermsOfServiceCheckbox } from './TermsOfServiceCheckbox';
import { useProfileForm, type ProfileFormProps } from './use-profile-form';

/** The form's values of a saved profile (or empty ones): what it starts with, and shows after an update. */
function formValues(profile: PersonalProfile | null): PersonalProfileInput {
  return {
    name: profile?.name ?? '',
    surname: profile?.surname ?? '',
    individualActivityCertificate: profile?.individualActivityCertificate ?? '',
    address: profile?.address ?? '',
    vatNumber: profile?.vatNumber ?? '',
    email: profile?.email ?? '',
    phoneNumber: profile?.phoneNumber ?? PHONE_PREFIX,
    termsOfService: profile?.termsOfService ?? false,
  };
}

/**
 * Personal details (individual activity), spec §2.16 and §5: name, surname, address, individual
 * activity certificate, VAT number (optional), e-mail, phone, terms.
 */
export function PersonalProfileForm({ profile, onSaved, extraActions }: ProfileFormProps<PersonalProfile>) {
  const { register, errors, frame } = useProfileForm({
    profile,
    onSaved,
    schema: PersonalProfileSchema,
    formValues,
    useCreate: useCreatePersonalProfileMutation,
    useUpdate: useUpdatePersonalProfileMutation,
  });

  return (
    <ProfileFormFrame label="Asmens duomenys" extraActions={extraActions} {...frame}>
      <FormRow $columns={2}>
        <TextField label="Vardas" autoComplete="given-name" error={errors.name?.message} {...register('name')} />
        <TextField label="Pavardė" autoComplete="family-name" error={errors.surname?.message} {...register('surname')} />
      </FormRow>
      <FormRow $columns={2}>
        <TextField
          label="Individualios veiklos pažymos numeris"
          error={errors.individualActivityCertificate?.message}
          {...register('individualActivityCertificate')}
        />
        <TextField label="PVM mokėtojo kodas (neprivaloma)" error={errors.vatNumber?.message} {...register('vatNumber')} />
      </FormRow>
      <TextField label="Adresas" autoComplete="street-address" error={errors.address?.message} {...register('address')} />
      <FormRow $columns={2}>
        <TextField label="El. paštas" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Telefono numeris" type="tel" autoComplete="tel" error={errors.phoneNumber?.message} {...register('phoneNumber')} />
      </FormRow>
      <TermsOfServiceCheckbox error={errors.termsOfService?.message} {...register('termsOfService')} />
    </ProfileFormFrame>
  );
}
