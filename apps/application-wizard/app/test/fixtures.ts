import type { BankInstitution } from '@ratai/domain';
import { emptyApplication } from '../components/application/application-form-values';

export const PERIOD = { term: 24, price: 8000, approxMonthlyPayment: 253 };
export const EMPTY = emptyApplication(PERIOD, false);

/** Valid personal codes (right check digit). */
export const CODE = '39001011237';
export const GUARANTOR_CODE = '48503124565';

export const APPLICATION_ID = '3f0c5a6e-1b2d-4c3e-8f4a-5b6c7d8e9f01';

export const BANKS: BankInstitution[] = [
  { id: 'SWEDBANK_HABALT22', name: 'Swedbank', bic: 'HABALT22', logo: 'http://bank.test/logos/swedbank.png' },
  { id: 'SEB_CBVILT2X', name: 'SEB', bic: 'CBVILT2X', logo: 'http://bank.test/logos/seb.png' },
  { id: 'SIAULIU_CBSBLT26', name: 'Šiaulių bankas', bic: 'CBSBLT26', logo: 'http://bank.test/logos/sb.png' },
];
