import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { get, useForm, useWatch, type FieldErrors, type FieldPath, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { CAR_USAGES, CAR_USAGE_LABELS, NO, SUBMIT_APPLICATION, YES } from '@ratai/domain';
import { Alert, Button, Checkbox, FormActions, FormRow, FormSection, RadioGroup, TextField } from '@ratai/ui';
import { RentalApplicationSchema, type RentalApplicationOutput } from '@ratai/validation';
import type { ApiFieldError } from '@ratai/domain';
import { flowFields, type ApplicationFlow } from '../../lib/application-flow';
import { useHeldSubmit, useHydrated, useTypedBeforeHydration, type TypedBeforeHydration } from '@ratai/app-shell';
import type { ApplicationFormValues } from './application-form-values';
import { RentalPeriodSection } from './RentalPeriodSection';

const Form = styled.form`
  display: block;
`;

const ExternalLink = styled.a`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const USAGE_OPTIONS = CAR_USAGES.map((usage) => ({ value: usage, label: CAR_USAGE_LABELS[usage] }));
const GUARANTOR_OPTIONS = [
  { value: 'true', label: YES },
  { value: 'false', label: NO },
];

/** What a submit resolves to: nothing on success, or the banner text and the server's field errors. */
export interface SubmitFailure {
  message: string;
  fieldErrors?: readonly ApiFieldError[];
}

export interface ApplicationFormProps {
  flow: ApplicationFlow;
  /** Where the form starts (the hand-off); later changes keep what was typed. */
  initialValues: ApplicationFormValues;
  /**
   * Values this tab typed before (kept when the application was sent, issue 17 bug 9): put back
   * over the initial values once they arrive. The personal codes are not among them.
   */
  restoredValues?: Partial<ApplicationFormValues> | null;
  /** The application exists already: a submit updates it (a note says so). */
  resubmit?: boolean;
  /** Sends the application (the parsed body, and the values as typed); resolves to a failure to show, or null when the flow moved on. */
  onSubmit: (values: RentalApplicationOutput, typed: ApplicationFormValues) => Promise<SubmitFailure | null>;
  /** The marketplace, for the terms, the privacy policy and the link back to the car. */
  marketplaceUrl: string;
}

// The schema's input type is wider (it also reads multipart text); the form's values are one of its inputs.
const resolver = valibotResolver(RentalApplicationSchema) as unknown as Resolver<
  ApplicationFormValues,
  unknown,
  RentalApplicationOutput
>;

const FieldList = styled.ul`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding-left: 1.25em;
`;

/**
 * The schema sees the flow's fixed fields too (`partnerSlug`, `carId`), as the API does: so the
 * partner flow's required car advertisement link is checked here, at its field, before anything
 * is sent (issue 17 bug 11).
 */
function flowResolver(flow: ApplicationFlow): Resolver<ApplicationFormValues, unknown, RentalApplicationOutput> {
  const fixed = flowFields(flow);
  return (values, context, options) => resolver({ ...values, ...fixed }, context, options);
}

/** A text field's starting value by its path ('metadata.carAdvertisementUrl' included). */
function startValue(values: ApplicationFormValues, name: FieldPath<ApplicationFormValues>): string {
  const value = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], values);
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/**
 * The starting values with what the applicant typed into the server-rendered form before its code
 * arrived (the form is a deferred part, ApplicationPart.tsx), put into the form right after it
 * hydrates: react-hook-form writes its default values into the inputs as it registers them, so
 * without this the early typing would be wiped.
 * Only the form's own fields are taken, each as its kind (numbers of the sliders as numbers).
 */
export function withTypedValues(values: ApplicationFormValues, typed: TypedBeforeHydration | null): ApplicationFormValues {
  if (!typed) return values;
  const merged: ApplicationFormValues = { ...values, metadata: { ...values.metadata } };
  const fields = merged as unknown as Record<string, unknown>;
  for (const [name, value] of Object.entries(typed)) {
    if (name === 'metadata.carAdvertisementUrl' && typeof value === 'string') {
      merged.metadata.carAdvertisementUrl = value;
    } else if (name !== 'metadata' && Object.prototype.hasOwnProperty.call(fields, name)) {
      const current = fields[name];
      if (typeof current === 'number') {
        const number = Number(value);
        if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(number)) fields[name] = number;
      } else if (typeof current === typeof value) {
        fields[name] = value;
      }
    }
  }
  return merged;
}

/**
 * Focuses the first field with an error in the form's order on the page (its controls in document
 * order: a radio group by its first option). react-hook-form's own `shouldFocusError` goes by the
 * order the fields were registered in, and a field that appears with a choice ('Mėnesio pajamos'
 * with personal use, the company and guarantor fields) registers after every field that was
 * there from the start — its focus went to 'Asmens kodas' below it. Returns whether one took it.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors<ApplicationFormValues>): boolean {
  if (!form) return false;
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!element.name || element.disabled || element.type === 'hidden' || !get(errors, element.name)) continue;
    element.focus();
    return true;
  }
  return false;
}

/**
 * The rental application form of spec §2.9, its sections in the spec's order: the car
 * advertisement link (partner flow only), the rental period, car usage, personal data, address,
 * guarantor, consents and 'Pateikti paraišką'. Every rule and message is RentalApplicationSchema's
 * (libs/validation, all errors at once); the personal-use fields appear only for personal use, the
 * company fields only for business, the guarantor's only with a guarantor. A failed submit keeps
 * every value and shows the danger banner above the form (spec §8); the server's field errors land
 * at their fields. A failed check focuses the first invalid field in the page's order
 * (`focusFirstInvalid`); a press of 'Pateikti paraišką' that came before the form's code ran is
 * made once more when it has (`useHeldSubmit` of @ratai/app-shell's deferred parts).
 */
export function ApplicationForm({ flow, initialValues, restoredValues, resubmit = false, onSubmit, marketplaceUrl }: ApplicationFormProps) {
  const hydrated = useHydrated();
  const typed = useTypedBeforeHydration();
  const [failure, setFailure] = useState<{ message: string; fields: string[] } | null>(null);
  // The visible label of every text field, so the banner can name the fields the server refused.
  const labels = useRef(new Map<string, string>());
  const banner = useRef<HTMLDivElement>(null);
  const formElement = useRef<HTMLFormElement>(null);
  const {
    register,
    control,
    setValue,
    setError,
    reset,
    getValues,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ApplicationFormValues, unknown, RentalApplicationOutput>({
    resolver: flowResolver(flow),
    // The server's values, so the hydrating render is the server's HTML; what was typed follows
    // right after (below).
    defaultValues: initialValues,
    // In the page's order instead (focusFirstInvalid): react-hook-form's is the registration order.
    shouldFocusError: false,
  });
  const carUsage = useWatch({ control, name: 'carUsage' });
  const hasGuarantor = useWatch({ control, name: 'hasGuarantor' });

  useLayoutEffect(() => {
    // What was typed or chosen before the code arrived, applied once the part has hydrated and
    // before the browser paints. Not in the first render: a choice such as personal or business
    // use shows or hides whole sections, and rendering it while hydrating made React throw the
    // server HTML away and draw the form anew (error #418) — taking the focused control with it.
    if (typed) reset(withTypedValues(initialValues, typed));
    // Only once: `typed` is what the server HTML held when the code arrived.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // The submit button is at the bottom, the banner at the top: bring the banner into view
    // (role="alert" already announces it).
    if (failure) banner.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
  }, [failure]);

  useEffect(() => {
    // Kept values replace whatever the browser's own form restoring put back in some inputs
    // (what the form's state did not know about), so what is shown is what is sent.
    if (restoredValues) reset({ ...initialValues, ...restoredValues });
  }, [restoredValues, initialValues, reset]);

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const result = await onSubmit(values, getValues());
      if (!result) return;
      // The banner names each refused field ('Vardas: …'), so a message about a field that is far
      // up the form, or not one of its inputs, still says where (issue 17 bug 11).
      const fields = (result.fieldErrors ?? []).map((fieldError) => {
        const label = labels.current.get(fieldError.path.join('.'));
        return label ? `${label}: ${fieldError.message}` : fieldError.message;
      });
      setFailure({ message: result.message, fields: [...new Set(fields)] });
      for (const fieldError of result.fieldErrors ?? []) {
        setError(fieldError.path.join('.') as FieldPath<ApplicationFormValues>, { type: 'server', message: fieldError.message });
      }
    },
    (invalid) => {
      focusFirstInvalid(formElement.current, invalid);
    },
  );

  // A press before the code ran was held back (the browser would have sent the form itself):
  // it counts now, with what was typed meanwhile — the messages show as after any press.
  useHeldSubmit(() => void submit());

  const text = (name: FieldPath<ApplicationFormValues>, label: string, options: { hint?: string; inputMode?: 'numeric' | 'decimal' | 'tel' | 'email' | 'url'; type?: string; autoComplete?: string; required?: boolean } = {}) => {
    const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as
      | { message?: string }
      | undefined;
    labels.current.set(name, label);
    return (
      <TextField
        // In the server HTML too (the form's code loads later, ApplicationPart.tsx): '+370' shows at once.
        defaultValue={startValue(initialValues, name)}
        label={label}
        hint={options.hint}
        error={error?.message}
        required={options.required ?? true}
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ?? 'off'}
        {...register(name)}
      />
    );
  };

  return (
    <Form
      ref={formElement}
      onSubmit={submit}
      noValidate
      aria-label="Nuomos paraiška"
      data-hydrated={hydrated || undefined}
    >
      <div ref={banner}>
        {resubmit && !failure ? (
          <Alert type="info" title="Paraiška jau pateikta">
            Pakeitimai atnaujins tą pačią paraišką.{restoredValues ? ' Asmens kodą įveskite dar kartą.' : ''}
          </Alert>
        ) : null}
        {failure ? (
          <Alert type="danger" title="Paraiškos pateikti nepavyko">
            {failure.message}
            {failure.fields.length > 0 ? (
              <FieldList>
                {failure.fields.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </FieldList>
            ) : null}
          </Alert>
        ) : null}
      </div>

      {flow.kind === 'partner' ? (
        <FormSection legend="Automobilio skelbimas">
          {text('metadata.carAdvertisementUrl', 'Automobilio skelbimo nuoroda', {
            type: 'url',
            inputMode: 'url',
            hint: 'Įklijuokite skelbimo, kuriame radote automobilį, adresą (pvz., https://…).',
          })}
        </FormSection>
      ) : null}

      <RentalPeriodSection
        flow={flow}
        control={control}
        setValue={setValue}
        error={errors.term?.message ?? errors.approxMonthlyPayment?.message ?? errors.price?.message}
      >
        {flow.kind === 'car' ? (
          <p>
            {/* The title may end with "m." (year): no second period after it (issue 17 bug 6). */}
            Automobilis: <ExternalLink href={flow.carUrl}>{flow.carTitle}</ExternalLink>
            {flow.carTitle.endsWith('.') ? ' ' : '. '}Laikotarpį ir įmoką galite keisti automobilio puslapyje.
          </p>
        ) : null}
      </RentalPeriodSection>

      <FormSection legend="Automobilio naudojimas">
        <RadioGroup
          legend="Kam naudosite automobilį?"
          options={USAGE_OPTIONS}
          required
          error={errors.carUsage?.message}
          {...register('carUsage')}
        />
        {carUsage === 'personal' ? (
          <FormRow>
            {text('monthlyIncome', 'Mėnesio pajamos (€)', { inputMode: 'decimal', hint: 'Pajamos į rankas per mėnesį' })}
            {text('sourceOfIncome', 'Pajamų šaltinis', { hint: 'Pvz., darbo užmokestis, individuali veikla' })}
          </FormRow>
        ) : null}
        {carUsage === 'business' ? (
          <FormRow>
            {text('companyName', 'Įmonės pavadinimas', { autoComplete: 'organization' })}
            {text('companyCode', 'Įmonės kodas', { inputMode: 'numeric', hint: '9 skaitmenys' })}
          </FormRow>
        ) : null}
      </FormSection>

      <FormSection legend="Asmens duomenys">
        <FormRow>
          {text('name', 'Vardas', { autoComplete: 'given-name' })}
          {text('surname', 'Pavardė', { autoComplete: 'family-name' })}
        </FormRow>
        <FormRow>
          {text('personalCode', 'Asmens kodas', { inputMode: 'numeric', hint: '11 skaitmenų' })}
          {text('driversLicense', 'Vairuotojo pažymėjimo numeris')}
        </FormRow>
        <FormRow>
          {text('phoneNumber', 'Telefono numeris', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
          {text('email', 'El. paštas', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
        </FormRow>
        <FormRow>
          {text('monthlyExpenses', 'Mėnesio išlaidos (€)', { inputMode: 'decimal', hint: 'Paskolos, lizingas ir kiti įsipareigojimai; 0, jei neturite' })}
          {text('additionalIncome', 'Papildomos pajamos (€)', { inputMode: 'decimal', required: false, hint: 'Neprivaloma' })}
        </FormRow>
      </FormSection>

      <FormSection legend="Adresas">
        <FormRow>
          {text('city', 'Miestas', { autoComplete: 'address-level2' })}
          {text('address', 'Adresas', { autoComplete: 'street-address', hint: 'Gatvė, namo ir buto numeris' })}
        </FormRow>
      </FormSection>

      <FormSection legend="Laiduotojas">
        <RadioGroup
          legend="Ar turite laiduotoją?"
          options={GUARANTOR_OPTIONS}
          required
          error={errors.hasGuarantor?.message}
          {...register('hasGuarantor')}
        />
        {hasGuarantor === 'true' ? (
          <>
            <FormRow>
              {text('guarantorNameSurname', 'Laiduotojo vardas ir pavardė')}
              {text('guarantorPersonalCode', 'Laiduotojo asmens kodas', { inputMode: 'numeric' })}
            </FormRow>
            <FormRow>
              {text('guarantorPhoneNumber', 'Laiduotojo telefono numeris', { type: 'tel', inputMode: 'tel' })}
              {text('guarantorEmail', 'Laiduotojo el. paštas', { type: 'email', inputMode: 'email' })}
            </FormRow>
            <FormRow>
              {text('guarantorCity', 'Laiduotojo miestas')}
              {text('guarantorAddress', 'Laiduotojo adresas')}
            </FormRow>
          </>
        ) : null}
      </FormSection>

      <FormSection legend="Sutikimai">
        <Checkbox
          // In the server HTML too: the calculator's consent shows ticked before the code loads.
          defaultChecked={initialValues.termsAgreed}
          {...register('termsAgreed')}
          error={errors.termsAgreed?.message}
          label={
            <>
              Sutinku su{' '}
              <a href={`${marketplaceUrl}/taisykles`} target="_blank" rel="noreferrer">
                taisyklėmis
              </a>{' '}
              ir{' '}
              <a href={`${marketplaceUrl}/privatumo-politika`} target="_blank" rel="noreferrer">
                privatumo politika
              </a>
            </>
          }
        />
        <Checkbox defaultChecked={initialValues.marketingAgreed} {...register('marketingAgreed')} label="Sutinku gauti pasiūlymus ir naujienas el. paštu (neprivaloma)" />
      </FormSection>

      <FormActions>
        <Button type="submit" size="lg" loading={isSubmitting}>
          {SUBMIT_APPLICATION}
        </Button>
      </FormActions>
    </Form>
  );
}
