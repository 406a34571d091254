import { valibotResolver } from '@hookform/resolvers/valibot';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_PREFIX, SAVE, UPDATE, type CompanyProfile } from '@ratai/domain';
import { useCreateCompanyProfileMutation, useUpdateCompanyProfileMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, FormRow, TextField } from '@ratai/ui';
import { CompanyProfileSchema, type CompanyProfileInput, type CompanyProfileOutput } from '@ratai/validation';
import { ButtonRow } from '../layout/Page';
import { TermsOfServiceCheckbox } from './TermsOfServiceCheckbox';
import { useProfileSave } from './use-profile-save';

export interface ProfileFormProps<TProfile> {
  /** The saved profile: the form updates it ('Atnaujinti'); without one it creates it ('Išsaugoti'). */
  profile: TProfile | null;
  onSaved?: () => void;
  /** Extra buttons before the submit button, e.g. onboarding's 'Atgal'. */
  extraActions?: ReactNode;
}

/**
 * Company (juridical person) details, spec §2.16 and §5: name, company code, address, VAT number
 * (optional), e-mail, phone, terms. 'Išsaugoti' during onboarding, 'Atnaujinti' when updating.
 */
export function CompanyProfileForm({ profile, onSaved, extraActions }: ProfileFormProps<CompanyProfile>) {
  const [create, created] = useCreateCompanyProfileMutation();
  const [update, updated] = useUpdateCompanyProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CompanyProfileInput, unknown, CompanyProfileOutput>({
    resolver: valibotResolver(CompanyProfileSchema),
    defaultValues: {
      name: profile?.name ?? '',
      companyCode: profile?.companyCode ?? '',
      address: profile?.address ?? '',
      vatNumber: profile?.vatNumber ?? '',
      email: profile?.email ?? '',
      phoneNumber: profile?.phoneNumber ?? PHONE_PREFIX,
      termsOfService: profile?.termsOfService ?? false,
    },
  });
  const { failure, run } = useProfileSave(setError);

  const submit = handleSubmit(async (values) => {
    const saved = await run(() => (profile ? update({ ...values, id: profile.id }).unwrap() : create(values).unwrap()));
    if (saved) onSaved?.();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Įmonės duomenys">
      {failure ? <Alert type="danger">{failure}</Alert> : null}
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
      <FormActions>
        <ButtonRow>
          {extraActions}
          <Button type="submit" loading={created.isLoading || updated.isLoading}>
            {profile ? UPDATE : SAVE}
          </Button>
        </ButtonRow>
      </FormActions>
    </form>
  );
}
