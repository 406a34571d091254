import type { FastifyBaseLogger } from 'fastify';
import type { BankInstitution } from '@ratai/domain';
import { BankDataError, type BankDataClient } from '../bank/bank-data-client';

/** The bank list changes a few times a year; one provider call an hour is plenty. */
const INSTITUTIONS_TTL_MS = 60 * 60_000;
/**
 * After the provider failed, its error is given again for this long without asking it: every
 * status-page read of an open bank step wants the list, and a provider that is down should not get
 * one call per read (nor the applicant wait for its timeout each time).
 */
export const INSTITUTIONS_FAILURE_TTL_MS = 30_000;

export type InstitutionList = () => Promise<BankInstitution[]>;

/**
 * Lithuanian banks (spec §2.9: name, bic, logo), cached for an hour. One list per route plugin:
 * the form's answer and the bank step's check of the chosen bank share it. Concurrent reads share
 * one provider call; a failure is remembered for {@link INSTITUTIONS_FAILURE_TTL_MS}.
 */
export function createInstitutionList(bank: BankDataClient, now: () => number = Date.now): InstitutionList {
  let cached: { at: number; list: BankInstitution[] } | null = null;
  let failed: { at: number; error: unknown } | null = null;
  let inFlight: Promise<BankInstitution[]> | null = null;
  return function institutions(): Promise<BankInstitution[]> {
    if (cached && now() - cached.at < INSTITUTIONS_TTL_MS) return Promise.resolve(cached.list);
    if (failed && now() - failed.at < INSTITUTIONS_FAILURE_TTL_MS) return Promise.reject(failed.error);
    inFlight ??= bank
      .listInstitutions('LT')
      .then((answer) => {
        const list = answer.map(({ id, name, bic, logo }) => ({ id, name, bic, logo }));
        cached = { at: now(), list };
        failed = null;
        return list;
      })
      .catch((error: unknown) => {
        failed = { at: now(), error };
        throw error;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
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
