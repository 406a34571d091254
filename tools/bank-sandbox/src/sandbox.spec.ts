import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { buildSandbox } from './sandbox';

const PUBLIC_URL = 'http://sandbox.test:4010';
const RETURN_URL = 'http://localhost:4400/paraiska/bankas/grizti';
const DAY = 86_400_000;

let app: FastifyInstance;
let clock: number;
let token: string;

beforeEach(async () => {
  clock = Date.parse('2026-05-20T09:00:00Z');
  app = buildSandbox({ publicUrl: PUBLIC_URL, now: () => new Date(clock) });
  token = (await newToken()).json<{ access: string }>().access;
});
afterEach(async () => {
  await app.close();
});

const newToken = (secret_id = 'sandbox-secret-id', secret_key = 'sandbox-secret-key') =>
  app.inject({ method: 'POST', url: '/api/v2/token/new/', payload: { secret_id, secret_key } });

function api(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, bearer: string | null = token) {
  return app.inject({
    method,
    url: `/api/v2${url}`,
    ...(payload ? { payload } : {}),
    headers: bearer ? { authorization: `Bearer ${bearer}` } : {},
  });
}

const errorOf = (res: LightMyRequestResponse) => res.json<{ summary: string; detail: string; status_code: number; type?: string }>();
/** The summary of either error shape: top-level, or keyed by the field (validation errors). */
function summaryOf(res: LightMyRequestResponse): string {
  const body = res.json<Record<string, unknown>>();
  if (typeof body['summary'] === 'string') return body['summary'];
  const keyed = Object.values(body).find((x): x is { summary: string } => typeof x === 'object' && x !== null && 'summary' in x);
  return keyed?.summary ?? '';
}

let referenceCounter = 0;
async function requisition(body: Record<string, unknown> = {}) {
  const res = await api('POST', '/requisitions/', {
    institution_id: 'SWEDBANK_HABALT22',
    redirect: RETURN_URL,
    reference: `ref-${++referenceCounter}`,
    ...body,
  });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: string; link: string; reference: string; agreement: string; status: string; accounts: string[] }>();
}

function consent(id: string, scenario?: string) {
  return app.inject({
    method: 'POST',
    url: `/consent/${id}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: scenario ? new URLSearchParams({ scenario }).toString() : '',
  });
}

async function linkedAccount(
  scenario = 'salary',
  agreement?: { max_historical_days?: number; access_valid_for_days?: number },
  institution_id = 'SWEDBANK_HABALT22',
) {
  const agreementId = agreement
    ? (await api('POST', '/agreements/enduser/', { institution_id, ...agreement })).json<{ id: string }>().id
    : undefined;
  const r = await requisition({ institution_id, ...(agreementId ? { agreement: agreementId } : {}) });
  await consent(r.id, scenario);
  const accounts = (await api('GET', `/requisitions/${r.id}/`)).json<{ accounts: string[] }>().accounts;
  return { requisitionId: r.id, accounts };
}

describe('tokens', () => {
  it('issues a pair with the GoCardless lifetimes', async () => {
    const res = await newToken();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      access: expect.any(String),
      access_expires: 86400,
      refresh: expect.any(String),
      refresh_expires: 2592000,
    });
  });

  it('refuses a wrong secret with 401 "Authentication failed"', async () => {
    const res = await newToken('sandbox-secret-id', 'nope');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      summary: 'Authentication failed',
      detail: 'No active account found with the given credentials',
      status_code: 401,
    });
  });

  it('takes configured secrets', async () => {
    await app.close();
    app = buildSandbox({ secretId: 'a', secretKey: 'b' });
    expect((await newToken()).statusCode).toBe(401);
    expect((await newToken('a', 'b')).statusCode).toBe(200);
  });

  it('a missing secret is a 400 in the provider shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/token/new/', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res).status_code).toBe(400);
  });

  it('everything else needs a valid bearer token', async () => {
    expect(errorOf(await api('GET', '/institutions/?country=LT', undefined, null))).toMatchObject({ status_code: 401 });
    expect(errorOf(await api('GET', '/institutions/?country=LT', undefined, 'made-up'))).toEqual({
      summary: 'Invalid token',
      detail: 'Token is invalid or expired',
      status_code: 401,
    });
  });

  it('access tokens expire after 24 h; the refresh token gives a new one until it expires after 30 days', async () => {
    const pair = (await newToken()).json<{ access: string; refresh: string }>();
    clock += DAY;
    expect((await api('GET', '/institutions/', undefined, pair.access)).statusCode).toBe(401);

    const refreshed = await app.inject({ method: 'POST', url: '/api/v2/token/refresh/', payload: { refresh: pair.refresh } });
    expect(refreshed.json()).toEqual({ access: expect.any(String), access_expires: 86400 });
    expect((await api('GET', '/institutions/', undefined, refreshed.json<{ access: string }>().access)).statusCode).toBe(200);

    // An access token is not a refresh token.
    expect((await app.inject({ method: 'POST', url: '/api/v2/token/refresh/', payload: { refresh: pair.access } })).statusCode).toBe(401);

    clock += 29 * DAY;
    const late = await app.inject({ method: 'POST', url: '/api/v2/token/refresh/', payload: { refresh: pair.refresh } });
    expect(late.statusCode).toBe(401);
    expect(errorOf(late).summary).toBe('Invalid token');
  });
});

describe('institutions and logos', () => {
  it('lists the seven Lithuanian banks in the GoCardless shape', async () => {
    const res = await api('GET', '/institutions/?country=LT');
    const list = res.json<{ id: string; bic: string; name: string; logo: string; countries: string[]; transaction_total_days: string }[]>();
    expect(list.map((i) => `${i.name} ${i.bic}`)).toEqual([
      'Swedbank HABALT22',
      'SEB CBVILT2X',
      'Luminor AGBLLT2X',
      'Šiaulių bankas CBSBLT26XXX',
      'Citadele INDULT2X',
      'Revolut REVOLT21',
      'Medicinos bankas MDBALT22XXX',
    ]);
    // Most Lithuanian banks hand over 90 days through GoCardless; the ids are GoCardless's.
    expect(Object.fromEntries(list.map((i) => [i.id, i.transaction_total_days]))).toEqual({
      SWEDBANK_HABALT22: '90',
      SEB_CBVILT2X: '90',
      LUMINOR_AGBLLT2X: '90',
      SIAULIU_BANKAS_CBSBLT26XXX: '90',
      CITADELE_INDULT2X: '730',
      REVOLUT_REVOLT21: '90',
      MEDICINOSBANK_MDBALT22XXX: '90',
    });
    for (const i of list) {
      expect(i.id).toBe(`${i.id.slice(0, -i.bic.length - 1)}_${i.bic}`);
      expect(i.logo).toBe(`${PUBLIC_URL}/logos/${i.id}.png`);
      expect(i.countries).toEqual(['LT']);
      expect(i.transaction_total_days).toMatch(/^\d+$/);
    }
    expect((await api('GET', '/institutions/?country=lv')).json()).toEqual([]);
    expect((await api('GET', '/institutions/REVOLUT_REVOLT21/')).json()).toMatchObject({ name: 'Revolut' });
    expect((await api('GET', '/institutions/NOPE/')).statusCode).toBe(404);
  });

  it('uses the request origin when no public URL is configured', async () => {
    await app.close();
    app = buildSandbox();
    token = (await newToken()).json<{ access: string }>().access;
    const list = (await app.inject({ url: '/api/v2/institutions/?country=LT', headers: { authorization: `Bearer ${token}`, host: 'bank.local:9999' } })).json<{ logo: string }[]>();
    expect(list[0].logo).toBe('http://bank.local:9999/logos/SWEDBANK_HABALT22.png');
  });

  it('serves each logo as a 128 × 128 PNG drawn locally, without authentication', async () => {
    const ids = (await api('GET', '/institutions/?country=LT')).json<{ id: string }[]>().map((i) => i.id);
    for (const id of ids) {
      const res = await app.inject({ url: `/logos/${id}.png` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 128, height: 128 });
    }
    expect((await app.inject({ url: '/logos/NOPE.png' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/logos/..%2Fsandbox.ts' })).statusCode).toBe(404);
  });
});

describe('agreements', () => {
  it('creates an agreement with defaults of 90 days and all scopes', async () => {
    const res = await api('POST', '/agreements/enduser/', { institution_id: 'SEB_CBVILT2X' });
    expect(res.statusCode).toBe(201);
    const body = res.json<{ id: string }>();
    expect(body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      created: '2026-05-20T09:00:00.000Z',
      institution_id: 'SEB_CBVILT2X',
      max_historical_days: 90,
      access_valid_for_days: 90,
      access_scope: ['balances', 'details', 'transactions'],
      accepted: null,
    });
    expect((await api('GET', `/agreements/enduser/${body.id}/`)).json()).toEqual(body);
  });

  it.each([
    [{ institution_id: 'NOPE' }, 'Unknown Institution ID NOPE'],
    [{ institution_id: 'SEB_CBVILT2X', max_historical_days: 0 }, 'Incorrect max_historical_days'],
    [{ institution_id: 'SEB_CBVILT2X', max_historical_days: 91 }, 'Incorrect max_historical_days'],
    [{ institution_id: 'CITADELE_INDULT2X', max_historical_days: 731 }, 'Incorrect max_historical_days'],
    [{ institution_id: 'SEB_CBVILT2X', access_valid_for_days: 181 }, 'Incorrect access_valid_for_days'],
    [{ institution_id: 'SEB_CBVILT2X', access_scope: ['payments'] }, 'Unknown value in access_scope'],
    [{ institution_id: 'SEB_CBVILT2X', max_historical_days: 'many' }, 'Incorrect max_historical_days'],
  ])('refuses %j with 400 "%s"', async (payload, summary) => {
    const res = await api('POST', '/agreements/enduser/', payload);
    expect(res.statusCode).toBe(400);
    expect(summaryOf(res)).toBe(summary);
    expect(errorOf(res).status_code).toBe(400);
  });

  it('says the bank\'s limit the way GoCardless does, keyed by the field', async () => {
    const res = await api('POST', '/agreements/enduser/', { institution_id: 'SWEDBANK_HABALT22', max_historical_days: 215 });
    expect(res.json()).toEqual({
      max_historical_days: {
        summary: 'Incorrect max_historical_days',
        detail: 'max_historical_days must be > 0 and <= SWEDBANK_HABALT22 transaction_total_days (90)',
      },
      status_code: 400,
    });
    expect((await api('POST', '/agreements/enduser/', { institution_id: 'CITADELE_INDULT2X', max_historical_days: 215 })).statusCode).toBe(201);
  });
});

describe('requisitions and the consent page', () => {
  it('creates a requisition in status CR with a link to the consent page', async () => {
    const r = await requisition({ user_language: 'lt' });
    expect(r).toMatchObject({ status: 'CR', accounts: [], link: `${PUBLIC_URL}/consent/${r.id}`, user_language: 'LT', redirect: RETURN_URL });
    // Without an agreement of its own, GoCardless's default one (90 days) is made.
    expect((await api('GET', `/agreements/enduser/${r.agreement}/`)).json()).toMatchObject({ max_historical_days: 90 });
    const list = (await api('GET', '/requisitions/')).json<{ count: number; results: { id: string }[] }>();
    expect(list.results.map((x) => x.id)).toContain(r.id);
  });

  it.each([
    [{ redirect: 'javascript:alert(1)' }, 'Invalid redirect URI'],
    [{ redirect: undefined }, 'Invalid redirect URI'],
    [{ institution_id: 'NOPE' }, 'Unknown Institution ID NOPE'],
    [{ agreement: '6f0e1c3a-0000-0000-0000-000000000000' }, 'Invalid EUA'],
    [{ user_language: 'lietuvių' }, 'Provided user_language is invalid or not supported'],
  ])('refuses %j', async (body, summary) => {
    const res = await api('POST', '/requisitions/', { institution_id: 'SWEDBANK_HABALT22', redirect: RETURN_URL, reference: `bad-${++referenceCounter}`, ...body });
    expect(res.statusCode).toBe(400);
    expect(summaryOf(res)).toBe(summary);
  });

  it('refuses an agreement of another bank, and a reference used before', async () => {
    const agreement = (await api('POST', '/agreements/enduser/', { institution_id: 'SEB_CBVILT2X' })).json<{ id: string }>();
    const res = await api('POST', '/requisitions/', { institution_id: 'SWEDBANK_HABALT22', redirect: RETURN_URL, agreement: agreement.id });
    expect(summaryOf(res)).toBe('Incorrect Institution ID');
    await requisition({ reference: 'same' });
    const again = await api('POST', '/requisitions/', { institution_id: 'SWEDBANK_HABALT22', redirect: RETURN_URL, reference: 'same' });
    expect(again.statusCode).toBe(400);
    expect(errorOf(again).summary).toBe('Client reference must be unique');
  });

  it('the consent page is accessible Lithuanian HTML with one form, the statements and the failures', async () => {
    const r = await requisition();
    const res = await app.inject({ url: `/consent/${r.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    const html = res.body;
    expect(html).toContain('<html lang="lt">');
    expect(html.match(/<form /g)).toHaveLength(1);
    expect(html).toContain(`<form method="post" action="/consent/${r.id}"`);
    expect(html).toContain('<legend>Pasirinkite bandomąjį scenarijų</legend>');
    expect(html).toContain('<legend>Arba nesėkmingas susiejimas</legend>');
    const labels = [
      'Pastovus atlyginimas',
      'Pavėžėjo išmokos (Bolt, Uber, Wolt)',
      'Mažos pajamos ir dažnas minusas',
      'Samdomas darbuotojas (tikroviškas išrašas)',
      'Vairuotojas: savaitinės platformų išmokos (tikroviškas išrašas)',
      'Nereguliarios pajamos (tikroviškas išrašas)',
      'Atsisakyti sutikimo',
    ];
    for (const label of labels) expect(html).toContain(`>${label}</label>`);
    // No label contains another (the wizard's browser tests pick radios by a part of the name).
    for (const a of labels) for (const b of labels) if (a !== b) expect(a.includes(b)).toBe(false);
    // Every radio has a label pointing at it.
    const ids = [...html.matchAll(/<input type="radio" id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(14);
    for (const id of ids) expect(html).toContain(`<label for="${id}">`);
    expect(html).toContain('alt="Swedbank logotipas"');
    expect(html).toContain('<button type="submit">Patvirtinti</button>');
    expect((await api('GET', `/requisitions/${r.id}/`)).json()).toMatchObject({ status: 'GC' });
  });

  it('a submission without a choice shows the form again with an alert', async () => {
    const r = await requisition();
    const res = await consent(r.id);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('role="alert"');
    expect(res.body).toContain('Pasirinkite vieną iš scenarijų.');
    expect((await consent(r.id, 'lottery')).statusCode).toBe(400);
  });

  it('consent redirects to the redirect URL with ?ref=, links the accounts and accepts the agreement', async () => {
    const r = await requisition({ reference: 'paraiska 42/ą' });
    const res = await consent(r.id, 'salary');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RETURN_URL}?ref=${encodeURIComponent('paraiska 42/ą')}`);
    const after = (await api('GET', `/requisitions/${r.id}/`)).json<{ status: string; accounts: string[] }>();
    expect(after.status).toBe('LN');
    expect(after.accounts).toHaveLength(2);
    expect((await api('GET', `/agreements/enduser/${r.agreement}/`)).json()).toMatchObject({ accepted: '2026-05-20T09:00:00.000Z' });
  });

  it('refusal redirects with ?ref= and the end-user error, and leaves the requisition RJ without accounts', async () => {
    const r = await requisition({ redirect: `${RETURN_URL}?step=bank` });
    const res = await consent(r.id, 'refused');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RETURN_URL}?step=bank&ref=${r.reference}&error=UserSessionRejected&details=User%20session%20rejected.`);
    expect((await api('GET', `/requisitions/${r.id}/`)).json()).toMatchObject({ status: 'RJ', accounts: [] });
  });

  it('a finished consent cannot be given again; an unknown one is a 404 page', async () => {
    const r = await requisition();
    await consent(r.id, 'ride-hail');
    for (const res of [await app.inject({ url: `/consent/${r.id}` }), await consent(r.id, 'refused')]) {
      expect(res.statusCode).toBe(409);
      expect(res.body).toContain('Sutikimas jau užbaigtas');
      expect(res.body).toContain(`href="${RETURN_URL}?ref=${r.reference}"`);
    }
    const missing = await app.inject({ url: '/consent/nope' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="lt">');
  });

  it('a linked requisition expires when the agreement access period is over', async () => {
    const { requisitionId } = await linkedAccount('salary', { access_valid_for_days: 1 });
    clock += DAY - 1000;
    expect((await api('GET', `/requisitions/${requisitionId}/`)).json()).toMatchObject({ status: 'LN' });
    clock += 1000;
    token = (await newToken()).json<{ access: string }>().access;
    expect((await api('GET', `/requisitions/${requisitionId}/`)).json()).toMatchObject({ status: 'EX' });
  });

  it('deleting a requisition removes its accounts', async () => {
    const { requisitionId, accounts } = await linkedAccount();
    expect((await api('DELETE', `/requisitions/${requisitionId}/`)).statusCode).toBe(200);
    expect((await api('GET', `/requisitions/${requisitionId}/`)).statusCode).toBe(404);
    expect((await api('GET', `/accounts/${accounts[0]}/details/`)).statusCode).toBe(404);
  });
});

describe('accounts', () => {
  it('answers metadata, details and balances in the GoCardless shapes', async () => {
    const { accounts } = await linkedAccount('low-income');
    const [id] = accounts;
    expect((await api('GET', `/accounts/${id}/`)).json()).toMatchObject({ id, status: 'READY', institution_id: 'SWEDBANK_HABALT22' });
    expect((await api('GET', `/accounts/${id}/details/`)).json()).toEqual({
      account: {
        resourceId: id,
        iban: expect.stringMatching(/^LT\d{2}73000\d{11}$/),
        currency: 'EUR',
        ownerName: 'Mindaugas Jankauskas',
        name: 'Einamoji sąskaita',
        product: 'Sąskaita su kredito limitu',
        cashAccountType: 'CACC',
      },
    });
    const balances = (await api('GET', `/accounts/${id}/balances/`)).json<{
      balances: { balanceAmount: { amount: string; currency: string }; balanceType: string; creditLimitIncluded?: boolean }[];
    }>().balances;
    expect(balances.map((b) => b.balanceType)).toEqual(['closingBooked', 'interimAvailable']);
    for (const b of balances) expect(b.balanceAmount.amount).toMatch(/^-?\d+\.\d{2}$/);
    // Available = booked balance + the 500 € overdraft limit.
    expect(Number(balances[1].balanceAmount.amount) - Number(balances[0].balanceAmount.amount)).toBeCloseTo(500, 2);
    expect(balances[1].creditLimitIncluded).toBe(true);
  });

  it('answers transactions newest first, as far back as the agreement allows, with date filters', async () => {
    const { accounts } = await linkedAccount('salary', { max_historical_days: 200 }, 'CITADELE_INDULT2X');
    const res = await api('GET', `/accounts/${accounts[0]}/transactions/`);
    const { booked, pending } = res.json<{
      transactions: { booked: { transactionId: string; bookingDate: string; transactionAmount: { amount: string; currency: string } }[]; pending: unknown[] };
    }>().transactions;
    expect(pending).toHaveLength(1);
    const dates = booked.map((t) => t.bookingDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const oldest = dates[dates.length - 1];
    expect(oldest >= '2025-11-01').toBe(true);
    expect(oldest <= '2025-11-05').toBe(true);
    expect(dates[0]).toBe('2026-05-20');
    expect(new Set(booked.map((t) => t.transactionId)).size).toBe(booked.length);
    for (const t of booked) expect(t.transactionAmount).toEqual({ amount: expect.stringMatching(/^-?\d+\.\d{2}$/), currency: 'EUR' });

    const april = (await api('GET', `/accounts/${accounts[0]}/transactions/?date_from=2026-04-01&date_to=2026-04-30`)).json<{
      transactions: { booked: { bookingDate: string }[] };
    }>().transactions.booked;
    expect(april.length).toBeGreaterThan(10);
    expect(april.every((t) => t.bookingDate.startsWith('2026-04'))).toBe(true);
    expect((await api('GET', `/accounts/${accounts[0]}/transactions/?date_from=yesterday`)).statusCode).toBe(400);
    const future = await api('GET', `/accounts/${accounts[0]}/transactions/?date_to=2026-05-21`);
    expect(future.json()).toEqual({
      date_to: { summary: "Date can't be in future", detail: "'2026-05-21' can't be greater than 2026-05-20. Specify correct date range" },
      status_code: 400,
    });
  });

  it('a default agreement gives 90 days of transactions', async () => {
    const { accounts } = await linkedAccount('ride-hail');
    const booked = (await api('GET', `/accounts/${accounts[0]}/transactions/`)).json<{ transactions: { booked: { bookingDate: string }[] } }>()
      .transactions.booked;
    expect(booked[booked.length - 1].bookingDate >= '2026-02-19').toBe(true);
  });

  it('allows 4 successful reads per account and scope in 24 hours, then the bank\'s 429 RateLimitError', async () => {
    const { accounts } = await linkedAccount('salary');
    const [first, second] = accounts;
    for (let i = 0; i < 4; i++) {
      const res = await api('GET', `/accounts/${first}/transactions/`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['http_x_ratelimit_account_success_limit']).toBe('4');
      expect(res.headers['http_x_ratelimit_account_success_remaining']).toBe(String(3 - i));
      expect(res.headers['http_x_ratelimit_account_success_reset']).toBe(String(24 * 3600));
    }
    clock += 3600_000;
    const fifth = await api('GET', `/accounts/${first}/transactions/`);
    expect(fifth.statusCode).toBe(429);
    // The provider's help centre shows this body without status_code.
    expect(fifth.json()).toEqual({
      summary: "Couldn't update transactions",
      detail: 'Daily request limit set by the Institution has been exceeded.',
      type: 'RateLimitError',
    });
    expect(fifth.headers['http_x_ratelimit_account_success_remaining']).toBe('0');
    expect(fifth.headers['http_x_ratelimit_account_success_reset']).toBe(String(23 * 3600));

    // Other scopes and other accounts count separately; refused reads do not count.
    expect((await api('GET', `/accounts/${first}/balances/`)).statusCode).toBe(200);
    expect((await api('GET', `/accounts/${second}/transactions/`)).statusCode).toBe(200);

    // 24 hours after the first read the window starts again (not at midnight).
    clock = Date.parse('2026-05-21T00:00:01Z');
    expect((await api('GET', `/accounts/${first}/transactions/`)).statusCode).toBe(429);
    clock = Date.parse('2026-05-21T09:00:00Z');
    token = (await newToken()).json<{ access: string }>().access;
    expect((await api('GET', `/accounts/${first}/transactions/`)).statusCode).toBe(200);
  });

  it('an unknown account is a 404 in the provider shape', async () => {
    const res = await api('GET', '/accounts/00000000-0000-0000-0000-000000000000/balances/');
    expect(res.statusCode).toBe(404);
    expect(errorOf(res).summary).toBe('Account ID 00000000-0000-0000-0000-000000000000 not found');
  });
});

describe('everything else', () => {
  it('unknown paths and paths without the trailing slash are 404 in the provider shape', async () => {
    expect(errorOf(await api('GET', '/nothing/here/'))).toEqual({ summary: 'Not found.', detail: 'Not found.', status_code: 404 });
    expect((await api('GET', '/institutions')).statusCode).toBe(404);
  });

  it('malformed JSON is a 400 in the provider shape', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/token/new/', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res)).toMatchObject({ summary: 'Invalid request', status_code: 400 });
  });

  it('has a Lithuanian index page', async () => {
    const res = await app.inject({ url: '/' });
    expect(res.body).toContain('Banko duomenų bandomoji aplinka');
  });
});
