import type { CarUsage } from '@ratai/domain';
import { PHONE_PREFIX } from '@ratai/domain';
import type { RentalPeriod } from '../../lib/application-flow';

/**
 * What the application form holds while the applicant types (text inputs hold text; the radio
 * groups hold 'true'/'false' and the usage value). `RentalApplicationSchema` (libs/validation)
 * turns it into the typed body: numbers converted (0 when an optional one is empty), the hidden
 * sections dropped, phones normalised, `metadata` written as JSON text.
 */
export interface ApplicationFormValues {
  term: number;
  price: number;
  approxMonthlyPayment: number;
  approxBuyout: number;
  carUsage: CarUsage | '';
  name: string;
  surname: string;
  personalCode: string;
  driversLicense: string;
  phoneNumber: string;
  email: string;
  monthlyIncome: string;
  sourceOfIncome: string;
  monthlyExpenses: string;
  additionalIncome: string;
  companyName: string;
  companyCode: string;
  city: string;
  address: string;
  hasGuarantor: 'true' | 'false' | '';
  guarantorNameSurname: string;
  guarantorPersonalCode: string;
  guarantorPhoneNumber: string;
  guarantorEmail: string;
  guarantorCity: string;
  guarantorAddress: string;
  termsAgreed: boolean;
  marketingAgreed: boolean;
  metadata: { carAdvertisementUrl: string };
}

/** An empty form for this rental period; `termsAgreed` as the calculator's consent left it. */
export function emptyApplication(period: RentalPeriod, termsAgreed: boolean): ApplicationFormValues {
  return {
    term: period.term,
    price: period.price,
    approxMonthlyPayment: period.approxMonthlyPayment,
    // Always 0 on a new application (spec §3).
    approxBuyout: 0,
    carUsage: '',
    name: '',
    surname: '',
    personalCode: '',
    driversLicense: '',
    phoneNumber: PHONE_PREFIX,
    email: '',
    monthlyIncome: '',
    sourceOfIncome: '',
    monthlyExpenses: '',
    additionalIncome: '',
    companyName: '',
    companyCode: '',
    city: '',
    address: '',
    hasGuarantor: '',
    guarantorNameSurname: '',
    guarantorPersonalCode: '',
    guarantorPhoneNumber: PHONE_PREFIX,
    guarantorEmail: '',
    guarantorCity: '',
    guarantorAddress: '',
    termsAgreed,
    marketingAgreed: false,
    metadata: { carAdvertisementUrl: '' },
  };
}
