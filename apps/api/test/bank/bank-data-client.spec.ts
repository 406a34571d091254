import { HttpError } from '../../src/http/errors';
import {
  BankDataError,
  bankDataHttpError,
  DEFAULT_HISTORY_DAYS,
  type BankDataClient,
  type BankTransaction,
} from '../../src/modules/bank/bank-data-client';
import { giveConsent, startSandbox, type RunningSandbox, type ScenarioChoice } from './sandbox-server';

const RETURN_URL = 'http://localhost:4400/paraiska/bankas/grizti';
const DAY = 86_400_000;

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

let referenceCounter = 0;
/** Creates an agreement and a requisition, then consents with the scenario like the browser would. */
async function linkBank(client: BankDataClient, scenario: ScenarioChoice, institutionId = 'CITADELE_INDULT2X', accessValidForDays = 1) {
  const reference = `paraiska-${++referenceCounter}-${scenario}`;
  const agreement = await client.createAgreement(institutionId, { accessValidForDays });
  const requisition = await client.createRequisition({ institutionId, redirect: RETURN_URL, reference, agreementId: agreement.id });
  const consent = await giveConsent(requisition.link, scenario);
  return { reference, agreement, requisition, consent };
}

const monthsCovered = (transactions: BankTransaction[]) => new Set(transactions.map((t) => t.bookingDate.slice(0, 7))).size;

/** Money in per calendar month, whole months only (the first and current are partial). */
function monthlyIncome(transactions: BankTransaction[], match: (t: BankTransaction) => boolean): number[] {
  const byMonth = new Map<string, number>();
  for (const t of transactions) if (t.amount > 0 && match(t)) byMonth.set(t.bookingDate.slice(0, 7), (byMonth.get(t.bookingDate.slice(0, 7)) ?? 0) + t.amount);
  const months = [...byMonth.keys()].sort();
  return months.slice(1, -1).map((m) => byMonth.get(m) ?? 0);
}

describe('tokens', () => {
  it('gets a token pair once and reuses the access token until shortly before it expires', async () => {
    const client = sandbox.client();
    sandbox.calls.length = 0;
    await client.listInstitutions('LT');
    await client.listInstitutions('LT');
    expect(sandbox.calls.filter((c) => c.includes('/token/'))).toEqual(['POST /api/v2/token/new/']);
  });

  it('refreshes with the refresh token after the access token expires (24 h), and takes a new pair after the refresh token expires (30 d)', async () => {
    const client = sandbox.client();
    await client.listInstitutions('LT');
    sandbox.calls.length = 0;

    sandbox.clock.advance(DAY + 1000);
    await client.listInstitutions('LT');
    expect(sandbox.calls.filter((c) => c.includes('/token/'))).toEqual(['POST /api/v2/token/refresh/']);

    sandbox.calls.length = 0;
    sandbox.clock.advance(31 * DAY);
    await client.listInstitutions('LT');
    expect(sandbox.calls.filter((c) => c.includes('/token/'))).toEqual(['POST /api/v2/token/new/']);
  });

  it('renews a minute before expiry, not after a request has already failed', async () => {
    const client = sandbox.client();
    await client.listInstitutions('LT');
    sandbox.calls.length = 0;
    sandbox.clock.advance(DAY - 30_000);
    await client.listInstitutions('LT');
    expect(sandbox.calls).toEqual(['POST /api/v2/token/refresh/', 'GET /api/v2/institutions/']);
  });

  it('recovers once when the provider no longer accepts a token the client still trusts', async () => {
    // The client's own clock stands still while the provider's moves past both expiries.
    const frozen = sandbox.clock.now;
    const client = sandbox.client({ now: () => frozen });
    await client.listInstitutions('LT');
    sandbox.clock.advance(40 * DAY);
    sandbox.calls.length = 0;
    await expect(client.listInstitutions('LT')).resolves.toHaveLength(7);
    expect(sandbox.calls).toEqual(['GET /api/v2/institutions/', 'POST /api/v2/token/new/', 'GET /api/v2/institutions/']);
  });

  it('shares one token request between concurrent calls', async () => {
    const client = sandbox.client();
    sandbox.calls.length = 0;
    await Promise.all([client.listInstitutions('LT'), client.listInstitutions('LT'), client.listInstitutions('LT')]);
    expect(sandbox.calls.filter((c) => c.includes('/token/'))).toHaveLength(1);
  });

  it('a wrong secret is a BankDataError 401 with the provider summary, mapped to a 502 without secrets', async () => {
    const client = sandbox.client({ secretKey: 'wrong-key-123' });
    const error = await client.listInstitutions('LT').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankDataError);
    expect(error).toMatchObject({ status: 401, summary: 'Authentication failed' });
    const http = bankDataHttpError(error);
    expect(http).toBeInstanceOf(HttpError);
    expect(http.status).toBe(502);
    expect(http.message).toBe('Banko duomenų paslauga laikinai nepasiekiama');
    expect(JSON.stringify({ error, http, message: (error as Error).message })).not.toMatch(/wrong-key-123|sandbox-secret/);
  });
});

describe('institutions', () => {
  it('lists the seven Lithuanian banks with BIC and a logo the sandbox serves as PNG', async () => {
    const banks = await sandbox.client().listInstitutions('LT');
    expect(banks.map((b) => b.bic).sort()).toEqual(
      ['AGBLLT2X', 'CBSBLT26XXX', 'CBVILT2X', 'HABALT22', 'INDULT2X', 'MDBALT22XXX', 'REVOLT21'].sort(),
    );
    expect(banks.find((b) => b.bic === 'CBSBLT26XXX')).toEqual({
      id: 'SIAULIU_BANKAS_CBSBLT26XXX',
      name: 'Šiaulių bankas',
      bic: 'CBSBLT26XXX',
      logo: `${sandbox.url}/logos/SIAULIU_BANKAS_CBSBLT26XXX.png`,
      // "90" on the wire: each bank's history limit, read as a number.
      transactionTotalDays: 90,
      maxAccessValidForDays: 180,
    });
    expect(banks.find((b) => b.id === 'CITADELE_INDULT2X')?.transactionTotalDays).toBe(730);
    const logo = await fetch(banks[0].logo);
    expect(logo.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await logo.arrayBuffer()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('has no banks for another country', async () => {
    await expect(sandbox.client().listInstitutions('EE')).resolves.toEqual([]);
  });
});

describe('agreement, requisition and consent', () => {
  it('creates an agreement asking for six whole months, one day of access and all three scopes', async () => {
    const agreement = await sandbox.client().createAgreement('CITADELE_INDULT2X');
    expect(agreement).toMatchObject({
      institutionId: 'CITADELE_INDULT2X',
      maxHistoricalDays: DEFAULT_HISTORY_DAYS,
      accessValidForDays: 1,
      accessScope: ['balances', 'details', 'transactions'],
    });
    expect(agreement.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each(['SWEDBANK_HABALT22', 'SEB_CBVILT2X', 'LUMINOR_AGBLLT2X', 'SIAULIU_BANKAS_CBSBLT26XXX', 'REVOLUT_REVOLT21', 'MEDICINOSBANK_MDBALT22XXX'])(
    'asks %s for no more than its 90 days (more would be a 400 the applicant could never get past)',
    async (institutionId) => {
      const client = sandbox.client();
      sandbox.calls.length = 0;
      await expect(client.createAgreement(institutionId)).resolves.toMatchObject({ maxHistoricalDays: 90 });
      // Without a list in memory the client reads the one bank's limit first.
      expect(sandbox.calls.slice(1)).toEqual([`GET /api/v2/institutions/${institutionId}/`, 'POST /api/v2/agreements/enduser/']);
    },
  );

  it('uses the limits of the last bank list instead of asking again', async () => {
    const client = sandbox.client();
    await client.listInstitutions('LT');
    sandbox.calls.length = 0;
    await client.createAgreement('SEB_CBVILT2X');
    expect(sandbox.calls).toEqual(['POST /api/v2/agreements/enduser/']);
  });

  it('a requisition starts as CR with a link to the consent page', async () => {
    const client = sandbox.client();
    const requisition = await client.createRequisition({ institutionId: 'LUMINOR_AGBLLT2X', redirect: RETURN_URL, reference: 'paraiska-cr' });
    expect(requisition.status).toBe('CR');
    expect(requisition.link).toBe(`${sandbox.url}/consent/${requisition.id}`);
    await expect(client.getRequisition(requisition.id)).resolves.toEqual({
      id: requisition.id,
      status: 'CR',
      accounts: [],
      reference: 'paraiska-cr',
      agreementId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      institutionId: 'LUMINOR_AGBLLT2X',
    });
  });

  it.each<[ScenarioChoice, 'LN' | 'RJ', number]>([
    ['salary', 'LN', 2],
    ['ride-hail', 'LN', 1],
    ['low-income', 'LN', 1],
    ['refused', 'RJ', 0],
  ])('consent "%s" redirects back with ?ref= and leaves the requisition %s with %i accounts', async (scenario, status, accounts) => {
    const client = sandbox.client();
    const { reference, requisition, consent } = await linkBank(client, scenario, 'CITADELE_INDULT2X');
    expect(consent.page).toContain('<html lang="lt">');
    expect(consent.page).toContain('Citadele');
    expect(consent.status).toBe(302);
    expect(consent.location).toBe(
      status === 'LN' ? `${RETURN_URL}?ref=${reference}` : `${RETURN_URL}?ref=${reference}&error=UserSessionRejected&details=User%20session%20rejected.`,
    );
    const after = await client.getRequisition(requisition.id);
    expect(after).toMatchObject({ id: requisition.id, status, reference });
    expect(after.accounts).toHaveLength(accounts);
  });

  it('opening the link moves the requisition to GC; a second consent is refused', async () => {
    const client = sandbox.client();
    const requisition = await client.createRequisition({ institutionId: 'REVOLUT_REVOLT21', redirect: RETURN_URL, reference: 'paraiska-gc' });
    await fetch(requisition.link);
    expect((await client.getRequisition(requisition.id)).status).toBe('GC');
    await giveConsent(requisition.link, 'salary');
    const again = await giveConsent(requisition.link, 'refused');
    expect(again.status).toBe(409);
    expect((await client.getRequisition(requisition.id)).status).toBe('LN');
  });

  it('an unknown institution is a BankDataError 400, mapped to a Lithuanian 400', async () => {
    const error = await sandbox.client().createAgreement('NO_SUCH_BANK').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, summary: 'Unknown Institution ID NO_SUCH_BANK', kind: 'rejected' });
    const http = bankDataHttpError(error);
    expect(http.status).toBe(400);
    expect(http.message).toMatch(/^Banko duomenų užklausa atmesta/);
  });

  it('a reused reference is refused, as GoCardless does', async () => {
    const client = sandbox.client();
    await client.createRequisition({ institutionId: 'SEB_CBVILT2X', redirect: RETURN_URL, reference: 'paraiska-dup' });
    await expect(client.createRequisition({ institutionId: 'SEB_CBVILT2X', redirect: RETURN_URL, reference: 'paraiska-dup' })).rejects.toMatchObject({
      status: 400,
      summary: 'Client reference must be unique',
    });
  });

  it('an unknown requisition is a 404, mapped to "start again"', async () => {
    const error = await sandbox.client().getRequisition('00000000-0000-0000-0000-000000000000').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 404 });
    expect(bankDataHttpError(error).message).toMatch(/Pradėkite iš naujo/);
  });
});

describe('account data', () => {
  it('details, balances and transactions of the salary scenario, normalised', async () => {
    const client = sandbox.client();
    const { requisition } = await linkBank(client, 'salary');
    const [current, savings] = (await client.getRequisition(requisition.id)).accounts;

    const details = await client.getAccountDetails(current);
    expect(details).toEqual({ id: current, iban: expect.stringMatching(/^LT\d{2}72900\d{11}$/), currency: 'EUR', ownerName: 'Rūta Petraitienė', name: 'Einamoji sąskaita' });
    expect((await client.getAccountDetails(savings)).name).toBe('Taupomoji sąskaita');

    const balances = await client.getBalances(current);
    expect(balances.map((b) => b.type)).toEqual(['closingBooked', 'interimAvailable']);
    for (const b of balances) {
      expect(typeof b.amount).toBe('number');
      expect(b.currency).toBe('EUR');
    }

    const read = await client.getTransactions(current);
    // Pending card payments are counted, not read.
    expect(read).toMatchObject({ pending: 1, unreadable: 0 });
    const transactions = read.booked;
    for (const t of transactions) {
      expect(t.bookingDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isFinite(t.amount)).toBe(true);
      // Whole cents, no float residue from the string conversion.
      expect(t.amount).toBe(Math.round(t.amount * 100) / 100);
      expect(t.currency).toBe('EUR');
      expect(typeof t.description).toBe('string');
    }
    expect(transactions.some((t) => t.description.includes('laukiama'))).toBe(false);
    // Six months of history or more, never more than the agreement allows.
    const oldest = transactions.map((t) => t.bookingDate).sort()[0];
    const daysBack = (sandbox.clock.now - Date.parse(oldest)) / DAY;
    expect(daysBack).toBeGreaterThanOrEqual(183);
    expect(daysBack).toBeLessThanOrEqual(DEFAULT_HISTORY_DAYS + 1);
    expect(monthsCovered(transactions)).toBeGreaterThanOrEqual(7);

    const salaries = transactions.filter((t) => t.counterparty === 'UAB Darbdavys');
    expect(salaries.length).toBeGreaterThanOrEqual(6);
    for (const s of salaries) {
      expect(s.amount).toBeGreaterThan(1_700);
      expect(s.amount).toBeLessThan(1_900);
      expect(s.description).toMatch(/^DU už \d{4}-\d{2}$/);
    }
    // Money out names the creditor; amounts are negative.
    const rent = transactions.find((t) => t.description.startsWith('Buto nuoma'));
    expect(rent).toMatchObject({ amount: -450, counterparty: 'UAB Nuomos būstai' });
    expect(transactions.some((t) => t.counterparty === 'UAB Mano kreditas' && t.amount === -128.5)).toBe(true);
  });

  it('the ride-hail scenario has weekly Bolt, Uber and Wolt payouts of about 1 500–2 000 € a month and fuel costs', async () => {
    const client = sandbox.client();
    const { requisition } = await linkBank(client, 'ride-hail');
    const [account] = (await client.getRequisition(requisition.id)).accounts;
    const transactions = (await client.getTransactions(account)).booked;
    const platforms = ['Bolt Operations OÜ', 'Uber B.V.', 'Wolt Operations'];
    for (const p of platforms) expect(transactions.filter((t) => t.counterparty === p).length).toBeGreaterThanOrEqual(24);
    const monthly = monthlyIncome(transactions, (t) => platforms.includes(t.counterparty ?? ''));
    expect(monthly.length).toBeGreaterThanOrEqual(5);
    for (const total of monthly) {
      expect(total).toBeGreaterThan(1_400);
      expect(total).toBeLessThan(2_200);
    }
    const average = monthly.reduce((a, b) => a + b, 0) / monthly.length;
    expect(average).toBeGreaterThanOrEqual(1_500);
    expect(average).toBeLessThanOrEqual(2_000);
    expect(transactions.filter((t) => t.description.startsWith('Degalai')).length).toBeGreaterThan(30);
  });

  it('the low-income scenario has about 600 € a month, overdraft interest and payday-loan repayments', async () => {
    const client = sandbox.client();
    const { requisition } = await linkBank(client, 'low-income');
    const [account] = (await client.getRequisition(requisition.id)).accounts;
    const transactions = (await client.getTransactions(account)).booked;
    const monthly = monthlyIncome(transactions, (t) => t.description !== 'Paskolos išmokėjimas');
    const average = monthly.reduce((a, b) => a + b, 0) / monthly.length;
    expect(average).toBeGreaterThan(450);
    expect(average).toBeLessThan(750);
    expect(transactions.filter((t) => t.description === 'Kredito limito palūkanos').length).toBeGreaterThanOrEqual(5);
    expect(transactions.filter((t) => t.counterparty === 'UAB Greitas kreditas' && t.amount < 0).length).toBeGreaterThanOrEqual(6);
    const balances = await client.getBalances(account);
    expect(balances.find((b) => b.type === 'interimAvailable')?.creditLimitIncluded).toBe(true);
  });

  it('the same scenario gives the same data on another requisition', async () => {
    const client = sandbox.client();
    const a = await linkBank(client, 'ride-hail', 'REVOLUT_REVOLT21');
    const b = await linkBank(client, 'ride-hail', 'REVOLUT_REVOLT21');
    const [accountA] = (await client.getRequisition(a.requisition.id)).accounts;
    const [accountB] = (await client.getRequisition(b.requisition.id)).accounts;
    expect(accountA).not.toBe(accountB);
    expect(await client.getTransactions(accountB)).toEqual(await client.getTransactions(accountA));
  });

  it('the 5th read of an endpoint in a day is the bank\'s 429 RateLimitError, mapped to a Lithuanian 503 "try tomorrow"; 24 h later it reads again', async () => {
    const client = sandbox.client();
    const { requisition } = await linkBank(client, 'low-income', 'MEDICINOSBANK_MDBALT22XXX', 2);
    const [account] = (await client.getRequisition(requisition.id)).accounts;
    for (let i = 0; i < 4; i++) await client.getBalances(account);
    const error = await client.getBalances(account).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankDataError);
    expect(error).toMatchObject({ status: 429, summary: "Couldn't update balances", type: 'RateLimitError', kind: 'rate_limit_daily', retryAfterSeconds: 86400 });
    // Another endpoint of the same account has its own four reads.
    await expect(client.getAccountDetails(account)).resolves.toMatchObject({ id: account });
    const http = bankDataHttpError(error);
    expect(http.status).toBe(503);
    expect(http).toMatchObject({ errorName: 'BankDataRateLimitError', message: 'Banko duomenų užklausų limitas šiandien išnaudotas. Pabandykite rytoj.' });
    expect(http.details).toEqual({ providerStatus: 429, providerType: 'RateLimitError', retryAfterSeconds: 86400 });

    sandbox.clock.advance(DAY);
    await expect(client.getBalances(account)).resolves.toHaveLength(2);
  });

  it('an unknown account is a BankDataError 404', async () => {
    await expect(sandbox.client().getTransactions('00000000-0000-0000-0000-000000000000')).rejects.toMatchObject({ status: 404 });
  });
});
