import type { FastifyBaseLogger } from 'fastify';
import type { BankInstitution } from '@ratai/domain';
import { BankDataError, type BankDataClient } from '../bank/bank-data-client';

/** The bank list changes a few times a year; one provider call an hour is plenty. */
const INSTITUTIONS_TTL_MS = 60 * 60_000;

export type InstitutionList = () => Promise<BankInstitution[]>;

/**
 * Lithuanian banks (spec §2.9: name, bic, logo), cached for an hour. One list per route plugin:
 * the form's answer and the bank step's check of the chosen bank share it.
 */
export function createInstitutionList(bank: BankDataClient): InstitutionList {
  let institutionsCache: { at: number; list: BankInstitution[] } | null = null;
  return async function institutions(): Promise<BankInstitution[]> {
    if (institutionsCache && Date.now() - institutionsCache.at < INSTITUTIONS_TTL_MS) return institutionsCache.list;
    const list = (await bank.listInstitutions('LT')).map(({ id, name, bic, logo }) => ({ id, name, bic, logo }));
    institutionsCache = { at: Date.now(), list };
    return list;
  };
}

/**
 * The list for an answer that must not fail with the provider: the saved form's answer and the
 * status page. null when the provider could not be asked just now (logged without personal data).
 */
export async function institutionsOrNull(institutions: InstitutionList, log: FastifyBaseLogger): Promise<BankInstitution[] | null> {
  try {
    return await institutions();
  } catch (error) {
    log.warn({ bankStatus: error instanceof BankDataError ? error.status : undefined }, 'bank institutions unavailable');
    return null;
  }
}
