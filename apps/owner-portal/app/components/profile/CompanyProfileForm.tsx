import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_PREFIX, SAVE, UPDATE, type CompanyProfile } from '@ratai/domain';
import { useCreateCompanyProfileMutation, useUpdateCompanyProfileMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, FormRow, TextField } from '@ratai/ui';
import { CompanyProfileSchema, type CompanyProfileInput, type CompanyProfileOutput } from '@ratai/validation';
import { ButtonRow } from '../layout/Page';
import { TermsOfServiceCheckbox } from './TermsOfServiceCheckbox';
import { PROFILE_UPDATED, useProfileSave } from './use-profile-save';

export interface ProfileFormProps<TProfile> {
  /** The saved profile: the form updates it ('Atnaujinti'); without one it creates it ('Išsaugoti'). */
  profile: TProfile | null;
  onSaved?: () => void;
  /** Extra buttons before the submit button, e.g. onboarding's 'Atgal'. */
  extraActions?: ReactNode;
}

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
  const [create, created] = useCreateCompanyProfileMutation();
  const [update, updated] = useUpdateCompanyProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<CompanyProfileInput, unknown, CompanyProfileOutput>({
    resolver: valibotResolver(CompanyProfileSchema),
    defaultValues: formValues(profile),
  });
  const { failure, run } = useProfileSave(setError);
  const [updatedNote, setUpdatedNote] = useState(false);

  const submit = handleSubmit(async (values) => {
    setUpdatedNote(false);
    // Set inside the call `run` makes (the cast keeps TypeScript from deciding it stays undefined).
    let answer = undefined as CompanyProfile | undefined;
    const saved = await run(async () => {
      answer = profile ? await update({ ...values, id: profile.id }).unwrap() : await create(values).unwrap();
    });
    if (!saved) return;
    // 'Atnaujinti' (issue 16): say it worked and show what the API kept — normalised (a phone typed
    // as 86… comes back +3706…, trimmed text) — rather than what was typed.
    if (profile && answer) {
      reset(formValues(answer));
      setUpdatedNote(true);
    }
    onSaved?.();
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
      {updatedNote ? <Alert type="success">{PROFILE_UPDATED}</Alert> : null}
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
