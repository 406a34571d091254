import * as v from 'valibot';
import type { BankAgreement, BankDataClient } from './bank-data-types';
import { normaliseInstitution, type BankInstitution } from './normalise';
import { BankDataError } from './provider-errors';
import { AgreementSchema, InstitutionListSchema, InstitutionSchema } from './provider-schemas';
import type { Call } from './provider-transport';

/**
 * The affordability check looks at six whole calendar months before the current one; on the
 * 31st that reaches 31 + 184 days back. Asking for no more than that keeps the data minimal; most
 * Lithuanian banks give only 90 (the agreement is cut to each bank's limit).
 */
export const DEFAULT_HISTORY_DAYS = 215;

type InstitutionsAndAgreements = Pick<BankDataClient, 'listInstitutions' | 'createAgreement' | 'getAgreement'>;

/** The bank list and the end-user agreements, which are cut to each bank's history limit. */
export function createInstitutionsAndAgreements(call: Call): InstitutionsAndAgreements {
  /** institution id → its limits, from the last list (the bank list changes a few times a year). */
  const knownInstitutions = new Map<string, BankInstitution>();

  async function institution(id: string): Promise<BankInstitution> {
    const known = knownInstitutions.get(id);
    if (known) return known;
    let provided: v.InferOutput<typeof InstitutionSchema>;
    try {
      provided = await call('GET', `/institutions/${encodeURIComponent(id)}/`, InstitutionSchema);
    } catch (error) {
      // Said the way the agreement endpoint says it, so an unknown bank is "refused", not "consent not found".
      if (error instanceof BankDataError && error.kind === 'not_found') {
        throw new BankDataError(400, `Unknown Institution ID ${id}`, 'Get Institution IDs from /institutions/?country={$COUNTRY_CODE}', { kind: 'rejected' });
      }
      throw error;
    }
    const found = normaliseInstitution(provided);
    knownInstitutions.set(found.id, found);
    return found;
  }

  return {
    async listInstitutions(country) {
      const list = (await call('GET', `/institutions/?country=${encodeURIComponent(country)}`, InstitutionListSchema)).map(normaliseInstitution);
      for (const i of list) knownInstitutions.set(i.id, i);
      return list;
    },

    async createAgreement(institutionId, agreementOptions = {}) {
      const bank = await institution(institutionId);
      const a = await call('POST', '/agreements/enduser/', AgreementSchema, {
        institution_id: institutionId,
        max_historical_days: Math.min(agreementOptions.maxHistoricalDays ?? DEFAULT_HISTORY_DAYS, bank.transactionTotalDays),
        // One day is enough: we read once right after consent and keep the result.
        access_valid_for_days: Math.min(agreementOptions.accessValidForDays ?? 1, bank.maxAccessValidForDays),
        access_scope: ['balances', 'details', 'transactions'],
      });
      return toAgreement(a);
    },

    async getAgreement(id) {
      return toAgreement(await call('GET', `/agreements/enduser/${encodeURIComponent(id)}/`, AgreementSchema));
    },
  };
}

function toAgreement(a: v.InferOutput<typeof AgreementSchema>): BankAgreement {
  return {
    id: a.id,
    institutionId: a.institution_id,
    maxHistoricalDays: Number(a.max_historical_days),
    accessValidForDays: Number(a.access_valid_for_days),
    accessScope: a.access_scope,
    created: a.created,
  };
}
