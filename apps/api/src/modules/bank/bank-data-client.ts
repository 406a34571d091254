import * as v from 'valibot';
import {
  normaliseBalance,
  normaliseInstitution,
  readBookedRows,
  type BankBalance,
  type BankInstitution,
  type BankTransaction,
} from './normalise';
import { BankDataError, providerError, REQUISITION_STATUSES, type RequisitionStatus } from './provider-errors';
import {
  AccountDetailsSchema,
  AccountMetadataSchema,
  AgreementSchema,
  BalancesSchema,
  InstitutionListSchema,
  InstitutionSchema,
  RequisitionSchema,
  schemaProblem,
  TokenNewSchema,
  TokenRefreshSchema,
  TransactionsSchema,
} from './provider-schemas';

/**
 * Client of the GoCardless Bank Account Data API v2 (formerly Nordigen). In development and tests
 * BANK_DATA_URL points at tools/bank-sandbox, which speaks the same paths and shapes; in production
 * at https://bankaccountdata.gocardless.com. Nothing here knows which one it talks to.
 *
 * Every answer is checked against provider-schemas.ts and normalised (normalise.ts); errors are
 * told apart by their `type` and rate-limit headers (provider-errors.ts).
 */

export { BankDataError, RequisitionNotLinkedError, bankDataHttpError, REQUISITION_STATUSES } from './provider-errors';
export type { BankErrorKind, RequisitionStatus } from './provider-errors';
export { normaliseTransaction } from './normalise';
export type { BankBalance, BankInstitution, BankTransaction } from './normalise';
export type { ProviderTransaction } from './provider-schemas';

export interface BankDataConfig {
  /** Base URL without the /api/v2 suffix, e.g. http://127.0.0.1:4010. */
  url: string;
  secretId: string;
  secretKey: string;
}

export interface BankDataClientOptions {
  /** Replaced in tests; defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Per-request timeout; a hung provider must not hold the applicant's request forever. */
  timeoutMs?: number;
  /** Clock for token expiry, replaced in tests. */
  now?: () => number;
  /** Waits between the polls of an account the bank is still processing; replaced in tests. */
  sleep?: (ms: number) => Promise<void>;
  /** How long to wait before each re-poll of a processing account (409 AccountProcessing). */
  processingDelaysMs?: readonly number[];
}

export interface BankAgreement {
  id: string;
  institutionId: string;
  /** What the agreement grants: the asked days, cut to the bank's transaction_total_days. */
  maxHistoricalDays: number;
  accessValidForDays: number;
  accessScope: string[];
  created: string;
}

export interface CreatedRequisition {
  id: string;
  /** Where the applicant's browser goes to give consent at the bank. */
  link: string;
  status: RequisitionStatus;
}

export interface Requisition {
  id: string;
  status: RequisitionStatus;
  /** Account ids, filled once the status is LN. */
  accounts: string[];
  reference: string;
  agreementId: string | null;
  institutionId: string | null;
}

export interface CreateRequisitionInput {
  institutionId: string;
  /** Our return route; the provider appends `?ref={reference}` (and `&error=…&details=…` on a failure). */
  redirect: string;
  /**
   * Our id for this attempt; comes back as `ref`. The provider refuses a reference it has seen
   * before, so a second attempt for the same application needs a new one (e.g. `${applicationId}-${attempt}`).
   */
  reference: string;
  agreementId?: string;
  /** Language of the provider's pages; Lithuanian by default. */
  userLanguage?: string;
}

export interface BankAccountDetails {
  id: string;
  iban: string | null;
  currency: string | null;
  ownerName: string | null;
  /** Account name or product as the bank calls it. */
  name: string | null;
}

export interface BankTransactions {
  /** Booked rows the client could read (pending ones may still change or disappear). */
  booked: BankTransaction[];
  /** Booked rows left out because the bank gave no date or a broken field. */
  unreadable: number;
  /** Pending rows, counted and not read. */
  pending: number;
}

export interface BankDataClient {
  /** Banks of a country, with each one's history limit; remembered for createAgreement. */
  listInstitutions(country: string): Promise<BankInstitution[]>;
  /**
   * An end-user agreement asking for at most the bank's `transaction_total_days` of history
   * (asking for more is refused by the provider with 400 "Incorrect max_historical_days").
   */
  createAgreement(institutionId: string, options?: { maxHistoricalDays?: number; accessValidForDays?: number }): Promise<BankAgreement>;
  getAgreement(id: string): Promise<BankAgreement>;
  createRequisition(input: CreateRequisitionInput): Promise<CreatedRequisition>;
  getRequisition(id: string): Promise<Requisition>;
  /** Deletes the requisition and its agreements at the provider; 'not_found' when it was already gone. */
  deleteRequisition(id: string): Promise<'deleted' | 'not_found'>;
  /** Each of the next three counts against the bank's limit of 4 reads per account per day. */
  getAccountDetails(accountId: string): Promise<BankAccountDetails>;
  getBalances(accountId: string): Promise<BankBalance[]>;
  getTransactions(accountId: string): Promise<BankTransactions>;
}

/** Refresh or renew this long before the provider's expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
/** 2 + 4 + 8 s: about what an applicant waits on the return page before we say "try in a few minutes". */
const DEFAULT_PROCESSING_DELAYS_MS = [2_000, 4_000, 8_000];
/**
 * The affordability check looks at six whole calendar months before the current one; on the
 * 31st that reaches 31 + 184 days back. Asking for no more than that keeps the data minimal; most
 * Lithuanian banks give only 90 (the agreement is cut to each bank's limit).
 */
export const DEFAULT_HISTORY_DAYS = 215;

type Method = 'GET' | 'POST' | 'DELETE';
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any valibot schema
type Schema = v.GenericSchema<unknown, any>;

export function createBankDataClient(config: BankDataConfig, options: BankDataClientOptions = {}): BankDataClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const processingDelays = options.processingDelaysMs ?? DEFAULT_PROCESSING_DELAYS_MS;
  const base = `${config.url.replace(/\/+$/, '')}/api/v2`;

  let access: { token: string; expiresAt: number } | null = null;
  let refresh: { token: string; expiresAt: number } | null = null;
  // Concurrent requests share one token request instead of each asking for a new pair.
  let pendingToken: Promise<string> | null = null;
  /** institution id → its limits, from the last list (the bank list changes a few times a year). */
  const knownInstitutions = new Map<string, BankInstitution>();

  /** One HTTP exchange: a timeout or network failure is status 0; only the kind of failure is kept. */
  async function exchange(method: Method, path: string, body: unknown, token: string | null): Promise<{ response: Response; parsed: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    const signal = AbortSignal.timeout(timeoutMs);
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch {
      // The error of fetch can carry the request (and its headers): none of it is kept.
      const timedOut = signal.aborted;
      throw new BankDataError(0, timedOut ? 'Timeout' : 'Network error', timedOut ? `No answer in ${timeoutMs} ms` : 'The provider could not be reached');
    }
    const text = await response.text().catch(() => '');
    return { response, parsed: parseJson(text) };
  }

  /**
   * A request with one retry after a timeout or network failure, except creating a requisition:
   * its reference must be unique, so a retry after a lost answer would be refused anyway.
   */
  async function send<S extends Schema>(method: Method, path: string, body: unknown, token: string | null, schema: S): Promise<v.InferOutput<S>> {
    const retryable = !(method === 'POST' && path === '/requisitions/');
    let result: { response: Response; parsed: unknown };
    try {
      result = await exchange(method, path, body, token);
    } catch (error) {
      if (!retryable || !(error instanceof BankDataError) || error.status !== 0) throw error;
      result = await exchange(method, path, body, token);
    }
    const { response, parsed } = result;
    if (!response.ok) throw providerError(response.status, parsed, response.headers);
    // A deletion may answer with an empty body; every other answer must be JSON.
    if (parsed === undefined && method !== 'DELETE') {
      throw new BankDataError(502, 'Invalid response', 'The provider answered with something other than JSON', { kind: 'invalid_response' });
    }
    const checked = v.safeParse(schema, parsed);
    if (!checked.success) throw new BankDataError(502, 'Invalid response', schemaProblem(checked.issues), { kind: 'invalid_response' });
    return checked.output;
  }

  async function newToken(): Promise<string> {
    const t = await send('POST', '/token/new/', { secret_id: config.secretId, secret_key: config.secretKey }, null, TokenNewSchema);
    const at = now();
    access = { token: t.access, expiresAt: at + t.access_expires * 1000 };
    refresh = { token: t.refresh, expiresAt: at + t.refresh_expires * 1000 };
    return t.access;
  }

  async function refreshToken(refreshWith: string): Promise<string> {
    try {
      const t = await send('POST', '/token/refresh/', { refresh: refreshWith }, null, TokenRefreshSchema);
      access = { token: t.access, expiresAt: now() + t.access_expires * 1000 };
      return t.access;
    } catch (error) {
      // A refused refresh token (revoked, expired early) is recovered with a new pair; anything else
      // (network, 5xx) would fail the new-token request the same way, so it is passed on.
      if (error instanceof BankDataError && error.status === 401) {
        refresh = null;
        return newToken();
      }
      throw error;
    }
  }

  function accessToken(): Promise<string> {
    const at = now();
    if (access && access.expiresAt - EXPIRY_MARGIN_MS > at) return Promise.resolve(access.token);
    if (!pendingToken) {
      const refreshWith = refresh && refresh.expiresAt - EXPIRY_MARGIN_MS > at ? refresh.token : null;
      pendingToken = (refreshWith ? refreshToken(refreshWith) : newToken()).finally(() => {
        pendingToken = null;
      });
    }
    return pendingToken;
  }

  /**
   * An authorised request; one retry with fresh tokens if the provider says *our token* is no
   * longer valid. An expired consent (AccessExpiredError, also a 401) is not retried: new tokens
   * would not bring it back, and each retry of an account read may spend one of the bank's reads.
   */
  async function call<S extends Schema>(method: Method, path: string, schema: S, body?: unknown): Promise<v.InferOutput<S>> {
    const token = await accessToken();
    try {
      return await send(method, path, body, token, schema);
    } catch (error) {
      if (error instanceof BankDataError && error.kind === 'credentials' && error.status === 401) {
        access = null;
        refresh = null;
        return send(method, path, body, await accessToken(), schema);
      }
      throw error;
    }
  }

  const accountPath = (accountId: string, part?: string) => `/accounts/${encodeURIComponent(accountId)}/${part ? `${part}/` : ''}`;

  /**
   * An account read. 409 AccountProcessing (the bank is still preparing the account after consent)
   * waits, polls the account's metadata (not limited per day) and reads again; a failed read does
   * not count against the bank's daily limit, so the retries cost none of the 4 reads.
   */
  async function accountRead<S extends Schema>(accountId: string, part: string, schema: S): Promise<v.InferOutput<S>> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await call('GET', accountPath(accountId, part), schema);
      } catch (error) {
        if (!(error instanceof BankDataError) || error.kind !== 'account_processing' || attempt >= processingDelays.length) throw error;
        await sleep(processingDelays[attempt]);
        const metadata = await call('GET', accountPath(accountId), AccountMetadataSchema);
        if (metadata.status === 'EXPIRED') throw new BankDataError(401, 'Account expired', 'Account status EXPIRED', { kind: 'access_expired' });
        if (metadata.status === 'SUSPENDED') throw new BankDataError(409, 'Account suspended', 'Account status SUSPENDED', { kind: 'account_suspended' });
      }
    }
  }

  const toAgreement = (a: v.InferOutput<typeof AgreementSchema>): BankAgreement => ({
    id: a.id,
    institutionId: a.institution_id,
    maxHistoricalDays: Number(a.max_historical_days),
    accessValidForDays: Number(a.access_valid_for_days),
    accessScope: a.access_scope,
    created: a.created,
  });

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

    async getAccountDetails(accountId) {
      const a = (await accountRead(accountId, 'details', AccountDetailsSchema)).account;
      return {
        id: accountId,
        iban: a.iban || null,
        currency: a.currency || null,
        ownerName: a.ownerName?.trim() || null,
        name: a.name || a.displayName || a.product || null,
      };
    },

    async getBalances(accountId) {
      const b = await accountRead(accountId, 'balances', BalancesSchema);
      return b.balances.map((x) => normaliseBalance(x, null));
    },

    async getTransactions(accountId) {
      const t = await accountRead(accountId, 'transactions', TransactionsSchema);
      const { transactions, unreadable } = readBookedRows(t.transactions.booked);
      return { booked: transactions, unreadable, pending: t.transactions.pending.length };
    },
  };
}

/** Statuses we do not know (older ID, ER, SU) read as "not linked yet", never as linked. */
function toStatus(value: string): RequisitionStatus {
  return (REQUISITION_STATUSES as readonly string[]).includes(value) ? (value as RequisitionStatus) : 'CR';
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
