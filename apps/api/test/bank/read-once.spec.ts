import { BankDataError, bankDataHttpError, RequisitionNotLinkedError } from '../../src/modules/bank/bank-data-client';
import { readAccountDataOnce } from '../../src/modules/bank/read-once';
import { giveConsent, startSandbox, type RunningSandbox, type ScenarioChoice } from './sandbox-server';

const RETURN_URL = 'http://localhost:4400/paraiska/bankas/grizti';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

let n = 0;
async function linked(scenario: ScenarioChoice | 'none', institutionId = 'SWEDBANK_HABALT22') {
  // No real waiting between the polls of a processing account.
  const client = sandbox.client({ sleep: async () => undefined });
  const agreement = await client.createAgreement(institutionId);
  const requisition = await client.createRequisition({
    institutionId,
    redirect: RETURN_URL,
    reference: `read-once-${++n}`,
    agreementId: agreement.id,
  });
  if (scenario !== 'none') await giveConsent(requisition.link, scenario);
  return { client, requisitionId: requisition.id };
}

describe('readAccountDataOnce', () => {
  it('reads details, balances and transactions of every account exactly once', async () => {
    const { client, requisitionId } = await linked('salary');
    sandbox.calls.length = 0;
    const readAt = new Date('2026-06-01T10:00:00Z');
    const snapshot = await readAccountDataOnce(client, requisitionId, { now: () => readAt });

    expect(snapshot.requisitionId).toBe(requisitionId);
    expect(snapshot.reference).toBe(`read-once-${n}`);
    expect(snapshot.readAt).toBe('2026-06-01T10:00:00.000Z');
    expect(snapshot.accounts).toHaveLength(2);
    for (const account of snapshot.accounts) {
      expect(account.details.id).toBe(account.accountId);
      expect(account.balances.length).toBeGreaterThan(0);
      expect(account.transactions.length).toBeGreaterThan(0);
    }
    const reads = sandbox.calls.filter((c) => c.startsWith('GET /api/v2/accounts/'));
    expect(reads).toHaveLength(6);
    expect(new Set(reads).size).toBe(6);
    // Swedbank gives 90 days: the agreement says how much history the data covers.
    expect(snapshot).toMatchObject({ historyDays: 90, institutionId: 'SWEDBANK_HABALT22', cleanup: 'deleted' });
    expect(snapshot.accounts[0]).toMatchObject({ pendingTransactions: 1, unreadableTransactions: 0 });
    // Then the consent is deleted at the provider: nothing stays open in our name.
    expect(sandbox.calls.at(-1)).toBe(`DELETE /api/v2/requisitions/${requisitionId}/`);
    await expect(client.getRequisition(requisitionId)).rejects.toMatchObject({ status: 404 });
  });

  it('reports a cleanup the provider did not do, without failing the read (a job may retry it)', async () => {
    const { client, requisitionId } = await linked('salary');
    const cleanup = jest.fn(async () => 'failed' as const);
    const snapshot = await readAccountDataOnce(client, requisitionId, { cleanup });
    expect(cleanup).toHaveBeenCalledWith(requisitionId);
    expect(snapshot.cleanup).toBe('failed');
    expect(snapshot.accounts).toHaveLength(2);
  });

  it('concurrent calls for one requisition share a single read', async () => {
    const { client, requisitionId } = await linked('salary');
    sandbox.calls.length = 0;
    const [a, b] = await Promise.all([readAccountDataOnce(client, requisitionId), readAccountDataOnce(client, requisitionId)]);
    expect(a).toBe(b);
    expect(sandbox.calls.filter((c) => c.startsWith('GET /api/v2/accounts/'))).toHaveLength(6);
  });

  it('a refused consent spends no account read and maps to a Lithuanian 400', async () => {
    const { client, requisitionId } = await linked('refused');
    sandbox.calls.length = 0;
    const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequisitionNotLinkedError);
    expect(error).toMatchObject({ status: 'RJ' });
    expect(sandbox.calls.filter((c) => c.startsWith('GET /api/v2/accounts/'))).toHaveLength(0);
    expect(bankDataHttpError(error)).toMatchObject({ status: 400, errorName: 'BankConsentRefusedError' });
    // A refused consent is deleted at the provider too.
    expect(sandbox.calls).toContain(`DELETE /api/v2/requisitions/${requisitionId}/`);
  });

  it('an unfinished consent is a 409 "not finished yet"', async () => {
    const { client, requisitionId } = await linked('none');
    const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'CR' });
    expect(bankDataHttpError(error).status).toBe(409);
  });

  it('after the provider has been read four times today, the fifth attempt fails with 429', async () => {
    const { client, requisitionId } = await linked('salary');
    const keep = async () => 'failed' as const;
    for (let i = 0; i < 4; i++) await readAccountDataOnce(client, requisitionId, { cleanup: keep });
    const error = await readAccountDataOnce(client, requisitionId, { cleanup: keep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankDataError);
    expect(error).toMatchObject({ status: 429 });
  });
});

describe('accounts that fail when read (the sandbox\'s failure scenarios)', () => {
  it('an account still being processed (409 AccountProcessing) is polled and read again; the failed reads cost nothing', async () => {
    const { client, requisitionId } = await linked('processing', 'CITADELE_INDULT2X');
    sandbox.calls.length = 0;
    const snapshot = await readAccountDataOnce(client, requisitionId);
    expect(snapshot.accounts[0].transactions.length).toBeGreaterThan(100);
    // Two rounds of three 409s, a metadata poll after each, then the three reads.
    expect(sandbox.calls.filter((c) => /^GET \/api\/v2\/accounts\/[^/]+\/$/.test(c)).length).toBeGreaterThanOrEqual(2);
  });

  it('gives up after the last poll with a 503 "the bank is still preparing"', async () => {
    const client = sandbox.client({ sleep: async () => undefined, processingDelaysMs: [1] });
    const agreement = await client.createAgreement('CITADELE_INDULT2X');
    const requisition = await client.createRequisition({ institutionId: 'CITADELE_INDULT2X', redirect: RETURN_URL, reference: `read-once-${++n}`, agreementId: agreement.id });
    await giveConsent(requisition.link, 'processing');
    const error = await readAccountDataOnce(client, requisition.id).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, type: 'AccountProcessing', kind: 'account_processing' });
    expect(bankDataHttpError(error)).toMatchObject({ status: 503, errorName: 'BankDataProcessingError', message: 'Bankas dar ruošia sąskaitos duomenis. Pabandykite po kelių minučių.' });
  });

  it('a consent revoked at the bank (401 AccessExpiredError) is not our token: no new token, no second read', async () => {
    const { client, requisitionId } = await linked('revoked');
    sandbox.calls.length = 0;
    const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 401, type: 'AccessExpiredError', kind: 'access_expired' });
    expect(sandbox.calls.filter((c) => c.includes('/token/'))).toEqual([]);
    expect(sandbox.calls.filter((c) => c.includes('/details/'))).toHaveLength(1);
    expect(bankDataHttpError(error)).toMatchObject({ status: 400, errorName: 'BankConsentExpiredError', message: 'Banko sutikimas nebegalioja. Susiekite banką iš naujo.' });
  });

  it.each<[ScenarioChoice, number, string]>([
    ['forbidden', 400, 'BankAccessForbiddenError'],
    ['bank-down', 502, 'BankDataUnavailableError'],
  ])('%s → our %i %s', async (scenario, status, name) => {
    const { client, requisitionId } = await linked(scenario);
    const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
    expect(bankDataHttpError(error)).toMatchObject({ status, errorName: name });
  });

  it('consents that end in UA, SA or GA are "not finished" (409), and nothing is deleted', async () => {
    for (const [scenario, status] of [['cancelled', 'UA'], ['abandoned', 'SA'], ['bank-error', 'GA']] as const) {
      const { client, requisitionId } = await linked(scenario);
      sandbox.calls.length = 0;
      const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
      expect(error).toMatchObject({ status });
      expect(bankDataHttpError(error).status).toBe(409);
      expect(sandbox.calls.filter((c) => c.startsWith('DELETE'))).toEqual([]);
    }
  });
});
