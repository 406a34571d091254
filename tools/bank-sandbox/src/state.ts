import { randomBytes, randomUUID } from 'node:crypto';
import type { SandboxInstitution } from './institutions';
import type { GeneratedAccount } from './ledger';
import type { AccountFault } from './scenarios';

/**
 * Everything the sandbox remembers, in memory: a restart forgets every token, agreement,
 * requisition and account, as a fresh provider account would.
 */

export type RequisitionStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'EX';

export interface Agreement {
  id: string;
  created: string;
  institution_id: string;
  max_historical_days: number;
  access_valid_for_days: number;
  access_scope: string[];
  accepted: string | null;
}

export interface Requisition {
  id: string;
  created: string;
  redirect: string;
  status: RequisitionStatus;
  institution_id: string;
  agreement: string;
  reference: string;
  accounts: string[];
  user_language: string;
}

export interface Account {
  id: string;
  created: string;
  lastAccessed: string | null;
  institution: SandboxInstitution;
  agreementId: string;
  data: GeneratedAccount;
  /** How the account misbehaves, from the consent scenario (none for the ordinary ones). */
  fault: AccountFault | null;
  /** Failed reads so far, for faults that heal (AccountProcessing for the first N reads). */
  faultyReads: number;
}

/** What GoCardless applies when a requisition is created without an agreement of its own. */
export const DEFAULT_AGREEMENT = { maxHistoricalDays: 90, accessValidForDays: 90 };
export const ACCESS_SCOPES = ['balances', 'details', 'transactions'];

export interface SandboxState {
  now: () => Date;
  tokens: Map<string, { kind: 'access' | 'refresh'; expiresAt: number }>;
  agreements: Map<string, Agreement>;
  requisitions: Map<string, Requisition>;
  accounts: Map<string, Account>;
  /** Requisitions created per calendar month (UTC), for the free tier's limit. */
  requisitionsByMonth: Map<string, number>;
  issueToken(kind: 'access' | 'refresh', ttlSeconds: number): string;
  validToken(token: string | undefined, kind: 'access' | 'refresh'): boolean;
  createAgreement(institution: SandboxInstitution, maxHistoricalDays: number, accessValidForDays: number, scope: string[]): Agreement;
  /** A linked requisition turns EX once its agreement's access period is over. */
  refreshStatus(r: Requisition): void;
  /** True when the agreement behind the account has run out (reads then answer 401). */
  agreementExpired(agreementId: string): boolean;
}

export function createState(now: () => Date): SandboxState {
  const state: SandboxState = {
    now,
    tokens: new Map(),
    agreements: new Map(),
    requisitions: new Map(),
    accounts: new Map(),
    requisitionsByMonth: new Map(),
    issueToken(kind, ttlSeconds) {
      const token = `${kind === 'access' ? 'sbx_at' : 'sbx_rt'}_${randomBytes(24).toString('base64url')}`;
      state.tokens.set(token, { kind, expiresAt: now().getTime() + ttlSeconds * 1000 });
      return token;
    },
    validToken(token, kind) {
      const entry = token ? state.tokens.get(token) : undefined;
      if (!entry || entry.kind !== kind) return false;
      if (entry.expiresAt <= now().getTime()) {
        state.tokens.delete(token as string);
        return false;
      }
      return true;
    },
    createAgreement(institution, maxHistoricalDays, accessValidForDays, scope) {
      const agreement: Agreement = {
        id: randomUUID(),
        created: now().toISOString(),
        institution_id: institution.id,
        max_historical_days: maxHistoricalDays,
        access_valid_for_days: accessValidForDays,
        access_scope: scope,
        accepted: null,
      };
      state.agreements.set(agreement.id, agreement);
      return agreement;
    },
    refreshStatus(r) {
      if (r.status === 'LN' && state.agreementExpired(r.agreement)) r.status = 'EX';
    },
    agreementExpired(agreementId) {
      const agreement = state.agreements.get(agreementId);
      if (!agreement?.accepted) return false;
      const until = Date.parse(agreement.accepted) + agreement.access_valid_for_days * 86_400_000;
      return now().getTime() >= until;
    },
  };
  return state;
}
