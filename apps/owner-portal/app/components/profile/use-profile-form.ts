import { valibotResolver } from '@hookform/resolvers/valibot';
import { useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { GenericSchema } from 'valibot';
import type { EntityId } from '@ratai/domain';
import { useProfileSave } from './use-profile-save';

/** The props of both profile details forms (company and personal). */
export interface ProfileFormProps<TProfile> {
  /** The saved profile: the form updates it ('Atnaujinti'); without one it creates it ('Išsaugoti'). */
  profile: TProfile | null;
  onSaved?: () => void;
  /** Extra buttons before the submit button, e.g. onboarding's 'Atgal'. */
  extraActions?: ReactNode;
}

/**
 * What a profile form needs of an RTK Query mutation hook (`use…ProfileMutation` of
 * `@ratai/api-client`): its trigger, whose result unwraps to the saved profile, and its loading state.
 */
type ProfileMutationHook<TBody, TProfile> = () => readonly [
  (body: TBody) => { unwrap: () => Promise<TProfile> },
  { isLoading: boolean },
];

interface UseProfileFormOptions<TProfile extends { id: EntityId }, TInput extends FieldValues, TOutput> {
  profile: TProfile | null;
  onSaved?: () => void;
  /** The form's schema of `@ratai/validation`. */
  schema: GenericSchema<TInput, TOutput>;
  /**
   * The form's values of a saved profile (or empty ones): what it starts with, and shows after an
   * update. Typed as react-hook-form's defaults, which a generic TInput does not fit.
   */
  formValues: (profile: TProfile | null) => DefaultValues<TInput>;
  /** Called on every render, always the same two hooks: module-level imports of `@ratai/api-client`. */
  useCreate: ProfileMutationHook<TOutput, TProfile>;
  useUpdate: ProfileMutationHook<TOutput & { id: EntityId }, TProfile>;
}

/** What {@link ProfileFormFrame} shows around a profile form's fields. */
export interface ProfileFormState {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A failure that is not a field's (one line above the fields). */
  failure: string | null;
  /** 'Atnaujinti' succeeded: show {@link PROFILE_UPDATED}. */
  updatedNote: boolean;
  saving: boolean;
  /** A saved profile is being updated ('Atnaujinti'), not created ('Išsaugoti'). */
  updating: boolean;
}

/**
 * The company and personal details forms differ only in their fields and schema; how they save is
 * one behaviour and lives here so it cannot drift between them: validate with the schema, create
 * the profile or update the saved one (with its id), put the API's field errors at their fields
 * (`useProfileSave`), and after an update show what the API kept plus a note, then call `onSaved`.
 * Each form keeps its fields and its `formValues`; {@link ProfileFormFrame} draws the rest.
 */
export function useProfileForm<TProfile extends { id: EntityId }, TInput extends FieldValues, TOutput>({
  profile,
  onSaved,
  schema,
  formValues,
  useCreate,
  useUpdate,
}: UseProfileFormOptions<TProfile, TInput, TOutput>) {
  const [create, created] = useCreate();
  const [update, updated] = useUpdate();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TInput, unknown, TOutput>({
    resolver: valibotResolver(schema),
    defaultValues: formValues(profile),
  });
  const { failure, run } = useProfileSave(setError);
  const [updatedNote, setUpdatedNote] = useState(false);

  const onSubmit = handleSubmit(async (values) => {
    setUpdatedNote(false);
    // Set inside the call `run` makes (the cast keeps TypeScript from deciding it stays undefined).
    let answer = undefined as TProfile | undefined;
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

  const frame: ProfileFormState = {
    onSubmit,
    failure,
    updatedNote,
    saving: created.isLoading || updated.isLoading,
    updating: profile !== null,
  };
  return { register, errors, frame };
}
