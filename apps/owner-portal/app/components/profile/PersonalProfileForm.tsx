import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PHONE_PREFIX, SAVE, UPDATE, type PersonalProfile } from '@ratai/domain';
import { useCreatePersonalProfileMutation, useUpdatePersonalProfileMutation } from '@ratai/api-client';
import { Alert, Button, FormActions, FormRow, TextField } from '@ratai/ui';
import { PersonalProfileSchema, type PersonalProfileInput, type PersonalProfileOutput } from '@ratai/validation';
import { ButtonRow } from '../layout/Page';
import type { ProfileFormProps } from './CompanyProfileForm';
import { TermsOfServiceCheckbox } from './TermsOfServiceCheckbox';
import { PROFILE_UPDATED, useProfileSave } from './use-profile-save';

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
  const [create, created] = useCreatePersonalProfileMutation();
  const [update, updated] = useUpdatePersonalProfileMutation();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<PersonalProfileInput, unknown, PersonalProfileOutput>({
    resolver: valibotResolver(PersonalProfileSchema),
    defaultValues: formValues(profile),
  });
  const { failure, run } = useProfileSave(setError);
  const [updatedNote, setUpdatedNote] = useState(false);

  const submit = handleSubmit(async (values) => {
    setUpdatedNote(false);
    // Set inside the call `run` makes (the cast keeps TypeScript from deciding it stays undefined).
    let answer = undefined as PersonalProfile | undefined;
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
    <form onSubmit={submit} noValidate aria-label="Asmens duomenys">
      {failure ? <Alert type="danger">{failure}</Alert> : null}
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
