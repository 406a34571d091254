import { HttpError } from '../../src/http/errors';
import {
  BankDataError,
  bankDataHttpError,
  createBankDataClient,
  normaliseTransaction,
  RequisitionNotLinkedError,
} from '../../src/modules/bank/bank-data-client';

const CONFIG = { url: 'https://bank.example/', secretId: 'id-SECRET-1', secretKey: 'key-SECRET-2' };
const TOKENS = { access: 'ACCESS-TOKEN-XYZ', access_expires: 86400, refresh: 'REFRESH-TOKEN-XYZ', refresh_expires: 2592000 };

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A provider that hands out tokens and answers every other request with `answer`. */
function fakeProvider(answer: (url: string, init: RequestInit | undefined) => Response | Promise<Response>) {
  const seen: { url: string; init: RequestInit | undefined }[] = [];
  const fakeFetch: typeof fetch = async (input, init) => {
    const url = String(input);
    seen.push({ url, init });
    if (url.endsWith('/token/new/')) return json(200, TOKENS);
    return answer(url, init);
  };
  return { fakeFetch, seen };
}

describe('provider errors', () => {
  it('reads { summary, detail, status_code }', async () => {
    const { fakeFetch } = fakeProvider(() => json(503, { summary: 'Service unavailable', detail: 'Try later', status_code: 503 }));
    const error = await createBankDataClient(CONFIG, { fetch: fakeFetch }).listInstitutions('LT').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankDataError);
    expect(error).toMatchObject({ status: 503, summary: 'Service unavailable', detail: 'Try later' });
    expect(bankDataHttpError(error)).toMatchObject({ status: 502, message: 'Banko duomenų paslauga laikinai nepasiekiama' });
  });

  it('reads the field-keyed variant the provider uses for validation errors', async () => {
    const { fakeFetch } = fakeProvider(() =>
      json(400, { institution_id: { summary: 'Unknown Institution ID X', detail: 'Get Institution IDs from /institutions/' }, status_code: 400 }),
    );
    const error = await createBankDataClient(CONFIG, { fetch: fakeFetch }).createAgreement('X').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, summary: 'Unknown Institution ID X', detail: 'institution_id: Get Institution IDs from /institutions/' });
    expect(bankDataHttpError(error).status).toBe(400);
  });

  it('a body that is not JSON still gives a BankDataError with the status', async () => {
    const { fakeFetch } = fakeProvider(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(createBankDataClient(CONFIG, { fetch: fakeFetch }).listInstitutions('LT')).rejects.toMatchObject({ status: 502, summary: 'HTTP 502' });
  });

  it('a network failure is status 0 and maps to 502, without the request in the error', async () => {
    const fakeFetch: typeof fetch = async () => {
      throw new TypeError(`fetch failed for ${CONFIG.secretKey}`);
    };
    const error = await createBankDataClient(CONFIG, { fetch: fakeFetch }).listInstitutions('LT').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, summary: 'Network error' });
    expect(JSON.stringify(error) + String(error)).not.toContain('SECRET');
    expect(bankDataHttpError(error).status).toBe(502);
  });

  it('a provider that does not answer in time is a timeout (status 0)', async () => {
    const fakeFetch: typeof fetch = (_input, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      });
    const error = await createBankDataClient(CONFIG, { fetch: fakeFetch, timeoutMs: 50 }).listInstitutions('LT').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, summary: 'Timeout', kind: 'unavailable' });
  });

  it('a timeout is tried once more; a second success is used', async () => {
    let institutionCalls = 0;
    const fakeFetch: typeof fetch = (input, init) => {
      if (String(input).endsWith('/token/new/')) return Promise.resolve(json(200, TOKENS));
      institutionCalls += 1;
      if (institutionCalls === 1) {
        return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
      }
      return Promise.resolve(json(200, []));
    };
    await expect(createBankDataClient(CONFIG, { fetch: fakeFetch, timeoutMs: 50 }).listInstitutions('LT')).resolves.toEqual([]);
    expect(institutionCalls).toBe(2);
  });

  it('creating a requisition is not retried after a timeout (a lost answer may have created it; its reference cannot be reused)', async () => {
    let requisitionCalls = 0;
    const fakeFetch: typeof fetch = (input, init) => {
      if (String(input).endsWith('/token/new/')) return Promise.resolve(json(200, TOKENS));
      requisitionCalls += 1;
      return new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    };
    const client = createBankDataClient(CONFIG, { fetch: fakeFetch, timeoutMs: 50 });
    await expect(client.createRequisition({ institutionId: 'X', redirect: 'https://r.test', reference: 'ref' })).rejects.toMatchObject({ status: 0 });
    expect(requisitionCalls).toBe(1);
  });

  it('an expired consent (401 AccessExpiredError) does not throw away our tokens or read twice', async () => {
    const { fakeFetch, seen } = fakeProvider(() =>
      json(401, { summary: 'Access has expired or it has been revoked.', detail: 'Reconnect the account.', type: 'AccessExpiredError', status_code: 401 }),
    );
    const error = await createBankDataClient(CONFIG, { fetch: fakeFetch }).getBalances('acc').catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'access_expired' });
    expect(seen.filter((s) => s.url.includes('/balances/'))).toHaveLength(1);
    expect(seen.filter((s) => s.url.endsWith('/token/new/'))).toHaveLength(1);
  });

  it('sends the token only in the Authorization header and never puts it in errors', async () => {
    const { fakeFetch, seen } = fakeProvider(() => json(401, { summary: 'Invalid token', detail: 'Token is invalid or expired', status_code: 401 }));
    const error = await createBankDataClient(CONFIG, { fetch: fakeFetch }).getRequisition('r1').catch((e: unknown) => e);
    const requisitionCalls = seen.filter((s) => s.url.includes('/requisitions/'));
    // One retry with a fresh token, then the error.
    expect(requisitionCalls).toHaveLength(2);
    expect((requisitionCalls[0].init?.headers as Record<string, string>)['authorization']).toBe('Bearer ACCESS-TOKEN-XYZ');
    expect(requisitionCalls[0].url).toBe('https://bank.example/api/v2/requisitions/r1/');
    const http = bankDataHttpError(error);
    const everything = JSON.stringify({ error, message: (error as Error).message, http, httpMessage: http.message });
    expect(everything).not.toMatch(/ACCESS-TOKEN|REFRESH-TOKEN|SECRET/);
  });
});

describe('bankDataHttpError', () => {
  it.each([
    [new BankDataError(429, "Couldn't update balances", 'Daily request limit set by the Institution has been exceeded.', { type: 'RateLimitError' }), 503, 'BankDataRateLimitError'],
    [new BankDataError(429, 'Rate limit exceeded', 'The rate limit for this resource is 100/minute. Please try again in 5 seconds'), 503, 'BankDataBusyError'],
    [new BankDataError(402, 'Free usage limit exceeded', ''), 503, 'BankDataQuotaError'],
    [new BankDataError(401, 'Access expired', '', { type: 'AccessExpiredError' }), 400, 'BankConsentExpiredError'],
    [new BankDataError(409, 'Account is being processed', '', { type: 'AccountProcessing' }), 503, 'BankDataProcessingError'],
    [new BankDataError(409, 'Account Suspended', ''), 400, 'BankAccountSuspendedError'],
    [new BankDataError(403, 'Forbidden', '', { type: 'AccountAccessForbidden' }), 400, 'BankAccessForbiddenError'],
    [new BankDataError(403, 'IP address access denied', ''), 502, 'BankDataUnavailableError'],
    [new BankDataError(500, 'Oops', ''), 502, 'BankDataUnavailableError'],
    [new BankDataError(0, 'Network error', ''), 502, 'BankDataUnavailableError'],
    [new BankDataError(401, 'Authentication failed', ''), 502, 'BankDataUnavailableError'],
    [new BankDataError(404, 'Not found.', ''), 400, 'BankDataError'],
    [new BankDataError(400, 'Invalid', ''), 400, 'BankDataError'],
    [new RequisitionNotLinkedError('r', 'RJ'), 400, 'BankConsentRefusedError'],
    [new RequisitionNotLinkedError('r', 'EX'), 400, 'BankConsentExpiredError'],
    [new RequisitionNotLinkedError('r', 'UA'), 409, 'BankConsentPendingError'],
    [new Error('anything else'), 502, 'BankDataUnavailableError'],
  ])('%s → %i %s, with a Lithuanian message', (error, status, name) => {
    const http = bankDataHttpError(error);
    expect(http).toBeInstanceOf(HttpError);
    expect(http.status).toBe(status);
    expect(http.errorName).toBe(name);
    expect(http.message).toMatch(/[ąčęėįšųūž]|Banko/i);
    expect(http.message).not.toMatch(/Rate limit|Oops|Network|Authentication|anything/);
  });

  it('passes an HttpError through', () => {
    const original = new HttpError(400, 'BadRequestError', 'Neteisingi duomenys');
    expect(bankDataHttpError(original)).toBe(original);
  });
});

describe('normaliseTransaction', () => {
  it('turns the amount string into euros and picks the other party by direction', () => {
    expect(
      normaliseTransaction({
        transactionId: 't1',
        bookingDate: '2026-05-02',
        valueDate: '2026-05-03',
        transactionAmount: { amount: '-12.30', currency: 'EUR' },
        remittanceInformationUnstructured: ' Pirkinys ',
        creditorName: 'MAXIMA LT, UAB',
        debtorName: 'Rūta Petraitienė',
      }),
    ).toEqual({ id: 't1', bookingDate: '2026-05-02', amount: -12.3, currency: 'EUR', description: 'Pirkinys', counterparty: 'MAXIMA LT, UAB' });
    expect(
      normaliseTransaction({
        valueDate: '2026-05-03',
        transactionAmount: { amount: '1800.00', currency: 'EUR' },
        remittanceInformationUnstructuredArray: ['DU už', '2026-04'],
        debtorName: 'UAB Darbdavys',
      }),
    ).toEqual({ id: null, bookingDate: '2026-05-03', amount: 1800, currency: 'EUR', description: 'DU už 2026-04', counterparty: 'UAB Darbdavys' });
    expect(normaliseTransaction({ bookingDate: '2026-05-01', transactionAmount: { amount: '0.10', currency: 'EUR' } })).toMatchObject({
      description: '',
      counterparty: null,
      amount: 0.1,
    });
  });
});
