import { BankDataError, bankDataHttpError, RequisitionNotLinkedError } from '../../src/modules/bank/bank-data-client';
import { readAccountDataOnce } from '../../src/modules/bank/read-once';
import { giveConsent, startSandbox, type RunningSandbox } from './sandbox-server';

const RETURN_URL = 'http://localhost:4400/paraiska/bankas/grizti';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

let n = 0;
async function linked(scenario: 'salary' | 'refused' | 'none') {
  const client = sandbox.client();
  const agreement = await client.createAgreement('SWEDBANK_HABALT22');
  const requisition = await client.createRequisition({
    institutionId: 'SWEDBANK_HABALT22',
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
  });

  it('an unfinished consent is a 409 "not finished yet"', async () => {
    const { client, requisitionId } = await linked('none');
    const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 'CR' });
    expect(bankDataHttpError(error).status).toBe(409);
  });

  it('after the provider has been read four times today, the fifth attempt fails with 429', async () => {
    const { client, requisitionId } = await linked('salary');
    for (let i = 0; i < 4; i++) await readAccountDataOnce(client, requisitionId);
    const error = await readAccountDataOnce(client, requisitionId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BankDataError);
    expect(error).toMatchObject({ status: 429 });
  });
});
