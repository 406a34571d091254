import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildSandbox, type SandboxOptions } from './sandbox';

/**
 * The ways the real provider refuses or fails, reproduced: general rate limits and their headers,
 * the free tier (402), banks under maintenance (503), consent failures with `?error=` (UA, SA, GA),
 * account faults with their `type` (409 AccountProcessing, 401 AccessExpiredError, 403, 503), an
 * expired agreement, and the untidy rows of the realistic statements.
 */

const RETURN_URL = 'https://vedlys.ratai.test/bankas/grizti';
let app: FastifyInstance;
let clock: number;
let token: string;
let counter = 0;

async function start(options: SandboxOptions = {}) {
  await app?.close();
  clock = Date.parse('2026-05-20T09:00:00Z');
  app = buildSandbox({ publicUrl: 'http://sandbox.test', now: () => new Date(clock), ...options });
  token = (await app.inject({ method: 'POST', url: '/api/v2/token/new/', payload: { secret_id: 'sandbox-secret-id', secret_key: 'sandbox-secret-key' } })).json<{
    access: string;
  }>().access;
}

beforeEach(() => start());
afterEach(() => app.close());

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api/v2${url}`, ...(payload ? { payload } : {}), headers: { authorization: `Bearer ${token}` } });

async function consent(scenario: string, institution_id = 'CITADELE_INDULT2X', agreement?: object) {
  const agreementId = agreement ? (await api('POST', '/agreements/enduser/', { institution_id, ...agreement })).json<{ id: string }>().id : undefined;
  const created = await api('POST', '/requisitions/', {
    institution_id,
    redirect: RETURN_URL,
    reference: `strict-${++counter}`,
    ...(agreementId ? { agreement: agreementId } : {}),
  });
  expect(created.statusCode).toBe(201);
  const { id } = created.json<{ id: string }>();
  await app.inject({ url: `/consent/${id}` });
  const res = await app.inject({
    method: 'POST',
    url: `/consent/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ scenario }).toString(),
  });
  const requisition = (await api('GET', `/requisitions/${id}/`)).json<{ id: string; status: string; accounts: string[]; reference: string }>();
  return { res, requisition };
}

const body = (res: LightMyRequestResponse) => res.json<Record<string, unknown>>();

describe('general rate limits', () => {
  it('send HTTP_X_RATELIMIT_* on every answer and a 429 with the reset once the minute is used up', async () => {
    await start({ generalLimits: { institutions: 2 } });
    const first = await api('GET', '/institutions/?country=LT');
    expect(first.headers).toMatchObject({ http_x_ratelimit_limit: '2', http_x_ratelimit_remaining: '1', http_x_ratelimit_reset: '60' });
    clock += 20_000;
    expect((await api('GET', '/institutions/?country=LT')).headers['http_x_ratelimit_remaining']).toBe('0');
    const third = await api('GET', '/institutions/?country=LT');
    expect(third.statusCode).toBe(429);
    expect(body(third)).toEqual({
      summary: 'Rate limit exceeded',
      detail: 'The rate limit for this resource is 2/minute. Please try again in 40 seconds',
      status_code: 429,
    });
    expect(third.headers).toMatchObject({ http_x_ratelimit_remaining: '0', http_x_ratelimit_reset: '40' });
    // Other groups have their own window; the next minute starts afresh.
    expect((await api('GET', '/requisitions/')).statusCode).toBe(200);
    clock += 40_000;
    expect((await api('GET', '/institutions/?country=LT')).statusCode).toBe(200);
  });

  it('counts token/new per hour', async () => {
    await start({ generalLimits: { token_new: 1 } });
    const again = await app.inject({ method: 'POST', url: '/api/v2/token/new/', payload: { secret_id: 'sandbox-secret-id', secret_key: 'sandbox-secret-key' } });
    expect(again.statusCode).toBe(429);
    expect(body(again)['detail']).toMatch(/1\/hour/);
  });
});

describe('the provider\'s own refusals', () => {
  it('402 once the free tier\'s requisitions of the month are used up', async () => {
    await start({ monthlyRequisitionLimit: 1 });
    expect((await api('POST', '/requisitions/', { institution_id: 'SEB_CBVILT2X', redirect: RETURN_URL, reference: 'a' })).statusCode).toBe(201);
    const second = await api('POST', '/requisitions/', { institution_id: 'SEB_CBVILT2X', redirect: RETURN_URL, reference: 'b' });
    expect(second.statusCode).toBe(402);
    expect(body(second)).toMatchObject({ summary: 'Free usage limit exceeded', type: 'CompanyRequisitionLimitReached', status_code: 402 });
    clock = Date.parse('2026-06-01T00:00:00Z');
    token = (await app.inject({ method: 'POST', url: '/api/v2/token/new/', payload: { secret_id: 'sandbox-secret-id', secret_key: 'sandbox-secret-key' } })).json<{
      access: string;
    }>().access;
    expect((await api('POST', '/requisitions/', { institution_id: 'SEB_CBVILT2X', redirect: RETURN_URL, reference: 'c' })).statusCode).toBe(201);
  });

  it('503 for a bank under maintenance', async () => {
    await start({ institutionsDown: ['LUMINOR_AGBLLT2X'] });
    const res = await api('POST', '/agreements/enduser/', { institution_id: 'LUMINOR_AGBLLT2X' });
    expect(res.statusCode).toBe(503);
    expect(body(res)).toMatchObject({ summary: 'Institution LUMINOR_AGBLLT2X is not operational', status_code: 503 });
    expect((await api('POST', '/agreements/enduser/', { institution_id: 'SEB_CBVILT2X' })).statusCode).toBe(201);
  });

  it('an accepted agreement cannot be deleted on its own; deleting the requisition takes it along', async () => {
    const { requisition } = await consent('salary');
    const agreementId = (await api('GET', `/requisitions/${requisition.id}/`)).json<{ agreement: string }>().agreement;
    expect(body(await api('DELETE', `/agreements/enduser/${agreementId}/`))).toMatchObject({ summary: 'Cannot delete End User Agreement' });
    expect(body(await api('DELETE', `/requisitions/${requisition.id}/`))).toEqual({
      summary: 'Requisition deleted',
      detail: `Requisition ${requisition.id} deleted with all its End User Agreements`,
    });
    expect((await api('GET', `/agreements/enduser/${agreementId}/`)).statusCode).toBe(404);
  });
});

describe('consents that do not end linked', () => {
  it.each([
    ['cancelled', 'UA', 'UserCancelledSession', 'User%20cancelled%20the%20session.'],
    ['bank-error', 'GA', 'InstitutionTechnicalError', 'A%20technical%20error%20occurred%20while%20trying%20to%20connect%20to%20the%20institution%2C%20please%20try%20again.'],
    ['refused', 'RJ', 'UserSessionRejected', 'User%20session%20rejected.'],
  ])('%s → status %s and ?error=%s on the redirect', async (scenario, status, error, details) => {
    const { res, requisition } = await consent(scenario);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RETURN_URL}?ref=${requisition.reference}&error=${error}&details=${details}`);
    expect(requisition).toMatchObject({ status, accounts: [] });
  });

  it('abandoned at account selection → SA, no redirect, a way back without an error', async () => {
    const { res, requisition } = await consent('abandoned');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`href="${RETURN_URL}?ref=${requisition.reference}"`);
    expect(requisition.status).toBe('SA');
  });
});

describe('accounts that fail when read', () => {
  it('409 AccountProcessing for the first reads, metadata PROCESSING, then the data; failed reads do not count', async () => {
    const { requisition } = await consent('processing');
    const [id] = requisition.accounts;
    expect((await api('GET', `/accounts/${id}/`)).json()).toMatchObject({ status: 'PROCESSING' });
    for (const scope of ['details', 'balances', 'transactions', 'details', 'balances', 'transactions']) {
      const res = await api('GET', `/accounts/${id}/${scope}/`);
      expect(res.statusCode).toBe(409);
      expect(body(res)).toEqual({
        summary: 'Account is being processed',
        detail: `Account data is currently being processed. Poll /accounts/${id}/ and retry when status is READY.`,
        type: 'AccountProcessing',
        status_code: 409,
      });
    }
    expect((await api('GET', `/accounts/${id}/`)).json()).toMatchObject({ status: 'READY' });
    const ok = await api('GET', `/accounts/${id}/transactions/`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['http_x_ratelimit_account_success_remaining']).toBe('3');
  });

  it.each([
    ['revoked', 401, 'AccessExpiredError'],
    ['forbidden', 403, 'AccountAccessForbidden'],
    ['bank-down', 503, 'ServiceError'],
  ])('%s → %i with type %s on every read', async (scenario, status, type) => {
    const { requisition } = await consent(scenario);
    for (let i = 0; i < 3; i++) {
      const res = await api('GET', `/accounts/${requisition.accounts[0]}/balances/`);
      expect(res.statusCode).toBe(status);
      expect(body(res)).toMatchObject({ type, status_code: status });
    }
  });

  it('after the agreement\'s access period, reads answer 401 "End User Agreement (EUA) … has expired"', async () => {
    const { requisition } = await consent('salary', 'CITADELE_INDULT2X', { access_valid_for_days: 1 });
    clock += 86_400_000;
    token = (await app.inject({ method: 'POST', url: '/api/v2/token/new/', payload: { secret_id: 'sandbox-secret-id', secret_key: 'sandbox-secret-key' } })).json<{
      access: string;
    }>().access;
    const res = await api('GET', `/accounts/${requisition.accounts[0]}/details/`);
    expect(res.statusCode).toBe(401);
    expect(String(body(res)['summary'])).toMatch(/^End User Agreement \(EUA\) [0-9a-f-]{36} has expired$/);
    expect((await api('GET', `/requisitions/${requisition.id}/`)).json()).toMatchObject({ status: 'EX' });
  });
});

describe('the realistic statements are untidy the way real banks are', () => {
  type Row = Record<string, unknown> & { transactionAmount: { amount: string; currency: string } };
  async function rows(scenario: string) {
    const { requisition } = await consent(scenario, 'CITADELE_INDULT2X', { max_historical_days: 240 });
    const id = requisition.accounts[0];
    const transactions = (await api('GET', `/accounts/${id}/transactions/`)).json<{ transactions: { booked: Row[]; pending: Row[] } }>().transactions;
    const balances = (await api('GET', `/accounts/${id}/balances/`)).json<{ balances: { balanceType: string }[] }>().balances;
    return { ...transactions, balanceTypes: balances.map((b) => b.balanceType) };
  }

  it('salaried: bookingDateTime-only card rows without a creditor, an array text, additionalInformation only, dollars, pending without id', async () => {
    const { booked, pending, balanceTypes } = await rows('salaried');
    const cards = booked.filter((t) => t['bankTransactionCode'] === 'PMNT-CCRD-POSD');
    expect(cards.length).toBeGreaterThan(50);
    for (const t of cards) {
      expect(t).not.toHaveProperty('bookingDate');
      expect(t['bookingDateTime']).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.000\+0[23]:00$/);
      expect(t).not.toHaveProperty('creditorName');
    }
    expect(booked.some((t) => Array.isArray(t['remittanceInformationUnstructuredArray']))).toBe(true);
    expect(booked.some((t) => t['additionalInformation'] && !t['remittanceInformationUnstructured'] && !t['creditorName'])).toBe(true);
    expect(booked.find((t) => t['currencyExchange'])).toMatchObject({
      transactionAmount: { amount: '-3.71', currency: 'EUR' },
      currencyExchange: [{ sourceCurrency: 'USD', targetCurrency: 'EUR', instructedAmount: { amount: '-4.00', currency: 'USD' } }],
    });
    expect(pending).toHaveLength(2);
    for (const t of pending) {
      expect(t).not.toHaveProperty('transactionId');
      expect(t).not.toHaveProperty('bookingDate');
      expect(t['valueDate']).toBe('2026-05-20');
    }
    expect(balanceTypes).toEqual(['closingAvailable', 'forwardAvailable']);
  });

  it('driver: only bookingDateTime, amounts without decimals, a payment in pounds', async () => {
    const { booked, balanceTypes } = await rows('driver');
    expect(booked.every((t) => t['bookingDateTime'] && !t['bookingDate'] && !t['valueDate'])).toBe(true);
    expect(booked.some((t) => /^\d+$/.test(t.transactionAmount.amount))).toBe(true);
    expect(booked.filter((t) => t.transactionAmount.currency === 'GBP')).toHaveLength(1);
    expect(booked.filter((t) => t['debtorName'] === 'Bolt Operations OÜ').length).toBeGreaterThan(30);
    expect(balanceTypes).toEqual(['expected', 'interimAvailable']);
  });

  it('irregular: rows with no text and no counterparty at all', async () => {
    const { booked } = await rows('irregular');
    expect(
      booked.some((t) => !t['creditorName'] && !t['debtorName'] && !t['remittanceInformationUnstructured'] && !t['additionalInformation']),
    ).toBe(true);
  });
});
