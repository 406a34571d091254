/**
 * The Lithuanian banks the sandbox offers, with the ids GoCardless uses (NAME_BIC, the BIC as the
 * provider lists it — 11 characters for Šiaulių bankas and Medicinos bankas) and each bank's
 * history limit (`transaction_total_days`): most Lithuanian banks hand over only 90 days through
 * GoCardless, so an agreement asking for more is refused (README "Banks"). Brand colours and
 * initials draw the logos locally (logos.ts), so the sandbox needs no network and no third-party
 * artwork. `bankCode` is the five-digit code inside a Lithuanian IBAN.
 */
export interface SandboxInstitution {
  id: string;
  name: string;
  bic: string;
  bankCode: string;
  /** Days of history the bank gives (GoCardless sends this as a string). */
  transactionTotalDays: number;
  /** Longest access an agreement may ask for (also a string at GoCardless). */
  maxAccessValidForDays: number;
  initials: string;
  background: string;
  foreground: string;
}

export const INSTITUTIONS: readonly SandboxInstitution[] = [
  {
    id: 'SWEDBANK_HABALT22',
    name: 'Swedbank',
    bic: 'HABALT22',
    bankCode: '73000',
    transactionTotalDays: 90,
    maxAccessValidForDays: 180,
    initials: 'S',
    background: '#FF5F00',
    foreground: '#FFFFFF',
  },
  {
    id: 'SEB_CBVILT2X',
    name: 'SEB',
    bic: 'CBVILT2X',
    bankCode: '70440',
    transactionTotalDays: 90,
    maxAccessValidForDays: 180,
    initials: 'SEB',
    background: '#41A62A',
    foreground: '#FFFFFF',
  },
  {
    id: 'LUMINOR_AGBLLT2X',
    name: 'Luminor',
    bic: 'AGBLLT2X',
    bankCode: '40100',
    transactionTotalDays: 90,
    maxAccessValidForDays: 180,
    initials: 'L',
    background: '#481335',
    foreground: '#FFFFFF',
  },
  {
    id: 'SIAULIU_BANKAS_CBSBLT26XXX',
    name: 'Šiaulių bankas',
    bic: 'CBSBLT26XXX',
    bankCode: '71800',
    transactionTotalDays: 90,
    maxAccessValidForDays: 180,
    initials: 'ŠB',
    background: '#00805A',
    foreground: '#FFFFFF',
  },
  {
    id: 'CITADELE_INDULT2X',
    name: 'Citadele',
    bic: 'INDULT2X',
    bankCode: '72900',
    transactionTotalDays: 730,
    maxAccessValidForDays: 180,
    initials: 'C',
    background: '#C8102E',
    foreground: '#FFFFFF',
  },
  {
    id: 'REVOLUT_REVOLT21',
    name: 'Revolut',
    bic: 'REVOLT21',
    bankCode: '32500',
    transactionTotalDays: 90,
    maxAccessValidForDays: 90,
    initials: 'R',
    background: '#191C1F',
    foreground: '#FFFFFF',
  },
  {
    id: 'MEDICINOSBANK_MDBALT22XXX',
    name: 'Medicinos bankas',
    bic: 'MDBALT22XXX',
    bankCode: '72300',
    transactionTotalDays: 90,
    maxAccessValidForDays: 180,
    initials: 'MB',
    background: '#005DAA',
    foreground: '#FFFFFF',
  },
];

export function findInstitution(id: string): SandboxInstitution | undefined {
  return INSTITUTIONS.find((i) => i.id === id);
}
