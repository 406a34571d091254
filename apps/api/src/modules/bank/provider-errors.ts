import * as v from 'valibot';
import { HttpError } from '../../http/errors';
import { ErrorBodySchema } from './provider-schemas';

/**
 * What went wrong at the provider, decided by the error body's `type` and the rate-limit headers,
 * not by the HTTP status alone: a 401 can be our token (refresh it) or the applicant's consent
 * (`AccessExpiredError`: refreshing does not help), a 429 can be GoCardless's per-minute limit (try
 * again in a minute) or the bank's daily limit per account (try tomorrow), a 409 can be an account
 * still being processed (wait and retry) or a suspended one.
 */
export type BankErrorKind =
  /** Network failure, timeout, provider or bank 5xx. */
  | 'unavailable'
  /** Our secrets or access token were refused (401 without a consent `type`, 403 IP not allowed). */
  | 'credentials'
  /** The applicant's consent expired, was revoked, or the account is gone (AccessExpiredError, AccountInactiveError, "EUA … has expired"). */
  | 'access_expired'
  /** 403 AccountAccessForbidden: the bank refuses this account to us. */
  | 'access_forbidden'
  /** 409 AccountProcessing: the bank is still preparing the account; poll and retry. */
  | 'account_processing'
  /** 409 Account Suspended: too many failed accesses; the consent must be made again. */
  | 'account_suspended'
  /** 429 GoCardless's own per-minute (or per-hour) limit: HTTP_X_RATELIMIT_* headers. */
  | 'rate_limit_minute'
  /** 429 the bank's limit of reads per account and day: `type: RateLimitError`, HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_* headers. */
  | 'rate_limit_daily'
  /** 402 the free tier's monthly number of bank connections is used up. */
  | 'free_tier'
  | 'not_found'
  /** Any other 4xx: the request was refused (validation). */
  | 'rejected'
  /** A 2xx whose body is not JSON or breaks provider-schemas.ts. */
  | 'invalid_response';

/** The provider's two rate-limit header families (both spellings seen behind proxies are read). */
export interface RateLimitHeaders {
  /** HTTP_X_RATELIMIT_*: GoCardless's limit per endpoint group, per minute (token/new: per hour). */
  general: { limit: number | null; remaining: number | null; resetSeconds: number | null };
  /** HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_*: the bank's successful reads per account and scope, per day. */
  accountSuccess: { limit: number | null; remaining: number | null; resetSeconds: number | null };
}

export function readRateLimitHeaders(headers: Headers): RateLimitHeaders {
  const number = (name: string): number | null => {
    const raw = headers.get(`http_x_ratelimit_${name}`) ?? headers.get(`x-ratelimit-${name.replace(/_/g, '-')}`);
    if (raw === null || !/^\d+$/.test(raw.trim())) return null;
    return Number(raw.trim());
  };
  return {
    general: { limit: number('limit'), remaining: number('remaining'), resetSeconds: number('reset') },
    accountSuccess: {
      limit: number('account_success_limit'),
      remaining: number('account_success_remaining'),
      resetSeconds: number('account_success_reset'),
    },
  };
}

/** An error answered by the provider, or a network failure (status 0). Safe to log: no request, no token. */
export class BankDataError extends Error {
  readonly kind: BankErrorKind;
  /** The error body's `type` (AccessExpiredError, AccountProcessing, RateLimitError, …); null when absent. */
  readonly type: string | null;
  /** When to try again, from the rate-limit headers; null when the provider did not say. */
  readonly retryAfterSeconds: number | null;

  constructor(
    /** The provider's HTTP status; 0 for network errors and timeouts. */
    readonly status: number,
    readonly summary: string,
    readonly detail: string,
    extra: { type?: string | null; kind?: BankErrorKind; retryAfterSeconds?: number | null } = {},
  ) {
    super(`Bank data ${status || 'network'} error: ${summary}`);
    this.name = 'BankDataError';
    this.type = extra.type ?? null;
    this.kind = extra.kind ?? classify(status, summary, detail, this.type, null);
    this.retryAfterSeconds = extra.retryAfterSeconds ?? null;
  }
}

const CONSENT_GONE_TYPES = new Set(['AccessExpiredError', 'AccountInactiveError']);

/** The kind of a provider error; `limits` only for 429s (headers tell the minute limit from the daily one). */
export function classify(status: number, summary: string, detail: string, type: string | null, limits: RateLimitHeaders | null): BankErrorKind {
  if (status === 0 || status >= 500) return 'unavailable';
  const words = `${summary} ${detail}`;
  switch (status) {
    case 401:
      if ((type && CONSENT_GONE_TYPES.has(type)) || /end user agreement|\bEUA\b|access has expired|revoked|deactivated/i.test(words)) {
        return 'access_expired';
      }
      return 'credentials';
    case 402:
      return 'free_tier';
    case 403:
      return type === 'AccountAccessForbidden' || /access to the account/i.test(words) ? 'access_forbidden' : 'credentials';
    case 404:
      return 'not_found';
    case 409:
      if (type === 'AccountProcessing' || /being processed|processing/i.test(words)) return 'account_processing';
      return 'account_suspended';
    case 429:
      if (type === 'RateLimitError' || /daily request limit|institution/i.test(words) || limits?.accountSuccess.remaining === 0) {
        return 'rate_limit_daily';
      }
      return 'rate_limit_minute';
    default:
      return 'rejected';
  }
}

/**
 * Reads an error body: `{ summary, detail, type, status_code }`, summary/detail as arrays, or the
 * validation variant keyed by field. The provider's texts are kept for logs (they never carry
 * our secrets); the applicant sees only our Lithuanian message (bankDataHttpError).
 */
export function providerError(status: number, body: unknown, headers: Headers | null): BankDataError {
  const limits = headers ? readRateLimitHeaders(headers) : null;
  let summary = `HTTP ${status}`;
  let detail = '';
  let type: string | null = null;
  const parsed = v.safeParse(ErrorBodySchema, body);
  if (parsed.success && parsed.output.summary !== undefined) {
    summary = joined(parsed.output.summary);
    detail = joined(parsed.output.detail);
    type = parsed.output.type ?? null;
  } else if (isRecord(body)) {
    for (const [field, value] of Object.entries(body)) {
      const inner = v.safeParse(ErrorBodySchema, value);
      if (inner.success && inner.output.summary !== undefined) {
        summary = joined(inner.output.summary);
        detail = `${field}: ${joined(inner.output.detail)}`;
        break;
      }
      if (Array.isArray(value) && value.every((x) => typeof x === 'string')) {
        summary = `Invalid ${field}`;
        detail = `${field}: ${value.join(' ')}`;
        break;
      }
    }
  }
  const kind = classify(status, summary, detail, type, limits);
  const retryAfterSeconds =
    kind === 'rate_limit_daily'
      ? (limits?.accountSuccess.resetSeconds ?? null)
      : kind === 'rate_limit_minute'
        ? (limits?.general.resetSeconds ?? secondsIn(detail))
        : null;
  return new BankDataError(status, summary, detail, { type, kind, retryAfterSeconds });
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
 * GoCardless requisition statuses: CR created, GC giving consent, UA undergoing authentication,
 * RJ rejected, SA selecting accounts, GA granting access, LN linked, EX expired.
 */
export type RequisitionStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'EX';

export const REQUISITION_STATUSES: readonly RequisitionStatus[] = ['CR', 'GC', 'UA', 'RJ', 'SA', 'GA', 'LN', 'EX'];

const UNAVAILABLE = 'Banko duomenų paslauga laikinai nepasiekiama';

/** Our answer for each kind (the README's table). */
const HTTP_BY_KIND: Record<BankErrorKind, { status: number; name: string; message: string }> = {
  unavailable: { status: 502, name: 'BankDataUnavailableError', message: UNAVAILABLE },
  // Our credentials were refused: not the applicant's fault, so not a 4xx for them.
  credentials: { status: 502, name: 'BankDataUnavailableError', message: UNAVAILABLE },
  invalid_response: { status: 502, name: 'BankDataUnavailableError', message: UNAVAILABLE },
  rate_limit_daily: {
    status: 503,
    name: 'BankDataRateLimitError',
    message: 'Banko duomenų užklausų limitas šiandien išnaudotas. Pabandykite rytoj.',
  },
  rate_limit_minute: {
    status: 503,
    name: 'BankDataBusyError',
    message: 'Banko duomenų paslauga šiuo metu perkrauta. Pabandykite po minutės.',
  },
  free_tier: {
    status: 503,
    name: 'BankDataQuotaError',
    message: 'Banko susiejimas šiuo metu negalimas: išnaudotas paslaugos mėnesio limitas. Paraiška išsaugota, su jumis susisieksime.',
  },
  account_processing: {
    status: 503,
    name: 'BankDataProcessingError',
    message: 'Bankas dar ruošia sąskaitos duomenis. Pabandykite po kelių minučių.',
  },
  access_expired: { status: 400, name: 'BankConsentExpiredError', message: 'Banko sutikimas nebegalioja. Susiekite banką iš naujo.' },
  access_forbidden: {
    status: 400,
    name: 'BankAccessForbiddenError',
    message: 'Bankas neleido perskaityti sąskaitos duomenų. Susiekite banką iš naujo arba pasirinkite kitą banką.',
  },
  account_suspended: {
    status: 400,
    name: 'BankAccountSuspendedError',
    message: 'Bankas laikinai sustabdė prieigą prie sąskaitos. Susiekite banką iš naujo arba pasirinkite kitą banką.',
  },
  not_found: { status: 400, name: 'BankDataError', message: 'Banko sutikimas nerastas arba nebegalioja. Pradėkite iš naujo.' },
  rejected: {
    status: 400,
    name: 'BankDataError',
    message: 'Banko duomenų užklausa atmesta. Patikrinkite pasirinktą banką ir bandykite dar kartą.',
  },
};

/**
 * Maps any error from the client to our HttpError with a Lithuanian message. The provider's own
 * summary/detail stay out of the message (they are English and may echo ids); `details` carries
 * the provider's status and type (and when to retry), never its text.
 */
export function bankDataHttpError(error: unknown): HttpError {
  if (error instanceof BankDataError) {
    const answer = HTTP_BY_KIND[error.kind];
    return new HttpError(answer.status, answer.name, answer.message, {
      providerStatus: error.status,
      ...(error.type ? { providerType: error.type } : {}),
      ...(error.retryAfterSeconds !== null ? { retryAfterSeconds: error.retryAfterSeconds } : {}),
    });
  }
  if (error instanceof RequisitionNotLinkedError) {
    if (error.status === 'RJ') {
      return new HttpError(400, 'BankConsentRefusedError', 'Sutikimas dalintis banko duomenimis nepateiktas. Galite bandyti dar kartą.', {
        requisitionStatus: error.status,
      });
    }
    if (error.status === 'EX') {
      return new HttpError(400, 'BankConsentExpiredError', HTTP_BY_KIND.access_expired.message, { requisitionStatus: error.status });
    }
    return new HttpError(409, 'BankConsentPendingError', 'Banko susiejimas dar nebaigtas. Užbaikite jį banko puslapyje.', {
      requisitionStatus: error.status,
    });
  }
  if (error instanceof HttpError) return error;
  return new HttpError(502, 'BankDataUnavailableError', UNAVAILABLE);
}

function joined(value: string | string[] | undefined): string {
  if (value === undefined) return '';
  return Array.isArray(value) ? value.join(' ') : value;
}

/** "Please try again in 37 seconds" → 37 (the minute limit's body says it when a header is missing). */
function secondsIn(detail: string): number | null {
  const match = /in (\d+) seconds?/i.exec(detail);
  return match ? Number(match[1]) : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
