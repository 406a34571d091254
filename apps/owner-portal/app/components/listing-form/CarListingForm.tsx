import { valibotResolver } from '@hookform/resolvers/valibot';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  AIR_CONDITIONING_LABELS,
  AIR_CONDITIONING_TYPES,
  BODY_TYPE_LABELS,
  BODY_TYPES,
  DOOR_COUNT_LABELS,
  DOOR_COUNTS,
  DRIVETRAIN_LABELS,
  DRIVETRAINS,
  FUEL_TYPE_LABELS,
  FUEL_TYPES,
  GEARBOX_LABELS,
  GEARBOXES,
  INSPECTION_MONTHS,
  MONTH_LABELS,
  TAXI_LABEL,
  enumOptions,
  inspectionYearOptions,
  yearOptions,
  type CarAdvertisement,
  type ListingDraft,
} from '@ratai/domain';
import { api, toFormData, useAppDispatch, useCarMakesQuery, useCarModelsQuery } from '@ratai/api-client';
import { Alert, Button, Checkbox, FormActions, FormRow, FormSection, Select, TextField } from '@ratai/ui';
import { createCarListingSchema } from '@ratai/validation';
import type { InferInput, InferOutput } from 'valibot';
import { usePortalConfig } from '../../lib/config';
import { SESSION_ENDED_PATH } from '../../lib/session';
import { FeaturesField } from './FeaturesField';
import { GalleryEditor } from './GalleryEditor';
import { existingImages, galleryPlan, type GalleryImage } from './gallery-model';
import { UnsavedChangesGuard, type UnsavedWork } from './UnsavedChangesGuard';
import { fileProgress, ListingUploadError, sendListing } from './send-listing';
import { DraftStatus, useDraftAutosave } from './draft-autosave';

const ProcessingNote = styled.p`
  align-self: center;
  margin: 0;
`;

/** Shown once every photo is sent while the server still prepares them (issue 16; our wording). */
export const PHOTOS_PROCESSING = 'Nuotraukos įkeltos, apdorojamos… Tai gali užtrukti kelias sekundes.';

type ListingSchema = ReturnType<typeof createCarListingSchema<File>>;
/** The form's values: what the inputs hold (strings), the feature ids, and the photos (browser `File`s) for validation. */
type ListingFormInput = InferInput<ListingSchema>;
type ListingFormOutput = InferOutput<ListingSchema>;

const asText = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** Empty values, or the car's own when editing, or a draft's when continuing one (issue 16). */
function initialValues(car?: CarAdvertisement, draft?: ListingDraft): Record<string, unknown> {
  if (draft) return { ...initialValues(), ...draft.fields };
  return {
    carMake: asText(car?.carMake.id),
    carModel: asText(car?.carModel.id),
    vinCode: car?.vinCode ?? '',
    productionYear: asText(car?.productionYear),
    bodyType: car?.bodyType ?? '',
    fuelType: car?.fuelType ?? '',
    gearbox: car?.gearbox ?? '',
    doorCount: car?.doorCount ?? '',
    engineDisplacement: asText(car?.engineDisplacement),
    enginePower: asText(car?.enginePower),
    numberOfSeats: asText(car?.numberOfSeats),
    drivetrain: car?.drivetrain ?? '',
    inspectionYear: asText(car?.inspectionYear),
    inspectionMonth: asText(car?.inspectionMonth),
    rimSize: asText(car?.rimSize),
    airConditioning: car?.airConditioning ?? '',
    price: asText(car?.price),
    averageFuelConsumption: asText(car?.averageFuelConsumption),
    odometer: asText(car?.odometer),
    description: car?.description ?? '',
    carFeatures: (car?.carFeatures ?? []).map((feature) => String(feature.id)),
    isForTaxi: car?.isForTaxi ?? false,
    gallery: [],
    headerImage: [],
    keepImageIds: [],
  };
}

export interface CarListingFormProps {
  /** The car being edited (edit mode); without it the form uploads a new car. */
  car?: CarAdvertisement;
  /**
   * Upload mode: the server-side draft to continue (issue 16), with its fields and photos (a
   * duplicate's). Without it the first change starts a new draft. Either way the form saves its
   * fields to the draft as the owner types, and the upload turns the draft into the listing.
   */
  draft?: ListingDraft;
  /** A user still onboarding cannot submit (spec §5): the button is disabled. */
  submitDisabled?: boolean;
  /** After the API accepted the listing. */
  onSaved: (car: CarAdvertisement) => void;
  /** The year the year rules count from (tests pass a fixed one). */
  currentYear?: number;
}

/**
 * The car upload/edit form (spec §2.11, §3, §5, §7): gallery with cover and order, main
 * information (every enumeration in Lithuanian, the year dropdowns, inspection year and month),
 * features by category, description. Rules and messages are `createCarListingSchema` of
 * @ratai/validation (the API runs the same). The model select is disabled until a make is chosen
 * and cleared when the make changes. Edit keeps the car's photos by id (`keepImageIds`) instead of
 * downloading and resending them (README). A failure shows the message in a danger banner and
 * keeps everything entered.
 */
export function CarListingForm({ car, draft, submitDisabled = false, onSaved, currentYear = new Date().getFullYear() }: CarListingFormProps) {
  // A draft's photos are on the server already: like an edit's, they are kept by id (the API's
  // draftId rule), so the schema checks them as an edit does.
  const draftPhotos = !car && (draft?.images.length ?? 0) > 0;
  const mode = car || draftPhotos ? 'edit' : 'create';
  const { apiOrigin } = usePortalConfig();
  const dispatch = useAppDispatch();
  const schema = useMemo(() => createCarListingSchema<File>({ mode, currentYear, hasHeaderImage: Boolean(car?.headerImage) }), [mode, currentYear, car]);
  const {
    register,
    handleSubmit,
    setValue,
    getValues,
    watch,
    setError,
    formState: { errors, isSubmitting, isSubmitted, isDirty },
    trigger,
    setFocus,
  } = useForm<ListingFormInput, unknown, ListingFormOutput>({
    resolver: valibotResolver(schema),
    defaultValues: initialValues(car, draft) as ListingFormInput,
  });

  const start = useMemo(
    () => (car ? existingImages(car) : draft ? existingImages(draft) : { images: [] as GalleryImage[], coverKey: null }),
    [car, draft],
  );
  const [images, setImages] = useState<GalleryImage[]>(start.images);
  const [coverKey, setCoverKey] = useState<string | null>(start.coverKey);
  const [progress, setProgress] = useState<Record<string, number>>({});
  // Issue 16: after the last byte of the photos is sent the server still resizes them (seconds);
  // without a word the full bars look stuck.
  const [processing, setProcessing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  // Unsaved work (issue 16): any field or the photos (added, removed, moved, another cover) differ
  // from what the form started with; not while sending, not once saved.
  const photosChanged = images.map((image) => image.key).join() !== start.images.map((image) => image.key).join() || coverKey !== start.coverKey;
  // The upload form's fields go to a server-side draft as the owner types (issue 16).
  const autosave = useDraftAutosave({ enabled: !car && !done && !isSubmitting, draft, values: watch() });
  const unsaved = !done && !isSubmitting && (isDirty || photosChanged);
  // What leaving would lose, said plainly: with the fields in the draft only the chosen photos go.
  const unsavedWork: UnsavedWork = car || !autosave.upToDate ? 'changes' : photosChanged ? 'draftWithPhotos' : 'draft';

  // A server failure is shown at the top of the form: bring it into view and read it out.
  useEffect(() => {
    if (!failure) return;
    failureRef.current?.scrollIntoView?.({ block: 'center' });
    failureRef.current?.focus({ preventScroll: true });
  }, [failure]);

  // The photos take part in validation as the schema's gallery / headerImage / keepImageIds.
  useEffect(() => {
    const plan = galleryPlan(images, coverKey);
    setValue('gallery', plan.files);
    setValue('keepImageIds', plan.keepImageIds);
    setValue('headerImage', plan.coverFile ? [plan.coverFile] : []);
    if (isSubmitted) void trigger('gallery');
  }, [images, coverKey, setValue, trigger, isSubmitted]);

  const make = watch('carMake');
  const makes = useCarMakesQuery();
  const models = useCarModelsQuery(make ? String(make) : skipToken);
  const productionYears = yearOptions({ currentYear });

  // A select keeps its value only among its options: once the makes and the make's models have
  // loaded, write the held value again so an edited car shows its make and model.
  useEffect(() => {
    if (makes.data) setValue('carMake', getValues('carMake'));
  }, [makes.data, setValue, getValues]);
  useEffect(() => {
    if (models.data) setValue('carModel', getValues('carModel'));
  }, [models.data, setValue, getValues]);

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const plan = galleryPlan(images, coverKey);
    const { gallery: _gallery, headerImage: _header, keepImageIds: _kept, ...fields } = values;
    // Files last and in order: fileProgress relies on it.
    const draftId = car ? undefined : (autosave.draftId ?? undefined);
    const body = toFormData({
      ...fields,
      draftId,
      keepImageIds: mode === 'edit' ? plan.keepImageIds : undefined,
      coverIndex: plan.coverIndex,
      gallery: plan.files,
    });
    const newImages = images.filter((image) => image.kind === 'new');
    const sizes = newImages.map((image) => (image.kind === 'new' ? image.file.size : 0));
    setProgress(Object.fromEntries(newImages.map((image) => [image.key, 0])));
    try {
      const saved = await sendListing<CarAdvertisement>({
        apiOrigin,
        method: car ? 'PUT' : 'POST',
        path: car ? `/car-advertisement/edit/${car.id}` : '/car-advertisement/create',
        body,
        onProgress: (loaded, total) => {
          const percents = fileProgress(sizes, loaded, total);
          setProgress(Object.fromEntries(newImages.map((image, index) => [image.key, percents[index]])));
          if (newImages.length > 0 && loaded >= total) setProcessing(true);
        },
        onUnauthorized: () => window.location.assign(SESSION_ENDED_PATH),
      });
      setProcessing(false);
      dispatch(api.util.invalidateTags(['Me', 'MyCars', 'CarList', 'Drafts', ...(car ? [{ type: 'Car' as const, id: car.id }] : [])]));
      setDone(true);
      onSaved(saved);
    } catch (error) {
      setProgress({});
      setProcessing(false);
      const upload = error instanceof ListingUploadError ? error : null;
      let first: keyof ListingFormInput | null = null;
      for (const field of upload?.fieldErrors ?? []) {
        const name = field.path[0];
        if (name && name in initialValues()) {
          setError(name as keyof ListingFormInput, { message: field.message });
          first ??= name as keyof ListingFormInput;
        }
      }
      setFailure(upload?.message ?? 'Nepavyko išsaugoti skelbimo. Bandykite dar kartą.');
      // The server's field errors as the form's own: the first field in view with the focus (the
      // photos have no text field: the failure above names them and takes the focus instead).
      if (first && !['gallery', 'headerImage', 'keepImageIds'].includes(first)) setTimeout(() => setFocus(first), 0);
    }
  });

  const galleryError = errors.gallery?.message ?? errors.headerImage?.message ?? errors.keepImageIds?.message;

  return (
    <form onSubmit={submit} noValidate aria-label={car ? 'Skelbimo redagavimas' : 'Automobilio įkėlimas'}>
      <UnsavedChangesGuard when={unsaved} work={unsavedWork} />
      {failure ? (
        <div ref={failureRef} tabIndex={-1}>
          <Alert type="danger">{failure}</Alert>
        </div>
      ) : null}
      <FormSection legend="Galerija">
        <GalleryEditor
          images={images}
          coverKey={coverKey}
          progress={progress}
          error={galleryError}
          disabled={isSubmitting}
          onChange={(next, cover) => {
            setImages(next);
            setCoverKey(cover);
          }}
        />
      </FormSection>

      <FormSection legend="Pagrindinė informacija">
        <FormRow $columns={2}>
          <Select
            label="Markė"
            placeholder="Pasirinkite markę"
            options={(makes.data ?? []).map((item) => ({ value: item.id, label: item.name }))}
            error={errors.carMake?.message}
            {...register('carMake', { onChange: () => setValue('carModel', '') })}
          />
          <Select
            label="Modelis"
            placeholder={make ? 'Pasirinkite modelį' : 'Pirmiausia pasirinkite markę'}
            options={make ? (models.data ?? []).map((item) => ({ value: item.id, label: item.name })) : []}
            emptyText={make ? undefined : 'Pirmiausia pasirinkite markę'}
            disabled={!make}
            error={errors.carModel?.message}
            {...register('carModel')}
          />
        </FormRow>
        <FormRow $columns={2}>
          <TextField label="VIN kodas" autoCapitalize="characters" error={errors.vinCode?.message} {...register('vinCode')} />
          <Select
            label="Pagaminimo metai"
            placeholder="Pasirinkite metus"
            options={productionYears.map((year) => ({ value: year, label: String(year) }))}
            error={errors.productionYear?.message}
            {...register('productionYear')}
          />
        </FormRow>
        <FormRow $columns={3}>
          <Select label="Kėbulo tipas" placeholder="Pasirinkite" options={enumOptions(BODY_TYPES, BODY_TYPE_LABELS)} error={errors.bodyType?.message} {...register('bodyType')} />
          <Select label="Kuro tipas" placeholder="Pasirinkite" options={enumOptions(FUEL_TYPES, FUEL_TYPE_LABELS)} error={errors.fuelType?.message} {...register('fuelType')} />
          <Select label="Pavarų dėžė" placeholder="Pasirinkite" options={enumOptions(GEARBOXES, GEARBOX_LABELS)} error={errors.gearbox?.message} {...register('gearbox')} />
        </FormRow>
        <FormRow $columns={3}>
          <Select label="Durų skaičius" placeholder="Pasirinkite" options={enumOptions(DOOR_COUNTS, DOOR_COUNT_LABELS)} error={errors.doorCount?.message} {...register('doorCount')} />
          <Select label="Varomieji ratai" placeholder="Pasirinkite" options={enumOptions(DRIVETRAINS, DRIVETRAIN_LABELS)} error={errors.drivetrain?.message} {...register('drivetrain')} />
          <Select
            label="Kondicionierius"
            placeholder="Pasirinkite"
            options={enumOptions(AIR_CONDITIONING_TYPES, AIR_CONDITIONING_LABELS)}
            error={errors.airConditioning?.message}
            {...register('airConditioning')}
          />
        </FormRow>
        <FormRow $columns={3}>
          <TextField label="Variklio tūris (cm³)" inputMode="numeric" error={errors.engineDisplacement?.message} {...register('engineDisplacement')} />
          <TextField label="Variklio galia (kW)" inputMode="numeric" error={errors.enginePower?.message} {...register('enginePower')} />
          <TextField label="Sėdimų vietų skaičius" inputMode="numeric" error={errors.numberOfSeats?.message} {...register('numberOfSeats')} />
        </FormRow>
        <FormRow $columns={3}>
          <TextField label="Ratlankių dydis (coliais)" inputMode="numeric" error={errors.rimSize?.message} {...register('rimSize')} />
          <TextField label="Vidutinės kuro sąnaudos (l/100 km)" inputMode="decimal" error={errors.averageFuelConsumption?.message} {...register('averageFuelConsumption')} />
          <TextField label="Rida (km)" inputMode="numeric" error={errors.odometer?.message} {...register('odometer')} />
        </FormRow>
        <FormRow $columns={3}>
          <Select
            label="Techninė apžiūra iki (metai)"
            placeholder="Pasirinkite metus"
            options={inspectionYearOptions(currentYear).map((year) => ({ value: year, label: String(year) }))}
            error={errors.inspectionYear?.message}
            {...register('inspectionYear')}
          />
          <Select
            label="Techninė apžiūra iki (mėnuo)"
            placeholder="Pasirinkite mėnesį"
            options={INSPECTION_MONTHS.map((month) => ({ value: month, label: MONTH_LABELS[month] }))}
            error={errors.inspectionMonth?.message}
            {...register('inspectionMonth')}
          />
          <TextField label="Kaina (€)" inputMode="numeric" error={errors.price?.message} {...register('price')} />
        </FormRow>
        <Checkbox label={TAXI_LABEL} error={errors.isForTaxi?.message} {...register('isForTaxi')} />
      </FormSection>

      <FormSection legend="Aprašymas">
        <TextField label="Aprašymas (neprivaloma)" multiline rows={6} error={errors.description?.message} {...register('description')} />
      </FormSection>

      <FormSection legend="Ypatybės">
        <FeaturesField field={register('carFeatures')} />
      </FormSection>

      <FormActions>
        <Button type="submit" loading={isSubmitting} disabled={submitDisabled}>
          {car ? 'Atnaujinti skelbimą' : 'Įkelti skelbimą'}
        </Button>
        {/* Always in the page, so screen readers announce the text when it appears. */}
        <ProcessingNote role="status">{processing ? PHOTOS_PROCESSING : ''}</ProcessingNote>
        {car ? null : <DraftStatus state={autosave} />}
      </FormActions>
    </form>
  );
}
