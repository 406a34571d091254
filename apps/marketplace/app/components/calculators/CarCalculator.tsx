import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import styled from 'styled-components';
import { HAND_OFF_COOKIES, TERM_SLIDER, formatPriceLabel } from '@ratai/domain';
import { estimateMonthlyPayment } from '@ratai/pricing';
import { CarCalculatorSchema, type CarCalculatorInput, type CarCalculatorOutput } from '@ratai/validation';
import { carApplicationUrl, carHandOff, performHandOff } from '@ratai/app-shell';
import { usePublicConfig } from '../../lib/public-config';
import { termText } from './term-text';
import { PaymentResult } from './PaymentResult';
import { useHydrated } from '@ratai/app-shell';
import { PaymentPlanDetails } from './PaymentPlanDetails';
import { SliderField } from './SliderField';
import { CalculatorSubmit } from './CalculatorSubmit';
import { reportCarEvent } from '../../lib/car-stats';

const Card = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.card};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Price = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface CarCalculatorProps {
  car: { id: number; slug: string; price: number };
  /** The form's id: the page's sticky 'Pildyti paraišką' bar jumps to it. */
  id: string;
}

/**
 * The car page's payment calculator (spec §2.7): the term slider (12–60 by 2, default 24), the
 * estimate for this car's price, the consent and the button to the wizard's
 * /automobilio-paraiska/{carSlug} with term, approxMonthlyPayment and carId handed over.
 */
export function CarCalculator({ car, id }: CarCalculatorProps) {
  const config = usePublicConfig();
  const hydrated = useHydrated();
  const {
    control,
    register,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<CarCalculatorInput, unknown, CarCalculatorOutput>({
    resolver: valibotResolver(CarCalculatorSchema),
    defaultValues: {
      term: TERM_SLIDER.default,
      approxMonthlyPayment: estimateMonthlyPayment(car.price, TERM_SLIDER.default),
      termsAgreed: false,
    },
  });
  const term = Number(useWatch({ control, name: 'term' }));
  const payment = estimateMonthlyPayment(car.price, term);

  useEffect(() => {
    setValue('approxMonthlyPayment', payment);
  }, [payment, setValue]);

  // The owner's statistics count one calculator use per page view: the visitor's first touch of it.
  const used = useRef(false);
  const markUsed = () => {
    if (used.current) return;
    used.current = true;
    reportCarEvent(config.apiOrigin, car.slug, 'calculator');
  };

  const submit = handleSubmit((values) => {
    performHandOff(
      carHandOff({
        wizardUrl: config.wizardUrl,
        carSlug: car.slug,
        carId: car.id,
        term: values.term,
        approxMonthlyPayment: values.approxMonthlyPayment,
        termsAgreed: values.termsAgreed,
      }),
      config.cookieDomain,
    );
  });

  return (
    <Card
      onSubmit={(event) => {
        markUsed();
        return submit(event);
      }}
      onChange={markUsed}
      onInput={markUsed}
      // Sent natively only when pressed before the page's code has loaded (or without JavaScript):
      // the wizard then takes the term and consent from the query and recomputes the payment.
      action={carApplicationUrl(config.wizardUrl, car.slug)}
      method="get"
      noValidate
      aria-labelledby="skaiciuokles-antraste"
      id={id}
      data-hydrated={hydrated || undefined}
    >
      <Title id="skaiciuokles-antraste">Mėnesio įmokos skaičiuoklė</Title>
      <input type="hidden" name={HAND_OFF_COOKIES.carId} value={car.id} />
      <Price>{formatPriceLabel(car.price)}</Price>
      <SliderField control={control} name="term" label="Laikotarpis" range={TERM_SLIDER} formatValue={termText} />
      <PaymentResult payment={payment} term={term} />
      <PaymentPlanDetails price={car.price} term={term} idPrefix="automobilio" />
      {payment > 0 ? (
        <CalculatorSubmit
          consent={register('termsAgreed')}
          consentError={errors.termsAgreed?.message}
          loading={isSubmitting}
        />
      ) : null}
    </Card>
  );
}
