import { PHONE_PREFIX, type CompanyProfile } from '@ratai/domain';
import { useCreateCompanyProfileMutation, useUpdateCompanyProfileMutation } from '@ratai/api-client';
import { FormRow, TextField } from '@ratai/ui';
import { CompanyProfileSchema, type CompanyProfileInput } from '@ratai/validation';
import { ProfileFormFrame } from './ProfileFormFrame';
import { TermsOfServiceCheckbox } from './TermsOfServiceCheckbox';
import { useProfileForm, type ProfileFormProps } from './use-profile-form';

/** The form's values of a saved profile (or empty ones): what it starts with, and shows after an update. */
function formValues(profile: CompanyProfile | null): CompanyProfileInput {
  return {
    name: profile?.name ?? '',
    companyCode: profile?.companyCode ?? '',
    address: profile?.address ?? '',
    vatNumber: profile?.vatNumber ?? '',
    email: profile?.email ?? '',
    phoneNumber: profile?.phoneNumber ?? PHONE_PREFIX,
    termsOfService: profile?.termsOfService ?? false,
  };
}

/**
 * Company (juridical person) details, spec §2.16 and §5: name, company code, address, VAT number
 * (optional), e-mail, phone, terms. 'Išsaugoti' during onboarding, 'Atnaujinti' when updating.
 */
export function CompanyProfileForm({ profile, onSaved, extraActions }: ProfileFormProps<CompanyProfile>) {
  const { register, errors, frame } = useProfileForm({
    profile,
    onSaved,
    schema: CompanyProfileSchema,
    formValues,
    useCreate: useCreateCompanyProfileMutation,
    useUpdate: useUpdateCompanyProfileMutation,
  });

  return (
    <ProfileFormFrame label="Įmonės duomenys" extraActions={extraActions} {...frame}>
      <TextField label="Įmonės pavadinimas" autoComplete="organization" error={errors.name?.message} {...register('name')} />
      <FormRow $columns={2}>
        <TextField label="Įmonės kodas" inputMode="numeric" error={errors.companyCode?.message} {...register('companyCode')} />
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
