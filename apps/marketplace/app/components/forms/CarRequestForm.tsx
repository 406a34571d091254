import { Controller, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { skipToken } from '@reduxjs/toolkit/query';
import styled, { css } from 'styled-components';
import { useCarModelsQuery, useCarRequestMutation } from '@ratai/api-client';
import { CAR_REQUEST_PRICE, LOADING, PHONE_PREFIX, formatEuro, yearOptions, type CarMake } from '@ratai/domain';
import { Button, Select, Slider, TextField, media } from '@ratai/ui';
import { CarRequestSchema, type CarRequestInput, type CarRequestOutput } from '@ratai/validation';
import { usePublicConfig } from '../../lib/public-config';
import { useHydrated } from '@ratai/app-shell';
import { TermsConsent } from '../calculators/TermsConsent';
import { useLeadForm } from './useLeadForm';
import { LeadFormCard } from './LeadFormCard';

export interface CarRequestFormProps {
  makes: readonly CarMake[];
  /** horizontal: fields side by side on wide screens; vertical: one column (spec §2.12). */
  layout?: 'horizontal' | 'vertical';
  title?: string;
  subtitle?: string;
}

export const CAR_REQUEST_TITLE = 'Neradote tinkamo automobilio?';
export const CAR_REQUEST_SUBTITLE =
  'Aprašykite, kokio automobilio ieškote, ir mes jį surasime. Pasiūlymą atsiųsime el. paštu arba paskambinsime.';

const Fields = styled.div<{ $horizontal: boolean }>`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};

  ${({ $horizontal }) =>
    $horizontal &&
    css`
      ${media.fromTablet} {
        grid-template-columns: repeat(2, minmax(0, 1fr));
      }
      ${media.desktop} {
        grid-template-columns: repeat(3, minmax(0, 1fr));
      }
    `}
`;

const PriceGroup = styled.fieldset`
  grid-column: 1 / -1;
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  border: 0;

  ${media.fromTablet} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const Bottom = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};

  ${media.fromTablet} {
    flex-direction: row;
    align-items: flex-start;
    justify-content: space-between;
  }
`;

const EMPTY: CarRequestInput = {
  carMake: '',
  carModel: '',
  modelYear: '',
  price: [CAR_REQUEST_PRICE.min, 10000],
  // Spec §9: the default phone prefix is +370 (issue 17 bug 7: it started empty); the schema counts
  // a bare prefix as missing.
  phone: PHONE_PREFIX,
  email: '',
  termsAgreed: false,
};

/**
 * The car request form (spec §2.12, §5): wanted make, model (reloads with the make), year, a
 * price range of 2000–25000 € by 500, phone, e-mail and consent. Sent to POST /email/car-request.
 */
export function CarRequestForm({
  makes,
  layout = 'horizontal',
  title = CAR_REQUEST_TITLE,
  subtitle = CAR_REQUEST_SUBTITLE,
}: CarRequestFormProps) {
  const { currentYear } = usePublicConfig();
  const hydrated = useHydrated();
  const [carRequest] = useCarRequestMutation();
  const {
    control,
    register,
    setValue,
    status,
    submit,
    formState: { errors, isSubmitting },
  } = useLeadForm<CarRequestInput, CarRequestOutput>({
    resolver: valibotResolver(CarRequestSchema),
    empty: EMPTY,
    action: 'car_request',
    call: (body) => carRequest(body).unwrap(),
  });
  const makeId = useWatch({ control, name: 'carMake' });
  const models = useCarModelsQuery(makeId ? Number(makeId) : skipToken);
  const makeRegistration = register('carMake', {
    onChange: () => setValue('carModel', ''),
  });

  return (
    <LeadFormCard
      titleId="car-request-title"
      title={title}
      subtitle={subtitle}
      status={status}
      statusId="car-request-status"
      roomy
    >
      <form onSubmit={submit} noValidate aria-labelledby="car-request-title" data-hydrated={hydrated || undefined}>
        <Fields $horizontal={layout === 'horizontal'}>
          <Select
            label="Markė"
            placeholder="Pasirinkite markę"
            options={makes.map((m) => ({ value: m.id, label: m.name }))}
            error={errors.carMake?.message}
            required
            {...makeRegistration}
          />
          <Select
            label="Modelis"
            placeholder={makeId ? 'Pasirinkite modelį' : 'Pirmiausia pasirinkite markę'}
            emptyText={!makeId ? 'Pirmiausia pasirinkite markę' : models.isFetching ? LOADING : undefined}
            options={(makeId ? (models.data ?? []) : []).map((m) => ({ value: m.id, label: m.name }))}
            disabled={!makeId}
            error={errors.carModel?.message}
            required
            {...register('carModel')}
          />
          <Select
            label="Pagaminimo metai"
            placeholder="Pasirinkite metus"
            options={yearOptions({ currentYear }).map((y) => ({ value: y, label: String(y) }))}
            error={errors.modelYear?.message}
            required
            {...register('modelYear')}
          />
          <Controller
            control={control}
            name="price"
            render={({ field, fieldState }) => {
              const [from, to] = (field.value ?? [CAR_REQUEST_PRICE.min, CAR_REQUEST_PRICE.max]).map(Number);
              return (
                <PriceGroup>
                  <legend>Kaina</legend>
                  <Slider
                    label="Nuo"
                    min={CAR_REQUEST_PRICE.min}
                    max={CAR_REQUEST_PRICE.max}
                    step={CAR_REQUEST_PRICE.step}
                    value={from}
                    formatValue={formatEuro}
                    onChange={(value) => field.onChange([value, Math.max(value, to)])}
                    onBlur={field.onBlur}
                  />
                  <Slider
                    label="Iki"
                    min={CAR_REQUEST_PRICE.min}
                    max={CAR_REQUEST_PRICE.max}
                    step={CAR_REQUEST_PRICE.step}
                    value={to}
                    formatValue={formatEuro}
                    onChange={(value) => field.onChange([Math.min(from, value), value])}
                    onBlur={field.onBlur}
                    hint={fieldState.error?.message}
                  />
                </PriceGroup>
              );
            }}
          />
          <TextField
            label="Telefono numeris"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            error={errors.phone?.message}
            required
            {...register('phone')}
          />
          <TextField
            label="El. paštas"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            required
            {...register('email')}
          />
        </Fields>
        <Bottom>
          <TermsConsent registration={register('termsAgreed')} error={errors.termsAgreed?.message} />
          <Button type="submit" loading={isSubmitting}>
            Siųsti užklausą
          </Button>
        </Bottom>
      </form>
    </LeadFormCard>
  );
}
