import { applicationForm, type CreateAnswer, type ErrorAnswer, type Form } from '../applications/helpers';
import { startBankFlowApp, type BankFlowApp, type StepResult } from './bank-flow-app';
import { giveConsent, type ScenarioChoice } from './sandbox-server';

/**
 * The credit light of docs/credit-light.md end to end: the API against the bank sandbox, for the
 * realistic untidy statements, a 90-day bank (too few months to verify income), the consent
 * failures, and what the team reads (the transactions that counted).
 * Form defaults (test/applications/helpers.ts): 10 000 € over 24 months → 475 € a month,
 * declared income 1 800 €, expenses 150 €.
 */

const WIZARD_URL = 'https://vedlys.ratai.test';
let setup: BankFlowApp;
beforeAll(async () => {
  setup = await startBankFlowApp(WIZARD_URL);
});
afterAll(() => setup?.close());
interface TeamBank {
  bank: {
    summary: { historyDays: number; months: { income: number }[]; incomeStreams: { category: string; counted: boolean }[] };
    transactions: { date: string; amount: number; kind: string; counted: boolean; counterparty: string | null; note: string }[];
  };
}

/** Create → redirect → the browser's consent at the sandbox → complete-onboarding with what the bank sent back. */
async function flow(scenario: ScenarioChoice, bank: string, form: Form = {}) {
  const created = await setup.r.create(applicationForm(form));
  expect(created.statusCode).toBe(201);
  const { id } = created.json<CreateAnswer>();
  const redirect = await setup.r.inject({ method: 'GET', url: `/api/car-application/gocardless/redirect/${bank}/${id}` });
  expect(redirect.statusCode).toBe(200);
  const consent = await giveConsent(redirect.json<{ redirectUrl: string }>().redirectUrl, scenario);
  const back = consent.location ? new URL(consent.location) : null;
  const body: Record<string, string> = { ref: back?.searchParams.get('ref') ?? id };
  const error = back?.searchParams.get('error');
  if (error) body['error'] = error;
  const res = await setup.r.inject({ method: 'POST', url: `/api/car-application/gocardless/complete-onboarding/${id}`, payload: body });
  return { id, res, back };
}

const codes = (res: { json<T>(): T }) => res.json<StepResult>().reasons.map((x) => x.code);
const teamRead = async (id: string) =>
  (await setup.r.inject({ method: 'GET', url: `/api/moderation/car-applications/${id}`, headers: setup.team.auth })).json<TeamBank & { credit: { light: string } }>();

describe('the realistic statements at a bank that gives the full history (Citadele)', () => {
  it('salaried: pay in two parts and child benefit count; the gift, refunds and own transfers do not → green', async () => {
    const { id, res } = await flow('salaried', 'CITADELE_INDULT2X');
    expect(res.json<StepResult>()).toMatchObject({ status: 'bank_connected', light: 'green', basis: 'bank' });
    expect(codes(res)).toEqual(['BANK_DATA', 'RATIO_WITHIN_40', 'INCOME_SOURCES']);
    expect(res.json<StepResult>().reasons[2].message).toMatch(/^Įskaitytos reguliarios pajamos: darbo užmokestis, socialinės išmokos \(vidutiniškai 1\s8\d\d\s€ per mėn\.\)$/);

    const { bank } = await teamRead(id);
    expect(bank.summary.months).toHaveLength(6);
    for (const m of bank.summary.months) {
      // ≈ 1 110 + 600 pay and 121.60 benefit; card payments written with only bookingDateTime are read too.
      expect(m.income).toBeGreaterThan(1_780);
      expect(m.income).toBeLessThan(1_870);
    }
    const counted = bank.transactions.filter((x) => x.counted && x.amount > 0);
    expect(new Set(counted.map((x) => x.kind))).toEqual(new Set(['salary', 'benefit']));
    const notCounted = bank.transactions.filter((x) => !x.counted && x.amount > 0).map((x) => x.kind);
    expect(notCounted).toEqual(expect.arrayContaining(['own_transfer']));
    // The leasing instalment is the obligation; purchases are not kept.
    expect(bank.transactions.filter((x) => x.amount < 0).every((x) => x.kind === 'loan' && x.counterparty === 'Luminor Lizingas, UAB')).toBe(true);
  });

  it('ride-hail driver: weekly Bolt, Uber and Wolt payouts count; the Bolt Food refund and the pounds do not → green', async () => {
    const { id, res } = await flow('driver', 'CITADELE_INDULT2X', { carUsage: 'business', companyName: 'MB Vairuotojas', companyCode: '305123456' });
    expect(res.json<StepResult>()).toMatchObject({ light: 'green', basis: 'bank' });
    expect(codes(res)).toEqual(['BANK_DATA', 'RATIO_WITHIN_40', 'INCOME_SOURCES', 'RIDE_HAIL_INCOME']);
    const { bank } = await teamRead(id);
    for (const m of bank.summary.months) expect(m.income).toBeGreaterThan(1_400);
    const bolt = bank.transactions.filter((x) => x.counterparty === 'Bolt Operations OÜ' && x.amount > 0);
    expect(bolt.filter((x) => x.counted).length).toBeGreaterThanOrEqual(20);
    // Every payout in the statement carries only bookingDateTime: all of them were read.
    expect(bolt.filter((x) => x.kind === 'refund')).toHaveLength(bolt.length - bolt.filter((x) => x.counted).length);
  });

  it('irregular earner: plenty came in, none of it regular → red, and the team sees every inflow and why', async () => {
    const { id, res } = await flow('irregular', 'CITADELE_INDULT2X');
    expect(res.json<StepResult>()).toMatchObject({ light: 'red', basis: 'bank' });
    expect(codes(res)).toEqual(['BANK_DATA', 'INCOME_NOT_REGULAR']);
    const { bank } = await teamRead(id);
    expect(bank.summary.incomeStreams.every((s) => !s.counted)).toBe(true);
    expect(bank.transactions.filter((x) => x.amount > 0).every((x) => !x.counted && x.note.length > 10)).toBe(true);
    expect(bank.transactions.some((x) => x.kind === 'salary' && /neįskaityta: gauta tik [1-3] mėn\./.test(x.note))).toBe(true);
  });
});

describe('a bank that gives only 90 days (Swedbank)', () => {
  it('asks for 90 days, and with fewer than 4 months says so: yellow "reikia patikrinti", never green', async () => {
    const { id, res } = await flow('salary', 'SWEDBANK_HABALT22', { monthlyIncome: '3000' });
    expect(res.json<StepResult>()).toMatchObject({ status: 'bank_connected', light: 'yellow', basis: 'declared' });
    expect(codes(res)).toEqual(['BANK_HISTORY_SHORT', 'DECLARED_ABOVE_BANK', 'RATIO_WITHIN_40', 'NEEDS_CHECK']);
    expect(res.json<StepResult>().reasons[0].message).toMatch(/^Banko duomenų tik už [23] mėn\. \(bankas pateikia 90 d\. istoriją\)/);
    expect((await teamRead(id)).bank.summary.historyDays).toBe(90);
  });

  it('a declaration far above what comes in is capped by the bank → red', async () => {
    const { res } = await flow('low-income', 'SWEDBANK_HABALT22', { monthlyIncome: '2500' });
    expect(res.json<StepResult>()).toMatchObject({ light: 'red', basis: 'declared' });
    expect(codes(res)).toEqual(expect.arrayContaining(['BANK_HISTORY_SHORT', 'DECLARED_ABOVE_BANK', 'RATIO_ABOVE_50', 'PAYDAY_LOANS']));
  });
});

describe('consents and accounts that fail', () => {
  it('cancelled at the bank (UA, ?error=UserCancelledSession) → bank_refused, at most yellow', async () => {
    const { res, back } = await flow('cancelled', 'SEB_CBVILT2X', { monthlyIncome: '3000' });
    expect(back?.searchParams.get('error')).toBe('UserCancelledSession');
    expect(res.json<StepResult>()).toMatchObject({ status: 'bank_refused', light: 'yellow' });
  });

  it('a refused consent is deleted at the provider; reloading the return page answers the same result', async () => {
    const { id, res } = await flow('refused', 'SEB_CBVILT2X', { monthlyIncome: '3000' });
    expect(res.json<StepResult>()).toMatchObject({ status: 'bank_refused', light: 'yellow' });
    const saved = await setup.t.db.selectFrom('rental_applications').select('bank_requisition_id').where('id', '=', id).executeTakeFirstOrThrow();
    await expect(setup.sandbox.client().getRequisition(saved.bank_requisition_id as string)).rejects.toMatchObject({ status: 404 });
    const reload = await setup.r.inject({ method: 'POST', url: `/api/car-application/gocardless/complete-onboarding/${id}`, payload: { ref: id } });
    expect(reload.statusCode).toBe(200);
    expect(reload.json<StepResult>()).toEqual(res.json<StepResult>());
  });

  it('a consent revoked at the bank → 400 "connect again", the application still waits for a bank', async () => {
    const { id, res } = await flow('revoked', 'LUMINOR_AGBLLT2X');
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error).toMatchObject({ name: 'BankConsentExpiredError', message: 'Banko sutikimas nebegalioja. Susiekite banką iš naujo.' });
    const again = await setup.r.inject({ method: 'GET', url: `/api/car-application/gocardless/redirect/SEB_CBVILT2X/${id}` });
    expect(again.statusCode).toBe(200);
  });

  it('after the read the consent is deleted at the provider', async () => {
    const { id, res } = await flow('salary', 'REVOLUT_REVOLT21');
    expect(res.statusCode).toBe(200);
    const saved = await setup.t.db.selectFrom('rental_applications').select('bank_requisition_id').where('id', '=', id).executeTakeFirstOrThrow();
    await expect(setup.sandbox.client().getRequisition(saved.bank_requisition_id as string)).rejects.toMatchObject({ status: 404 });
  });
});
