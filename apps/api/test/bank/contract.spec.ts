import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { createBankDataClient, type BankDataClientOptions } from '../../src/modules/bank/bank-data-client';
import { bankDataHttpError } from '../../src/modules/bank/provider-errors';
import {
  AccountDetailsSchema,
  AccountMetadataSchema,
  AgreementSchema,
  BalancesSchema,
  ErrorBodySchema,
  InstitutionListSchema,
  InstitutionSchema,
  RequisitionSchema,
  TransactionSchema,
  TransactionsSchema,
} from '../../src/modules/bank/provider-schemas';
import { giveConsent, startSandbox, type RunningSandbox, type ScenarioChoice } from './sandbox-server';

/**
 * Contract tests. First half: the recorded shapes of real provider answers (fixtures/README.md)
 * replayed through the client, asserting what it reads. Second half: the sandbox's own answers,
 * every endpoint and failure, checked against the same schemas the client uses.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- fixtures are read as the provider sends them
const fixture = (name: string): any => JSON.parse(readFileSync(path.join(__dirname, 'fixtures', name), 'utf8'));
const institutions = fixture('institutions.json');
const consent = fixture('consent.json');
const accountData = fixture('account-data.json');
const errors: Record<string, Answer & { status: number }> = fixture('errors.json');

type Answer = { status?: number; body: unknown; headers?: Record<string, string> };

const CONFIG = { url: 'https://provider.test', secretId: 'id', secretKey: 'key' };
const TOKENS = { access: 'a', access_expires: 86400, refresh: 'r', refresh_expires: 2592000 };


/** A provider answering each path (without /api/v2) from the table; tokens are always given. */
function replay(table: Record<string, Answer>, options: BankDataClientOptions = {}) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const path = new URL(String(input)).pathname.replace('/api/v2', '');
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    if (typeof init?.body === 'string') bodies.push(JSON.parse(init.body));
    if (path.startsWith('/token/')) return new Response(JSON.stringify(TOKENS), { status: 200 });
    const answer = table[path] ?? table[`${init?.method ?? 'GET'} ${path}`];
    if (!answer) return new Response(JSON.stringify({ summary: 'Not found.', detail: 'Not found.', status_code: 404 }), { status: 404 });
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: answer.headers });
  };
  return { client: createBankDataClient(CONFIG, { fetch: fakeFetch, sleep: async () => undefined, ...options }), calls, bodies };
}

describe('recorded shapes, replayed through the client', () => {
  it('institutions: each bank\'s history limit as a number, 90 when the provider does not say', async () => {
    const { client } = replay({ '/institutions/': { body: institutions } });
    const banks = await client.listInstitutions('LT');
    expect(banks.map((b) => [b.id, b.transactionTotalDays, b.maxAccessValidForDays])).toEqual([
      ['SANDBOXFINANCE_SFIN0000', 90, 90],
      ['SWEDBANK_HABALT22', 90, 180],
      ['SIAULIU_BANKAS_CBSBLT26XXX', 90, 90],
      ['MEDICINOSBANK_MDBALT22XXX', 90, 180],
      ['CITADELE_INDULT2X', 730, 180],
      ['MANO_BANKAS_NOLIMIT', 90, 90],
    ]);
  });

  it('an agreement for SANDBOXFINANCE_SFIN0000 asks for 90 days, not 215', async () => {
    const { client, bodies } = replay({
      '/institutions/SANDBOXFINANCE_SFIN0000/': { body: institutions[0] },
      '/agreements/enduser/': { status: 201, body: consent.agreementCreated },
    });
    const agreement = await client.createAgreement('SANDBOXFINANCE_SFIN0000');
    expect(bodies).toContainEqual(expect.objectContaining({ institution_id: 'SANDBOXFINANCE_SFIN0000', max_historical_days: 90, access_valid_for_days: 1 }));
    expect(agreement).toMatchObject({ maxHistoricalDays: 90, accessValidForDays: 1, created: '2026-04-08T20:57:00.550341Z' });
  });

  it('agreements without `created` or `accepted`, requisitions with every optional field, an unknown old status', async () => {
    const { client } = replay({
      '/agreements/enduser/x/': { body: consent.agreementWithoutCreated },
      '/requisitions/r/': { body: consent.requisitionLinked },
      '/requisitions/old/': { body: consent.requisitionSuspendedOldStatus },
      'DELETE /requisitions/gone/': { body: consent.requisitionDeleted },
    });
    await expect(client.getAgreement('x')).resolves.toMatchObject({ maxHistoricalDays: 145, created: '', accessScope: ['balances', 'details', 'transactions'] });
    await expect(client.getRequisition('r')).resolves.toEqual({
      id: consent.requisitionLinked.id,
      status: 'LN',
      accounts: consent.requisitionLinked.accounts,
      reference: consent.requisitionLinked.reference,
      agreementId: consent.requisitionLinked.agreement,
      institutionId: 'SANDBOXFINANCE_SFIN0000',
    });
    // SU (suspended, an older status) is read as "not linked", never as linked.
    await expect(client.getRequisition('old')).resolves.toMatchObject({ status: 'CR', agreementId: null });
    await expect(client.deleteRequisition('gone')).resolves.toBe('deleted');
    await expect(client.deleteRequisition('missing')).resolves.toBe('not_found');
  });

  it('details: the owner trimmed, a card account named by displayName', async () => {
    const { client } = replay({ '/accounts/a/details/': { body: accountData.details }, '/accounts/c/details/': { body: accountData.detailsCard } });
    await expect(client.getAccountDetails('a')).resolves.toEqual({
      id: 'a',
      iban: 'LT627044060001234567',
      currency: 'EUR',
      ownerName: 'ONA PAVYZDYTĖ',
      name: 'Asmeninė sąskaita',
    });
    await expect(client.getAccountDetails('c')).resolves.toEqual({ id: 'c', iban: null, currency: 'EUR', ownerName: null, name: 'Kredito kortelė' });
  });

  it('balances: closingAvailable and forwardAvailable are read; numeric amounts too', async () => {
    const { client } = replay({ '/accounts/a/balances/': { body: accountData.balancesAvailableOnly }, '/accounts/b/balances/': { body: accountData.balancesMixed } });
    await expect(client.getBalances('a')).resolves.toEqual([
      { amount: 1913.12, currency: 'EUR', type: 'closingAvailable', creditLimitIncluded: false, referenceDate: '2026-05-19' },
      { amount: 1913.12, currency: 'EUR', type: 'forwardAvailable', creditLimitIncluded: false, referenceDate: '2026-05-18' },
    ]);
    expect((await client.getBalances('b')).map((b) => [b.type, b.amount, b.creditLimitIncluded])).toEqual([
      ['interimBooked', -120.5, false],
      ['interimAvailable', 379.5, true],
      ['nonInvoiced', 12, false],
    ]);
  });

  it('transactions: every date form, texts from any field, other currencies kept as they are, broken rows counted', async () => {
    const { client } = replay({ '/accounts/a/transactions/': { body: accountData.transactions } });
    const read = await client.getTransactions('a');
    expect(read.unreadable).toBe(2);
    expect(read.pending).toBe(1);
    expect(read.booked).toEqual([
      { id: '2026051901697308-1', bookingDate: '2026-05-19', amount: -10, currency: 'EUR', description: 'Kavinė Aušra - Vilnius', counterparty: 'Kavinė Aušra' },
      // Only bookingDateTime: the date as the bank wrote it (00:30 at +03:00 is still the 18th there).
      {
        id: 'c0ffee00c0ffee00c0ffee00c0ffee01',
        bookingDate: '2026-05-18',
        amount: 243.1,
        currency: 'EUR',
        description: 'Bolt payout Driver earnings 2026-W20',
        counterparty: 'Bolt Operations OÜ',
      },
      { id: 'RVL-3', bookingDate: '2026-05-17', amount: -33.06, currency: 'GBP', description: 'my reference here', counterparty: null },
      {
        id: 'ABN-4',
        bookingDate: '2026-05-16',
        amount: -10,
        currency: 'EUR',
        description: 'BEA, Betaalpas Parduotuvė,PAS123 NR:123A4B, 16.05.26/15:43 VILNIUS',
        counterparty: null,
      },
      { id: 'PLAIN-5', bookingDate: '2026-05-15', amount: 100, currency: 'EUR', description: '', counterparty: 'Jonas Pavyzdys' },
      { id: 'NOTEXT-6', bookingDate: '2026-05-14', amount: -0.1, currency: 'EUR', description: '', counterparty: null },
    ]);
  });

  it('an answer that breaks the schema is an invalid response (502), named by its path, never its value', async () => {
    const { client } = replay({ '/requisitions/r/': { body: { id: 'r', status: 42, accounts: [] } } });
    const error = await client.getRequisition('r').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'invalid_response', detail: 'status: expected string' });
    expect(bankDataHttpError(error).status).toBe(502);
  });

  type Case = [string, string, number, string];
  it.each<Case>([
    ['accessExpired', 'access_expired', 400, 'BankConsentExpiredError'],
    ['accountInactive', 'access_expired', 400, 'BankConsentExpiredError'],
    ['euaExpired', 'access_expired', 400, 'BankConsentExpiredError'],
    ['accountForbidden', 'access_forbidden', 400, 'BankAccessForbiddenError'],
    ['ipNotWhitelisted', 'credentials', 502, 'BankDataUnavailableError'],
    ['accountProcessing', 'account_processing', 503, 'BankDataProcessingError'],
    ['accountSuspended', 'account_suspended', 400, 'BankAccountSuspendedError'],
    ['minuteLimit', 'rate_limit_minute', 503, 'BankDataBusyError'],
    ['minuteLimitWithoutHeaders', 'rate_limit_minute', 503, 'BankDataBusyError'],
    ['dailyLimit', 'rate_limit_daily', 503, 'BankDataRateLimitError'],
    ['freeTier', 'free_tier', 503, 'BankDataQuotaError'],
    ['notOperational', 'unavailable', 502, 'BankDataUnavailableError'],
    ['unknownRequest', 'unavailable', 502, 'BankDataUnavailableError'],
    ['historyTooLong', 'rejected', 400, 'BankDataError'],
    ['fieldRequired', 'rejected', 400, 'BankDataError'],
    ['summaryArrays', 'rejected', 400, 'BankDataError'],
    ['dateInFuture', 'rejected', 400, 'BankDataError'],
  ])('error %s → kind %s → our %i %s', async (name, kind, status, errorName) => {
    const recorded = errors[name];
    expect(v.safeParse(ErrorBodySchema, recorded.body).success).toBe(true);
    const { client } = replay({ '/accounts/a/balances/': recorded }, { processingDelaysMs: [] });
    const error = await client.getBalances('a').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: recorded.status, kind });
    expect(bankDataHttpError(error)).toMatchObject({ status, errorName });
  });

  it('reads the texts of every error shape, and when to retry from the headers', async () => {
    const read = async (name: string) => {
      const { client } = replay({ '/accounts/a/balances/': errors[name] }, { processingDelaysMs: [] });
      return client.getBalances('a').catch((e: unknown) => e);
    };
    expect(await read('dailyLimit')).toMatchObject({ type: 'RateLimitError', retryAfterSeconds: 51234, summary: "Couldn't update transactions" });
    expect(await read('minuteLimit')).toMatchObject({ type: null, retryAfterSeconds: 37 });
    expect(await read('minuteLimitWithoutHeaders')).toMatchObject({ retryAfterSeconds: 12 });
    expect(await read('historyTooLong')).toMatchObject({
      summary: 'Incorrect max_historical_days',
      detail: 'max_historical_days: max_historical_days must be > 0 and <= SANDBOXFINANCE_SFIN0000 transaction_total_days (90)',
    });
    expect(await read('fieldRequired')).toMatchObject({ summary: 'Invalid institution_id', detail: 'institution_id: This field is required.' });
    expect(await read('summaryArrays')).toMatchObject({ summary: 'Institution access scope dependencies error' });
  });
});

describe('the sandbox answers pass the same schemas', () => {
  let sandbox: RunningSandbox;
  let token: string;
  beforeAll(async () => {
    sandbox = await startSandbox();
    token = (
      await (await fetch(`${sandbox.url}/api/v2/token/new/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ secret_id: 'sandbox-secret-id', secret_key: 'sandbox-secret-key' }),
      })).json()
    ).access as string;
  });
  afterAll(() => sandbox.close());

  const get = async (path: string) => {
    const res = await fetch(`${sandbox.url}/api/v2${path}`, { headers: { authorization: `Bearer ${token}` } });
    return { status: res.status, body: (await res.json()) as unknown, headers: res.headers };
  };
  const expectSchema = (schema: v.GenericSchema, body: unknown) => {
    const result = v.safeParse(schema, body);
    expect(result.success ? [] : result.issues.map((i) => `${v.getDotPath(i)}: ${i.message}`)).toEqual([]);
  };

  let n = 0;
  async function link(scenario: ScenarioChoice) {
    const client = sandbox.client();
    const agreement = await client.createAgreement('CITADELE_INDULT2X');
    const requisition = await client.createRequisition({ institutionId: 'CITADELE_INDULT2X', redirect: 'https://vedlys.ratai.test/bankas/grizti', reference: `contract-${++n}`, agreementId: agreement.id });
    await giveConsent(requisition.link, scenario);
    return { agreementId: agreement.id, requisitionId: requisition.id };
  }

  it('institutions, agreements and requisitions', async () => {
    expectSchema(InstitutionListSchema, (await get('/institutions/?country=LT')).body);
    expectSchema(InstitutionSchema, (await get('/institutions/CITADELE_INDULT2X/')).body);
    const { agreementId, requisitionId } = await link('salary');
    expectSchema(AgreementSchema, (await get(`/agreements/enduser/${agreementId}/`)).body);
    expectSchema(RequisitionSchema, (await get(`/requisitions/${requisitionId}/`)).body);
  });

  it.each<ScenarioChoice>(['salary', 'ride-hail', 'low-income', 'salaried', 'driver', 'irregular'])('every row of the "%s" statement', async (scenario) => {
    const { requisitionId } = await link(scenario);
    const accounts = ((await get(`/requisitions/${requisitionId}/`)).body as { accounts: string[] }).accounts;
    for (const id of accounts) {
      expectSchema(AccountMetadataSchema, (await get(`/accounts/${id}/`)).body);
      expectSchema(AccountDetailsSchema, (await get(`/accounts/${id}/details/`)).body);
      expectSchema(BalancesSchema, (await get(`/accounts/${id}/balances/`)).body);
      const transactions = (await get(`/accounts/${id}/transactions/`)).body;
      expectSchema(TransactionsSchema, transactions);
      const { booked, pending } = (transactions as { transactions: { booked: unknown[]; pending: unknown[] } }).transactions;
      for (const row of [...booked, ...pending]) expectSchema(TransactionSchema, row);
    }
  });

  it.each<ScenarioChoice>(['processing', 'revoked', 'forbidden', 'bank-down'])('the error bodies of "%s"', async (scenario) => {
    const { requisitionId } = await link(scenario);
    const [id] = ((await get(`/requisitions/${requisitionId}/`)).body as { accounts: string[] }).accounts;
    const answer = await get(`/accounts/${id}/balances/`);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expectSchema(ErrorBodySchema, answer.body);
    expect((answer.body as { type?: string }).type).toMatch(/^[A-Z]\w+$/);
  });

  it('the daily limit and the validation errors', async () => {
    const { requisitionId } = await link('salary');
    const [id] = ((await get(`/requisitions/${requisitionId}/`)).body as { accounts: string[] }).accounts;
    for (let i = 0; i < 4; i++) await get(`/accounts/${id}/details/`);
    const limited = await get(`/accounts/${id}/details/`);
    expect(limited.status).toBe(429);
    expectSchema(ErrorBodySchema, limited.body);
    expect(limited.headers.get('http_x_ratelimit_account_success_remaining')).toBe('0');
    expect(limited.headers.get('http_x_ratelimit_remaining')).toMatch(/^\d+$/);
    const tooLong = await fetch(`${sandbox.url}/api/v2/agreements/enduser/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ institution_id: 'SEB_CBVILT2X', max_historical_days: 215 }),
    });
    expect(tooLong.status).toBe(400);
    expectSchema(ErrorBodySchema, await tooLong.json());
  });
});
