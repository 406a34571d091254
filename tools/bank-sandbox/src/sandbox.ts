import { randomBytes, randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { consentPage, indexPage, messagePage } from './consent-page';
import { findInstitution, INSTITUTIONS, type SandboxInstitution } from './institutions';
import { logoPng } from './logos';
import { generateAccounts, isScenarioId, type GeneratedAccount, type SandboxTransaction } from './scenarios';

/**
 * A local stand-in for the GoCardless Bank Account Data API v2: the same paths (with their
 * trailing slashes), bodies and error shape `{ summary, detail, status_code }`, the Lithuanian banks,
 * a consent page instead of the bank's, and synthetic accounts. State lives in memory: a restart
 * forgets every token, requisition and account, as a fresh provider account would.
 */

export interface SandboxOptions {
  /** Absolute URL the sandbox is reached at (for requisition links and logo URLs); the request's origin when unset. */
  publicUrl?: string;
  secretId?: string;
  secretKey?: string;
  /** Clock, replaced in tests to expire tokens, agreements and the daily read limit. */
  now?: () => Date;
  /** GoCardless: access tokens live 24 h, refresh tokens 30 days. */
  accessTtlSeconds?: number;
  refreshTtlSeconds?: number;
  /** GoCardless allows 4 reads per account and endpoint (details, balances, transactions) a day. */
  dailyReadLimit?: number;
  logger?: boolean;
}

type RequisitionStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'EX';

interface Agreement {
  id: string;
  created: string;
  institution_id: string;
  max_historical_days: number;
  access_valid_for_days: number;
  access_scope: string[];
  accepted: string | null;
}

interface Requisition {
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

interface Account {
  id: string;
  created: string;
  lastAccessed: string | null;
  institution: SandboxInstitution;
  agreementId: string;
  data: GeneratedAccount;
}

type AccountEndpoint = 'details' | 'balances' | 'transactions';

const DEFAULTS = {
  secretId: 'sandbox-secret-id',
  secretKey: 'sandbox-secret-key',
  accessTtlSeconds: 24 * 3600,
  refreshTtlSeconds: 30 * 24 * 3600,
  dailyReadLimit: 4,
};
/** What GoCardless applies when a requisition is created without an agreement of its own. */
const DEFAULT_AGREEMENT = { maxHistoricalDays: 90, accessValidForDays: 90 };
const ACCESS_SCOPES = ['balances', 'details', 'transactions'];

/** The provider's error body. */
function providerError(status: number, summary: string, detail: string) {
  return { summary, detail, status_code: status };
}

class ProviderError extends Error {
  constructor(
    readonly status: number,
    readonly summary: string,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(summary);
  }
}

const badRequest = (summary: string, detail: string) => new ProviderError(400, summary, detail);

export function buildSandbox(options: SandboxOptions = {}): FastifyInstance {
  const secretId = options.secretId ?? DEFAULTS.secretId;
  const secretKey = options.secretKey ?? DEFAULTS.secretKey;
  const accessTtl = options.accessTtlSeconds ?? DEFAULTS.accessTtlSeconds;
  const refreshTtl = options.refreshTtlSeconds ?? DEFAULTS.refreshTtlSeconds;
  const dailyReadLimit = options.dailyReadLimit ?? DEFAULTS.dailyReadLimit;
  const now = options.now ?? (() => new Date());

  const tokens = new Map<string, { kind: 'access' | 'refresh'; expiresAt: number }>();
  const agreements = new Map<string, Agreement>();
  const requisitions = new Map<string, Requisition>();
  const accounts = new Map<string, Account>();
  /** `${accountId}:${endpoint}:${UTC day}` → successful reads that day. */
  const reads = new Map<string, number>();

  const app = Fastify({ logger: options.logger ?? false });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'))));
  });

  const origin = (request: FastifyRequest) =>
    (options.publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  const issue = (kind: 'access' | 'refresh', ttlSeconds: number) => {
    const token = `${kind === 'access' ? 'sbx_at' : 'sbx_rt'}_${randomBytes(24).toString('base64url')}`;
    tokens.set(token, { kind, expiresAt: now().getTime() + ttlSeconds * 1000 });
    return token;
  };
  const validToken = (token: string | undefined, kind: 'access' | 'refresh') => {
    const entry = token ? tokens.get(token) : undefined;
    if (!entry || entry.kind !== kind) return false;
    if (entry.expiresAt <= now().getTime()) {
      tokens.delete(token as string);
      return false;
    }
    return true;
  };

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof ProviderError) {
      return reply.status(error.status).headers(error.headers).send(providerError(error.status, error.summary, error.detail));
    }
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error({ err: error }, 'sandbox error');
    return reply
      .status(status)
      .send(providerError(status, status === 500 ? 'Internal server error' : 'Invalid request', status === 500 ? 'Unexpected error' : error.message));
  });
  app.setNotFoundHandler((_request, reply) => {
    reply.status(404).send(providerError(404, 'Not found.', 'Not found.'));
  });

  // Bearer authentication on every /api/v2 path except the two token endpoints, as GoCardless does.
  app.addHook('onRequest', async (request) => {
    const path = request.url.split('?')[0];
    if (!path.startsWith('/api/v2/') || path.startsWith('/api/v2/token/')) return;
    const header = request.headers.authorization;
    if (!header) {
      throw new ProviderError(401, 'Authentication credentials were not provided.', 'Authentication credentials were not provided.');
    }
    const token = /^Bearer\s+(.+)$/i.exec(header)?.[1];
    if (!validToken(token, 'access')) throw new ProviderError(401, 'Invalid token', 'Token is invalid or expired');
  });

  // --- Tokens -------------------------------------------------------------------------------

  app.post('/api/v2/token/new/', async (request) => {
    const body = record(request.body);
    const id = body['secret_id'];
    const key = body['secret_key'];
    if (typeof id !== 'string' || typeof key !== 'string' || !id || !key) {
      throw badRequest('Invalid request', 'secret_id and secret_key are required');
    }
    if (id !== secretId || key !== secretKey) {
      throw new ProviderError(401, 'Authentication failed', 'No active account found with the given credentials');
    }
    return {
      access: issue('access', accessTtl),
      access_expires: accessTtl,
      refresh: issue('refresh', refreshTtl),
      refresh_expires: refreshTtl,
    };
  });

  app.post('/api/v2/token/refresh/', async (request) => {
    const refresh = record(request.body)['refresh'];
    if (typeof refresh !== 'string' || !refresh) throw badRequest('Invalid request', 'refresh is required');
    if (!validToken(refresh, 'refresh')) throw new ProviderError(401, 'Invalid token', 'Token is invalid or expired');
    return { access: issue('access', accessTtl), access_expires: accessTtl };
  });

  // --- Institutions ---------------------------------------------------------------------------

  const institutionBody = (i: SandboxInstitution, request: FastifyRequest) => ({
    id: i.id,
    name: i.name,
    bic: i.bic,
    transaction_total_days: String(i.transactionTotalDays),
    max_access_valid_for_days: '180',
    countries: ['LT'],
    logo: `${origin(request)}/logos/${i.id}.png`,
  });

  app.get<{ Querystring: { country?: string } }>('/api/v2/institutions/', async (request) => {
    const country = request.query.country?.toUpperCase();
    const list = country && country !== 'LT' ? [] : INSTITUTIONS;
    return list.map((i) => institutionBody(i, request));
  });

  app.get<{ Params: { id: string } }>('/api/v2/institutions/:id/', async (request) => {
    const institution = findInstitution(request.params.id);
    if (!institution) throw new ProviderError(404, 'Not found.', 'Not found.');
    return institutionBody(institution, request);
  });

  // --- End-user agreements ------------------------------------------------------------------

  const createAgreement = (institution: SandboxInstitution, maxHistoricalDays: number, accessValidForDays: number, scope: string[]) => {
    const agreement: Agreement = {
      id: randomUUID(),
      created: now().toISOString(),
      institution_id: institution.id,
      max_historical_days: maxHistoricalDays,
      access_valid_for_days: accessValidForDays,
      access_scope: scope,
      accepted: null,
    };
    agreements.set(agreement.id, agreement);
    return agreement;
  };

  app.post('/api/v2/agreements/enduser/', async (request, reply) => {
    const body = record(request.body);
    const institution = requireInstitution(body['institution_id']);
    const maxDays = optionalInt(body['max_historical_days'], 'max_historical_days') ?? DEFAULT_AGREEMENT.maxHistoricalDays;
    const validDays = optionalInt(body['access_valid_for_days'], 'access_valid_for_days') ?? DEFAULT_AGREEMENT.accessValidForDays;
    if (maxDays < 1 || maxDays > institution.transactionTotalDays) {
      throw badRequest(
        'Incorrect max_historical_days',
        `max_historical_days must be > 0 and <= ${institution.transactionTotalDays} for ${institution.id}`,
      );
    }
    if (validDays < 1 || validDays > 180) {
      throw badRequest('Incorrect access_valid_for_days', 'access_valid_for_days must be > 0 and <= 180');
    }
    const scope = body['access_scope'] ?? ACCESS_SCOPES;
    if (!Array.isArray(scope) || scope.length === 0 || !scope.every((s) => typeof s === 'string' && ACCESS_SCOPES.includes(s))) {
      throw badRequest('Unknown value in access_scope', `Choose one or several of ${ACCESS_SCOPES.join(', ')}`);
    }
    reply.status(201);
    return createAgreement(institution, maxDays, validDays, scope as string[]);
  });

  app.get<{ Params: { id: string } }>('/api/v2/agreements/enduser/:id/', async (request) => {
    const agreement = agreements.get(request.params.id);
    if (!agreement) throw new ProviderError(404, 'Not found.', 'Not found.');
    return agreement;
  });

  // --- Requisitions ---------------------------------------------------------------------------

  const requisitionBody = (r: Requisition, request: FastifyRequest) => {
    refreshStatus(r);
    return {
      id: r.id,
      created: r.created,
      redirect: r.redirect,
      status: r.status,
      institution_id: r.institution_id,
      agreement: r.agreement,
      reference: r.reference,
      accounts: r.accounts,
      user_language: r.user_language,
      link: `${origin(request)}/consent/${r.id}`,
      ssn: null,
      account_selection: false,
      redirect_immediate: false,
    };
  };

  /** A linked requisition turns EX once its agreement's access period is over. */
  const refreshStatus = (r: Requisition) => {
    if (r.status !== 'LN') return;
    const agreement = agreements.get(r.agreement);
    if (!agreement?.accepted) return;
    const until = Date.parse(agreement.accepted) + agreement.access_valid_for_days * 86_400_000;
    if (now().getTime() >= until) r.status = 'EX';
  };

  app.post('/api/v2/requisitions/', async (request, reply) => {
    const body = record(request.body);
    const redirect = body['redirect'];
    if (typeof redirect !== 'string' || !isHttpUrl(redirect)) throw badRequest('Invalid redirect', 'redirect must be an absolute http(s) URL');
    const institution = requireInstitution(body['institution_id']);
    const id = randomUUID();
    const reference = body['reference'] ?? id;
    if (typeof reference !== 'string' || reference.length === 0 || reference.length > 256) {
      throw badRequest('Invalid reference', 'reference must be a string of 1 to 256 characters');
    }
    // GoCardless refuses a reference it has seen before; retries need a new one.
    if ([...requisitions.values()].some((r) => r.reference === reference)) {
      throw new ProviderError(400, 'Client reference must be unique', `Requisition with reference ${reference} already exists`);
    }
    let agreementId: string;
    if (body['agreement'] !== undefined && body['agreement'] !== null) {
      const agreement = typeof body['agreement'] === 'string' ? agreements.get(body['agreement']) : undefined;
      if (!agreement) throw badRequest('Invalid agreement', 'End User Agreement not found');
      if (agreement.institution_id !== institution.id) {
        throw badRequest('Incorrect Institution ID', `Provided Institution ID ${institution.id} does not match the agreement's ${agreement.institution_id}`);
      }
      if (agreement.accepted) throw badRequest('Agreement already used', 'This End User Agreement has already been accepted');
      agreementId = agreement.id;
    } else {
      agreementId = createAgreement(institution, DEFAULT_AGREEMENT.maxHistoricalDays, DEFAULT_AGREEMENT.accessValidForDays, ACCESS_SCOPES).id;
    }
    const language = body['user_language'];
    const requisition: Requisition = {
      id,
      created: now().toISOString(),
      redirect,
      status: 'CR',
      institution_id: institution.id,
      agreement: agreementId,
      reference,
      accounts: [],
      user_language: typeof language === 'string' ? language.toUpperCase() : 'EN',
    };
    requisitions.set(id, requisition);
    reply.status(201);
    return requisitionBody(requisition, request);
  });

  app.get<{ Querystring: { limit?: string; offset?: string } }>('/api/v2/requisitions/', async (request) => {
    const limit = Math.max(1, Math.min(100, Number(request.query.limit) || 100));
    const offset = Math.max(0, Number(request.query.offset) || 0);
    const all = [...requisitions.values()];
    return {
      count: all.length,
      next: null,
      previous: null,
      results: all.slice(offset, offset + limit).map((r) => requisitionBody(r, request)),
    };
  });

  app.get<{ Params: { id: string } }>('/api/v2/requisitions/:id/', async (request) => {
    return requisitionBody(requireRequisition(request.params.id), request);
  });

  app.delete<{ Params: { id: string } }>('/api/v2/requisitions/:id/', async (request) => {
    const r = requireRequisition(request.params.id);
    for (const accountId of r.accounts) accounts.delete(accountId);
    agreements.delete(r.agreement);
    requisitions.delete(r.id);
    return { summary: 'Requisition deleted', detail: `Requisition ${r.id} deleted with all its End User Agreements` };
  });

  // --- Accounts -----------------------------------------------------------------------------

  app.get<{ Params: { id: string } }>('/api/v2/accounts/:id/', async (request) => {
    const account = requireAccount(request.params.id);
    return {
      id: account.id,
      created: account.created,
      last_accessed: account.lastAccessed,
      iban: account.data.iban,
      institution_id: account.institution.id,
      status: 'READY',
      owner_name: account.data.ownerName,
    };
  });

  app.get<{ Params: { id: string } }>('/api/v2/accounts/:id/details/', async (request, reply) => {
    const account = countRead(request.params.id, 'details', reply);
    return {
      account: {
        resourceId: account.id,
        iban: account.data.iban,
        currency: account.data.currency,
        ownerName: account.data.ownerName,
        name: account.data.name,
        product: account.data.product,
        cashAccountType: 'CACC',
      },
    };
  });

  app.get<{ Params: { id: string } }>('/api/v2/accounts/:id/balances/', async (request, reply) => {
    const account = countRead(request.params.id, 'balances', reply);
    const { data } = account;
    const pendingCents = data.pending.reduce((sum, t) => sum + t.amountCents, 0);
    const date = isoDay(now());
    return {
      balances: [
        { balanceAmount: money(data.balanceCents, data.currency), balanceType: 'closingBooked', referenceDate: date },
        {
          balanceAmount: money(data.balanceCents + pendingCents + data.creditLimitCents, data.currency),
          balanceType: 'interimAvailable',
          creditLimitIncluded: data.creditLimitCents > 0,
          referenceDate: date,
        },
      ],
    };
  });

  app.get<{ Params: { id: string }; Querystring: { date_from?: string; date_to?: string } }>(
    '/api/v2/accounts/:id/transactions/',
    async (request, reply) => {
      const { date_from: dateFrom, date_to: dateTo } = request.query;
      for (const [name, value] of [['date_from', dateFrom], ['date_to', dateTo]] as const) {
        if (value !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(value)) throw badRequest(`Invalid ${name}`, `${name} must be YYYY-MM-DD`);
      }
      const account = countRead(request.params.id, 'transactions', reply);
      const agreement = agreements.get(account.agreementId);
      // The agreement caps the history the bank hands over.
      const oldest = isoDay(new Date(now().getTime() - (agreement?.max_historical_days ?? 90) * 86_400_000));
      const from = dateFrom && dateFrom > oldest ? dateFrom : oldest;
      const inRange = (t: SandboxTransaction) => t.bookingDate >= from && (!dateTo || t.bookingDate <= dateTo);
      const asBody = (t: SandboxTransaction) => ({
        transactionId: t.transactionId,
        bookingDate: t.bookingDate,
        valueDate: t.valueDate,
        transactionAmount: money(t.amountCents, account.data.currency),
        ...(t.creditorName ? { creditorName: t.creditorName } : {}),
        ...(t.debtorName ? { debtorName: t.debtorName } : {}),
        remittanceInformationUnstructured: t.description,
        bankTransactionCode: t.amountCents < 0 ? 'PMNT-ICDT-STDO' : 'PMNT-RCDT-ESCT',
      });
      return {
        transactions: {
          // Newest first, as the banks answer.
          booked: account.data.booked.filter(inRange).reverse().map(asBody),
          pending: account.data.pending.filter(inRange).map(asBody),
        },
      };
    },
  );

  /**
   * GoCardless lets each account be read 4 times a day per endpoint; only successful reads count
   * and the counter resets at midnight UTC. The 5th read answers 429 with the provider's headers.
   */
  function countRead(accountId: string, endpoint: AccountEndpoint, reply: FastifyReply): Account {
    const account = requireAccount(accountId);
    const at = now();
    const key = `${account.id}:${endpoint}:${isoDay(at)}`;
    const used = reads.get(key) ?? 0;
    const nextMidnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
    const headers = {
      HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REQUEST_LIMIT: String(dailyReadLimit),
      HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REQUEST_RESET: String(Math.ceil((nextMidnight - at.getTime()) / 1000)),
    };
    if (used >= dailyReadLimit) {
      throw new ProviderError(
        429,
        'Rate limit exceeded',
        `Daily request limit set by the Institution has been exceeded for account ${account.id} (${endpoint}).`,
        { ...headers, HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REQUEST_REMAINING: '0' },
      );
    }
    reads.set(key, used + 1);
    account.lastAccessed = at.toISOString();
    reply.headers({ ...headers, HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REQUEST_REMAINING: String(dailyReadLimit - used - 1) });
    return account;
  }

  function requireAccount(id: string): Account {
    const account = accounts.get(id);
    if (!account) throw new ProviderError(404, `Account ID ${id} not found`, 'Please check whether you specified a valid Account ID');
    return account;
  }

  function requireRequisition(id: string): Requisition {
    const r = requisitions.get(id);
    if (!r) throw new ProviderError(404, 'Not found.', 'Not found.');
    return r;
  }

  function requireInstitution(value: unknown): SandboxInstitution {
    const institution = typeof value === 'string' ? findInstitution(value) : undefined;
    if (!institution) {
      throw badRequest(`Unknown Institution ID ${String(value)}`, 'Get Institution IDs from /institutions/?country={$COUNTRY_CODE}');
    }
    return institution;
  }

  // --- Consent page (the bank's screen) -----------------------------------------------------

  const backLink = (r: Requisition) => `${r.redirect}${r.redirect.includes('?') ? '&' : '?'}ref=${encodeURIComponent(r.reference)}`;

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'")
      .header('x-content-type-options', 'nosniff')
      .send(html);

  const closedPage = (reply: FastifyReply, r: Requisition) =>
    sendHtml(
      reply,
      409,
      messagePage('Sutikimas jau užbaigtas', 'Šis sutikimas jau patvirtintas arba atmestas. Grįžkite į paraišką.', {
        href: backLink(r),
        text: 'Grįžti į paraišką',
      }),
    );

  const notFoundPage = (reply: FastifyReply) =>
    sendHtml(reply, 404, messagePage('Nuoroda nerasta', 'Sutikimo nuoroda nerasta arba nebegalioja. Pradėkite banko susiejimą iš naujo.'));

  const renderConsent = (request: FastifyRequest, reply: FastifyReply, r: Requisition, status: number, error?: string) => {
    const institution = findInstitution(r.institution_id) as SandboxInstitution;
    return sendHtml(
      reply,
      status,
      consentPage({
        requisitionId: r.id,
        bankName: institution.name,
        logoUrl: `${origin(request)}/logos/${institution.id}.png`,
        historyDays: agreements.get(r.agreement)?.max_historical_days ?? DEFAULT_AGREEMENT.maxHistoricalDays,
        error,
      }),
    );
  };

  app.get<{ Params: { id: string } }>('/consent/:id', async (request, reply) => {
    const r = requisitions.get(request.params.id);
    if (!r) return notFoundPage(reply);
    refreshStatus(r);
    if (r.status === 'LN' || r.status === 'RJ' || r.status === 'EX') return closedPage(reply, r);
    // Opening the link is "giving consent" in GoCardless's status model.
    if (r.status === 'CR') r.status = 'GC';
    return renderConsent(request, reply, r, 200);
  });

  app.post<{ Params: { id: string } }>('/consent/:id', async (request, reply) => {
    const r = requisitions.get(request.params.id);
    if (!r) return notFoundPage(reply);
    refreshStatus(r);
    if (r.status === 'LN' || r.status === 'RJ' || r.status === 'EX') return closedPage(reply, r);
    const scenario = record(request.body)['scenario'];
    if (!isScenarioId(scenario)) return renderConsent(request, reply, r, 400, 'Pasirinkite vieną iš scenarijų.');

    const agreement = agreements.get(r.agreement) as Agreement;
    if (scenario === 'refused') {
      r.status = 'RJ';
    } else {
      const institution = findInstitution(r.institution_id) as SandboxInstitution;
      const created = now().toISOString();
      for (const data of generateAccounts(scenario, institution, now())) {
        const account: Account = { id: randomUUID(), created, lastAccessed: null, institution, agreementId: agreement.id, data };
        accounts.set(account.id, account);
        r.accounts.push(account.id);
      }
      agreement.accepted = created;
      r.status = 'LN';
    }
    // Back to the caller's redirect with ?ref=, on refusal too: the caller reads the status.
    return reply.redirect(backLink(r), 302);
  });

  // --- Logos and index --------------------------------------------------------------------------

  app.get<{ Params: { file: string } }>('/logos/:file', async (request, reply) => {
    const match = /^([A-Z0-9_]+)\.png$/.exec(request.params.file);
    const institution = match ? findInstitution(match[1]) : undefined;
    if (!institution) return reply.status(404).send(providerError(404, 'Not found.', 'Not found.'));
    const png = await logoPng(institution);
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', 'public, max-age=86400')
      .header('access-control-allow-origin', '*')
      .send(png);
  });

  app.get('/', async (_request, reply) => sendHtml(reply, 200, indexPage()));

  return app;
}

// --- Helpers ------------------------------------------------------------------------------------

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function optionalInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw badRequest(`Incorrect ${name}`, `${name} must be an integer`);
  return n;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** GoCardless amounts: decimal strings with two places, "-12.30". */
function money(cents: number, currency: string) {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return { amount: `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`, currency };
}

