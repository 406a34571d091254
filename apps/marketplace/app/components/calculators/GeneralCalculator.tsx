import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { FILL_APPLICATION, GENERAL_CALCULATOR_PRICE, TERM_SLIDER, formatEuro } from '@ratai/domain';
import { estimateMonthlyPayment } from '@ratai/pricing';
import { Button, Slider, media } from '@ratai/ui';
import { GeneralCalculatorSchema, type GeneralCalculatorInput, type GeneralCalculatorOutput } from '@ratai/validation';
import { generalHandOff, performHandOff } from '../../lib/hand-off';
import { usePublicConfig } from '../../lib/public-config';
import { PaymentResult } from './PaymentResult';
import { termText } from './term-text';
import { useHydrated } from '../../lib/use-hydrated';
import { TermsConsent } from './TermsConsent';

const Layout = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};

  ${media.fromTablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: center;
    padding: ${({ theme }) => theme.space.xl};
  }
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;


export interface GeneralCalculatorProps {
  /** Only the sliders and the estimate: no consent and no button (spec §2.8). */
  calculatorOnly?: boolean;
}

/**
 * The general calculator (spec §2.8): price 2000–50000 € by 500 (default 2000), term 12–60 by 2
 * (default 24), the estimate, the consent and 'Pildyti paraiska', which writes the hand-off
 * cookies and opens the wizard's /paraiska.
 */
export function GeneralCalculator({ calculatorOnly = false }: GeneralCalculatorProps) {
  const config = usePublicConfig();
  const hydrated = useHydrated();
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<GeneralCalculatorInput, unknown, GeneralCalculatorOutput>({
    resolver: valibotResolver(GeneralCalculatorSchema),
    defaultValues: {
      price: GENERAL_CALCULATOR_PRICE.default,
      term: TERM_SLIDER.default,
      approxMonthlyPayment: estimateMonthlyPayment(GENERAL_CALCULATOR_PRICE.default, TERM_SLIDER.default),
      termsAgreed: false,
    },
  });
  const price = Number(useWatch({ control, name: 'price' }));
  const term = Number(useWatch({ control, name: 'term' }));
  const payment = estimateMonthlyPayment(price, term);

  useEffect(() => {
    setValue('approxMonthlyPayment', payment);
  }, [payment, setValue]);

  const submit = handleSubmit((values) => {
    performHandOff(
      generalHandOff({
        wizardUrl: config.wizardUrl,
        price: values.price,
        term: values.term,
        approxMonthlyPayment: values.approxMonthlyPayment,
        termsAgreed: values.termsAgreed,
      }),
      config.cookieDomain,
    );
  });

  return (
    <Layout onSubmit={submit} noValidate aria-label="Bendra įmokos skaičiuoklė" data-hydrated={hydrated || undefined}>
      <div>
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
      </div>
      <Side>
        <PaymentResult payment={payment} term={term} />
        {calculatorOnly ? null : (
          <>
            <TermsConsent registration={register('termsAgreed')} error={errors.termsAgreed?.message} />
            {errors.approxMonthlyPayment?.message ? <p role="alert">{errors.approxMonthlyPayment.message}</p> : null}
            <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
              {FILL_APPLICATION}
            </Button>
          </>
        )}
      </Side>
    </Layout>
  );
}
