import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { GENERAL_CALCULATOR_PRICE, TERM_SLIDER, formatEuro } from '@ratai/domain';
import { estimateMonthlyPayment } from '@ratai/pricing';
import { media } from '@ratai/ui';
import { GeneralCalculatorSchema, type GeneralCalculatorInput, type GeneralCalculatorOutput } from '@ratai/validation';
import { generalApplicationUrl, generalHandOff, performHandOff } from '@ratai/app-shell';
import { usePublicConfig } from '../../lib/public-config';
import { PaymentResult } from './PaymentResult';
import { PaymentPlanDetails } from './PaymentPlanDetails';
import { termText } from './term-text';
import { useHydrated } from '@ratai/app-shell';
import { SliderField } from './SliderField';
import { CalculatorSubmit } from './CalculatorSubmit';

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
    <Layout
      onSubmit={submit}
      // Sent natively only when pressed before the page's code has loaded (or without JavaScript):
      // the wizard then takes the price, term and consent from the query and recomputes the payment.
      action={generalApplicationUrl(config.wizardUrl)}
      method="get"
      noValidate
      aria-label="Bendra įmokos skaičiuoklė"
      data-hydrated={hydrated || undefined}
    >
      <div>
        <SliderField
          control={control}
          name="price"
          label="Automobilio kaina"
          range={GENERAL_CALCULATOR_PRICE}
          formatValue={formatEuro}
        />
        <SliderField control={control} name="term" label="Laikotarpis" range={TERM_SLIDER} formatValue={termText} />
      </div>
      <Side>
        <PaymentResult payment={payment} term={term} />
        <PaymentPlanDetails price={price} term={term} idPrefix="bendros" />
        {calculatorOnly ? null : (
          <CalculatorSubmit
            consent={register('termsAgreed')}
            consentError={errors.termsAgreed?.message}
            loading={isSubmitting}
          >
            {errors.approxMonthlyPayment?.message ? <p role="alert">{errors.approxMonthlyPayment.message}</p> : null}
          </CalculatorSubmit>
        )}
      </Side>
    </Layout>
  );
}
