/**
 * The payment calculators (spec §5 "Calculators", §9 sliders): the car page's calculator, the
 * general calculator, and the contract-terms panel's optional checkbox.
 */
import * as v from 'valibot';
import { GENERAL_CALCULATOR_PRICE } from '@ratai/domain';
import { booleanFromInput, monthlyPaymentField, mustBeTrue, numberFromInput, termField } from './fields';
import * as m from './messages';

/**
 * The calculator on a car page: term (required, 12–60 by 2), approxMonthlyPayment (required,
 * 1–999999) and termsAgreed, which must be true ('Būtina sutikti su taisyklėmis').
 * The price comes from the car, so it is not a field.
 */
export const CarCalculatorSchema = v.object(
  {
    term: termField({ onSlider: true }),
    approxMonthlyPayment: monthlyPaymentField(),
    termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
  },
  m.INVALID_DATA,
);
/** Input of {@link CarCalculatorSchema}. */
export type CarCalculatorInput = v.InferInput<typeof CarCalculatorSchema>;
/** Output of {@link CarCalculatorSchema}. */
export type CarCalculatorOutput = v.InferOutput<typeof CarCalculatorSchema>;

/**
 * The general calculator: as {@link CarCalculatorSchema} plus the price (required,
 * 2000–50000 € by 500).
 */
export const GeneralCalculatorSchema = v.object(
  {
    price: numberFromInput(m.REQUIRED, {
      min: GENERAL_CALCULATOR_PRICE.min,
      max: GENERAL_CALCULATOR_PRICE.max,
      step: GENERAL_CALCULATOR_PRICE.step,
    }),
    term: termField({ onSlider: true }),
    approxMonthlyPayment: monthlyPaymentField(),
    termsAgreed: mustBeTrue(m.TERMS_REQUIRED),
  },
  m.INVALID_DATA,
);
/** Input of {@link GeneralCalculatorSchema}. */
export type GeneralCalculatorInput = v.InferInput<typeof GeneralCalculatorSchema>;
/** Output of {@link GeneralCalculatorSchema}. */
export type GeneralCalculatorOutput = v.InferOutput<typeof GeneralCalculatorSchema>;

/** The contract-terms panel: its checkbox is optional (§5), false when not ticked. */
export const ContractTermsSchema = v.object({ termsAgreed: booleanFromInput(false) }, m.INVALID_DATA);
/** Input of {@link ContractTermsSchema}. */
export type ContractTermsInput = v.InferInput<typeof ContractTermsSchema>;
/** Output of {@link ContractTermsSchema}. */
export type ContractTermsOutput = v.InferOutput<typeof ContractTermsSchema>;
