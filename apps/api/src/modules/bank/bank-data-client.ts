import { HttpError } from '../../http/errors';

/**
 * Client of the GoCardless Bank Account Data API v2 (formerly Nordigen). In development and tests
 * BANK_DATA_URL points at tools/bank-sandbox, which speaks the same paths and shapes; in production
 * at https://bankaccountdata.gocardless.com. Nothing here knows which one it talks to.
 *
 * Provider responses are normalised into the small types below so that the rest of the API never
 * depends on the provider's field names (amounts as strings, camelCase/snake_case mix, etc.).
 */

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
}

export interface BankInstitution {
  id: string;
  name: string;
  bic: string;
  /** Absolute URL of the bank's logo as the provider serves it. */
  logo: string;
}

export interface BankAgreement {
  id: string;
  institutionId: string;
  maxHistoricalDays: number;
  accessValidForDays: number;
  accessScope: string[];
  created: string;
}

/**
 * GoCardless requisition statuses: CR created, GC giving consent, UA undergoing authentication,
 * RJ rejected, SA selecting accounts, GA granting access, LN linked, EX expired.
 */
export type RequisitionStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'EX';

export const REQUISITION_STATUSES: readonly RequisitionStatus[] = ['CR', 'GC', 'UA', 'RJ', 'SA', 'GA', 'LN', 'EX'];

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
}

export interface CreateRequisitionInput {
  institutionId: string;
  /** Our return route; the provider appends `?ref={reference}`. */
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

export interface BankBalance {
  /** Euros (or the account currency), negative when overdrawn. */
  amount: number;
  currency: string;
  /** e.g. closingBooked, interimAvailable, expected. */
  type: string;
  /**
   * True when the amount includes an overdraft limit (an "available" balance). Always set by the
   * client; optional so that hand-written balances (fixtures) need not repeat it.
   */
  creditLimitIncluded?: boolean;
  referenceDate: string | null;
}

export interface BankTransaction {
  /** Provider's transaction id when the bank gives one. */
  id: string | null;
  /** YYYY-MM-DD; the value date when the booking date is missing. */
  bookingDate: string;
  /** In currency units (euros), negative = money out. */
  amount: number;
  currency: string;
  /** Remittance information, or an empty string when the bank gives none. */
  description: string;
  /** The other party: the creditor for money out, the debtor for money in; null when unknown. */
  counterparty: string | null;
}

export interface BankDataClient {
  listInstitutions(country: string): Promise<BankInstitution[]>;
  createAgreement(institutionId: string, options?: { maxHistoricalDays?: number; accessValidForDays?: number }): Promise<BankAgreement>;
  createRequisition(input: CreateRequisitionInput): Promise<CreatedRequisition>;
  getRequisition(id: string): Promise<Requisition>;
  /** Each of the next three counts against the provider's limit of 4 reads per account per day. */
  getAccountDetails(accountId: string): Promise<BankAccountDetails>;
  getBalances(accountId: string): Promise<BankBalance[]>;
  /** Booked transactions only (pending ones may still change or disappear), newest first as given. */
  getTransactions(accountId: string): Promise<BankTransaction[]>;
}

/** An error answered by the provider (its `{ summary, detail, status_code }`), or a network failure (status 0). */
export class BankDataError extends Error {
  constructor(
    /** The provider's HTTP status; 0 for network errors and timeouts. */
    readonly status: number,
    readonly summary: string,
    readonly detail: string,
  ) {
    super(`Bank data ${status || 'network'} error: ${summary}`);
    this.name = 'BankDataError';
  }
}

/**
 * The requisition is not linked (the applicant refused, has not finished, or the access expired),
 * so there is nothing to read. Raised by readAccountDataOnce before any account read is spent.
 */
export class RequisitionNotLinkedError extends Error {
  constructor(
    readonly requisitionId: string,
    readonly status: RequisitionStatus,
  ) {
    super(`Requisition is not linked (status ${status})`);
    this.name = 'RequisitionNotLinkedError';
  }
}

/**
 * Maps any error from the client to our HttpError with a Lithuanian message. The provider's own
 * summary/detail stay out of the message (they are English and may echo ids); callers log
 * `{ status, summary }` of the BankDataError if they need to.
 */
export function bankDataHttpError(error: unknown): HttpError {
  if (error instanceof BankDataError) {
    if (error.status === 429) {
      return new HttpError(
        503,
        'BankDataRateLimitError',
        'Banko duomenų užklausų limitas šiandien išnaudotas. Pabandykite rytoj.',
        { providerStatus: 429 },
      );
    }
    if (error.status === 0 || error.status >= 500) {
      return new HttpError(502, 'BankDataUnavailableError', 'Banko duomenų paslauga laikinai nepasiekiama', {
        providerStatus: error.status,
      });
    }
    if (error.status === 401 || error.status === 403) {
      // Our credentials were refused: not the applicant's fault, so not a 4xx for them.
      return new HttpError(502, 'BankDataUnavailableError', 'Banko duomenų paslauga laikinai nepasiekiama', {
        providerStatus: error.status,
      });
    }
    if (error.status === 404) {
      return new HttpError(400, 'BankDataError', 'Banko sutikimas nerastas arba nebegalioja. Pradėkite iš naujo.', {
        providerStatus: 404,
      });
    }
    return new HttpError(400, 'BankDataError', 'Banko duomenų užklausa atmesta. Patikrinkite pasirinktą banką ir bandykite dar kartą.', {
      providerStatus: error.status,
    });
  }
  if (error instanceof RequisitionNotLinkedError) {
    if (error.status === 'RJ') {
      return new HttpError(400, 'BankConsentRefusedError', 'Sutikimas dalintis banko duomenimis nepateiktas. Galite bandyti dar kartą.', {
        requisitionStatus: error.status,
      });
    }
    if (error.status === 'EX') {
      return new HttpError(400, 'BankConsentExpiredError', 'Banko sutikimas nebegalioja. Susiekite banką iš naujo.', {
        requisitionStatus: error.status,
      });
    }
    return new HttpError(409, 'BankConsentPendingError', 'Banko susiejimas dar nebaigtas. Užbaikite jį banko puslapyje.', {
      requisitionStatus: error.status,
    });
  }
  if (error instanceof HttpError) return error;
  return new HttpError(502, 'BankDataUnavailableError', 'Banko duomenų paslauga laikinai nepasiekiama');
}

// ---------------------------------------------------------------------------------------------
// Provider shapes (only the fields we read).

interface TokenNewResponse {
  access: string;
  access_expires: number;
  refresh: string;
  refresh_expires: number;
}
interface TokenRefreshResponse {
  access: string;
  access_expires: number;
}
interface ProviderInstitution {
  id: string;
  name: string;
  bic: string;
  logo: string;
}
interface ProviderAgreement {
  id: string;
  created: string;
  institution_id: string;
  max_historical_days: number;
  access_valid_for_days: number;
  access_scope: string[];
}
interface ProviderRequisition {
  id: string;
  status: string;
  link: string;
  accounts: string[];
  reference: string;
}
interface ProviderAmount {
  amount: string;
  currency: string;
}
interface ProviderDetails {
  account: {
    resourceId?: string;
    iban?: string;
    currency?: string;
    ownerName?: string;
    name?: string;
    product?: string;
  };
}
interface ProviderBalances {
  balances: { balanceAmount: ProviderAmount; balanceType: string; creditLimitIncluded?: boolean; referenceDate?: string }[];
}
export interface ProviderTransaction {
  transactionId?: string;
  internalTransactionId?: string;
  bookingDate?: string;
  valueDate?: string;
  transactionAmount: ProviderAmount;
  remittanceInformationUnstructured?: string;
  remittanceInformationUnstructuredArray?: string[];
  remittanceInformationStructured?: string;
  additionalInformation?: string;
  creditorName?: string;
  debtorName?: string;
}
interface ProviderTransactions {
  transactions: { booked: ProviderTransaction[]; pending?: ProviderTransaction[] };
}

/** Refresh or renew this long before the provider's expiry, so a token never dies mid-request. */
const EXPIRY_MARGIN_MS = 60_000;
const DEFAULT_TIMEOUT_MS = 10_000;
/**
 * The affordability check looks at six whole calendar months before the current one; on the
 * 31st that reaches 31 + 184 days back. Asking for no more than that keeps the data minimal.
 */
export const DEFAULT_HISTORY_DAYS = 215;

export function createBankDataClient(config: BankDataConfig, options: BankDataClientOptions = {}): BankDataClient {
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const base = `${config.url.replace(/\/+$/, '')}/api/v2`;

  let access: { token: string; expiresAt: number } | null = null;
  let refresh: { token: string; expiresAt: number } | null = null;
  // Concurrent requests share one token request instead of each asking for a new pair.
  let pendingToken: Promise<string> | null = null;

  async function send<T>(method: 'GET' | 'POST', path: string, body: unknown, token: string | null): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers['authorization'] = `Bearer ${token}`;
    let response: Response;
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch {
      // Only the kind of failure is kept: the error of fetch can carry the request (and its headers).
      const timedOut = signal.aborted;
      throw new BankDataError(0, timedOut ? 'Timeout' : 'Network error', timedOut ? `No answer in ${timeoutMs} ms` : 'The provider could not be reached');
    }
    const text = await response.text().catch(() => '');
    const parsed = parseJson(text);
    if (!response.ok) throw providerError(response.status, parsed);
    if (parsed === undefined) throw new BankDataError(502, 'Invalid response', 'The provider answered with something other than JSON');
    return parsed as T;
  }

  async function newToken(): Promise<string> {
    const t = await send<TokenNewResponse>('POST', '/token/new/', { secret_id: config.secretId, secret_key: config.secretKey }, null);
    const at = now();
    access = { token: t.access, expiresAt: at + t.access_expires * 1000 };
    refresh = { token: t.refresh, expiresAt: at + t.refresh_expires * 1000 };
    return t.access;
  }

  async function refreshToken(refreshWith: string): Promise<string> {
    try {
      const t = await send<TokenRefreshResponse>('POST', '/token/refresh/', { refresh: refreshWith }, null);
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

  /** An authorised request; one retry with fresh tokens if the provider says ours is no longer valid. */
  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const token = await accessToken();
    try {
      return await send<T>(method, path, body, token);
    } catch (error) {
      if (error instanceof BankDataError && error.status === 401) {
        access = null;
        refresh = null;
        return send<T>(method, path, body, await accessToken());
      }
      throw error;
    }
  }

  const accountPath = (accountId: string, part: string) => `/accounts/${encodeURIComponent(accountId)}/${part}/`;

  return {
    async listInstitutions(country) {
      const list = await call<ProviderInstitution[]>('GET', `/institutions/?country=${encodeURIComponent(country)}`);
      return list.map((i) => ({ id: i.id, name: i.name, bic: i.bic, logo: i.logo }));
    },

    async createAgreement(institutionId, agreementOptions = {}) {
      const a = await call<ProviderAgreement>('POST', '/agreements/enduser/', {
        institution_id: institutionId,
        max_historical_days: agreementOptions.maxHistoricalDays ?? DEFAULT_HISTORY_DAYS,
        // One day is enough: we read once right after consent and keep the result.
        access_valid_for_days: agreementOptions.accessValidForDays ?? 1,
        access_scope: ['balances', 'details', 'transactions'],
      });
      return {
        id: a.id,
        institutionId: a.institution_id,
        maxHistoricalDays: Number(a.max_historical_days),
        accessValidForDays: Number(a.access_valid_for_days),
        accessScope: a.access_scope,
        created: a.created,
      };
    },

    async createRequisition(input) {
      const r = await call<ProviderRequisition>('POST', '/requisitions/', {
        redirect: input.redirect,
        institution_id: input.institutionId,
        reference: input.reference,
        ...(input.agreementId ? { agreement: input.agreementId } : {}),
        user_language: input.userLanguage ?? 'LT',
      });
      return { id: r.id, link: r.link, status: toStatus(r.status) };
    },

    async getRequisition(id) {
      const r = await call<ProviderRequisition>('GET', `/requisitions/${encodeURIComponent(id)}/`);
      return { id: r.id, status: toStatus(r.status), accounts: r.accounts ?? [], reference: r.reference };
    },

    async getAccountDetails(accountId) {
      const d = await call<ProviderDetails>('GET', accountPath(accountId, 'details'));
      const a = d.account ?? {};
      return {
        id: accountId,
        iban: a.iban ?? null,
        currency: a.currency ?? null,
        ownerName: a.ownerName ?? null,
        name: a.name ?? a.product ?? null,
      };
    },

    async getBalances(accountId) {
      const b = await call<ProviderBalances>('GET', accountPath(accountId, 'balances'));
      return (b.balances ?? []).map((x) => ({
        amount: toAmount(x.balanceAmount.amount),
        currency: x.balanceAmount.currency,
        type: x.balanceType,
        creditLimitIncluded: x.creditLimitIncluded === true,
        referenceDate: x.referenceDate ?? null,
      }));
    },

    async getTransactions(accountId) {
      const t = await call<ProviderTransactions>('GET', accountPath(accountId, 'transactions'));
      return (t.transactions?.booked ?? []).map(normaliseTransaction);
    },
  };
}

export function normaliseTransaction(t: ProviderTransaction): BankTransaction {
  const amount = toAmount(t.transactionAmount.amount);
  const description =
    t.remittanceInformationUnstructured ??
    t.remittanceInformationUnstructuredArray?.join(' ') ??
    t.remittanceInformationStructured ??
    t.additionalInformation ??
    '';
  // Money out names the creditor (who was paid), money in the debtor (who paid us).
  const counterparty = (amount < 0 ? t.creditorName ?? t.debtorName : t.debtorName ?? t.creditorName) ?? null;
  return {
    id: t.transactionId ?? t.internalTransactionId ?? null,
    bookingDate: t.bookingDate ?? t.valueDate ?? '',
    amount,
    currency: t.transactionAmount.currency,
    description: description.trim(),
    counterparty,
  };
}

/** "-12.30" → -12.3; the provider sends decimal strings so that no precision is lost in JSON. */
function toAmount(value: string | number): number {
  const n = typeof value === 'number' ? value : Number.parseFloat(value);
  if (!Number.isFinite(n)) throw new BankDataError(502, 'Invalid response', 'An amount is not a number');
  return Math.round(n * 100) / 100;
}

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

/**
 * The provider's error body is `{ summary, detail, status_code }`; validation errors instead key the
 * same pair by field (`{ institution_id: { summary, detail }, status_code: 400 }`). Both are read.
 */
function providerError(status: number, body: unknown): BankDataError {
  if (isRecord(body)) {
    if (typeof body['summary'] === 'string') {
      return new BankDataError(status, body['summary'], stringOf(body['detail']));
    }
    for (const [field, value] of Object.entries(body)) {
      if (isRecord(value) && typeof value['summary'] === 'string') {
        return new BankDataError(status, value['summary'], `${field}: ${stringOf(value['detail'])}`);
      }
    }
  }
  return new BankDataError(status, `HTTP ${status}`, '');
}

function stringOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((x) => typeof x === 'string').join(' ');
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
