import * as v from 'valibot';
import type { BankDataClient } from './bank-data-types';
import { BankDataError, REQUISITION_STATUSES, type RequisitionStatus } from './provider-errors';
import { RequisitionSchema } from './provider-schemas';
import type { Call } from './provider-transport';

type Requisitions = Pick<BankDataClient, 'createRequisition' | 'getRequisition' | 'deleteRequisition'>;

/** The applicant's consent at the bank: created, followed to LN, deleted once read. */
export function createRequisitions(call: Call): Requisitions {
  return {
    async createRequisition(input) {
      const r = await call('POST', '/requisitions/', RequisitionSchema, {
        redirect: input.redirect,
        institution_id: input.institutionId,
        reference: input.reference,
        ...(input.agreementId ? { agreement: input.agreementId } : {}),
        user_language: input.userLanguage ?? 'LT',
      });
      return { id: r.id, link: r.link, status: toStatus(r.status) };
    },

    async getRequisition(id) {
      const r = await call('GET', `/requisitions/${encodeURIComponent(id)}/`, RequisitionSchema);
      return {
        id: r.id,
        status: toStatus(r.status),
        accounts: r.accounts,
        reference: r.reference,
        agreementId: r.agreement ?? null,
        institutionId: r.institution_id ?? null,
      };
    },

    async deleteRequisition(id) {
      try {
        await call('DELETE', `/requisitions/${encodeURIComponent(id)}/`, v.unknown());
        return 'deleted';
      } catch (error) {
        if (error instanceof BankDataError && error.kind === 'not_found') return 'not_found';
        throw error;
      }
    },
  };
}

/** Statuses we do not know (older ID, ER, SU) read as "not linked yet", never as linked. */
function toStatus(value: string): RequisitionStatus {
  return (REQUISITION_STATUSES as readonly string[]).includes(value) ? (value as RequisitionStatus) : 'CR';
}
