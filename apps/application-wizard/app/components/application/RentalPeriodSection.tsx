import { useEffect, type ReactNode } from 'react';
import { Controller, useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import styled from 'styled-components';
import { GENERAL_CALCULATOR_PRICE, TERM_SLIDER, formatEuro } from '@ratai/domain';
import { estimateMonthlyPayment } from '@ratai/pricing';
import { FieldError, FormSection, Slider, media } from '@ratai/ui';
import type { RentalApplicationOutput } from '@ratai/validation';
import type { ApplicationFlow } from '../../lib/application-flow';
import type { ApplicationFormValues } from './application-form-values';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.md};

  ${media.fromTablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

/** Label and value on one line on phones (a compact summary), stacked in a tile from tablet up. */
const Item = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  border-radius: ${({ theme }) => theme.radii.md};

  ${media.fromTablet} {
    display: block;
    padding: ${({ theme }) => theme.space.md};
  }

  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};

    ${media.fromTablet} {
      margin-top: ${({ theme }) => theme.space.xs};
    }
  }
`;

const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "24 mėn." */
export const termText = (months: number) => `${months} mėn.`;

/**
 * The rental period summary of spec §2.9: the term in months, the monthly payment in €, and the
 * total price when above 0. Values as numbers, formatted with lt-LT.
 */
export function RentalPeriodSummary({ term, payment, price }: { term: number; payment: number; price: number }) {
  return (
    <Summary aria-label="Nuomos laikotarpio suvestinė">
      <Item>
        <dt>Laikotarpis</dt>
        <dd>{termText(term)}</dd>
      </Item>
      <Item>
        <dt>Mėnesio įmoka</dt>
        <dd data-testid="summary-payment">{payment > 0 ? `${formatEuro(payment)} / mėn.` : '–'}</dd>
      </Item>
      {price > 0 ? (
        <Item>
          <dt>Automobilio kaina</dt>
          <dd>{formatEuro(price)}</dd>
        </Item>
      ) : null}
    </Summary>
  );
}

export interface RentalPeriodSectionProps {
  flow: ApplicationFlow;
  control: Control<ApplicationFormValues, unknown, RentalApplicationOutput>;
  setValue: UseFormSetValue<ApplicationFormValues>;
  /** Errors of term / payment (e.g. a car whose price the estimate does not cover). */
  error?: string;
  /** Shown under the summary (the car flow's link back to the car). */
  children?: ReactNode;
}

/**
 * 'Nuomos laikotarpis'. In the car flow the term and payment come from the car page's calculator
 * (changed there: the link goes back to the car). In the general and partner flows the general
 * calculator's price and term sliders set them here, and the payment follows (libs/pricing).
 */
export function RentalPeriodSection({ flow, control, setValue, error, children }: RentalPeriodSectionProps) {
  const term = Number(useWatch({ control, name: 'term' }));
  const price = Number(useWatch({ control, name: 'price' }));
  const shownPayment = Number(useWatch({ control, name: 'approxMonthlyPayment' }));
  const adjustable = flow.kind !== 'car';
  const estimate = estimateMonthlyPayment(price, term);

  useEffect(() => {
    // The calculator's payment follows its sliders; the car flow keeps what the car page showed.
    if (adjustable) setValue('approxMonthlyPayment', estimate);
  }, [adjustable, estimate, setValue]);

  return (
    <FormSection legend="Nuomos laikotarpis">
      {adjustable ? (
        <>
          <Note>Pasirinkite automobilio kainą ir laikotarpį – mėnesio įmoka apskaičiuojama iš karto.</Note>
          <Controller
            control={control}
            name="price"
            render={({ field }) => (
              <Slider
                label="Automobilio kaina"
                min={GENERAL_CALCULATOR_PRICE.min}
                max={GENERAL_CALCULATOR_PRICE.max}
                step={GENERAL_CALCULATOR_PRICE.step}
                value={Number(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                formatValue={formatEuro}
              />
            )}
          />
          <Controller
            control={control}
            name="term"
            render={({ field }) => (
              <Slider
                label="Laikotarpis"
                min={TERM_SLIDER.min}
                max={TERM_SLIDER.max}
                step={TERM_SLIDER.step}
                value={Number(field.value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
                name={field.name}
                formatValue={termText}
              />
            )}
          />
        </>
      ) : null}
      <RentalPeriodSummary term={term} payment={adjustable ? estimate : shownPayment} price={price} />
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      {children}
    </FormSection>
  );
}
