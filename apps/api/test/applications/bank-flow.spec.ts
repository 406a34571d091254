import { ACCESS_DENIED_MESSAGE as ACCESS_DENIED } from '../../src/modules/applications/access-key';
import { startBankFlowApp, type BankFlowApp, type StepResult } from '../bank/bank-flow-app';
import { giveConsent, type ScenarioChoice } from '../bank/sandbox-server';
import { CODES, applicationForm, type CreateAnswer, type ErrorAnswer, type Form } from './helpers';

/**
 * The whole application flow against the bank sandbox, for every scenario of its consent page:
 * create → redirect → the browser's consent POST (redirect: 'manual') → complete-onboarding →
 * the light and its reasons (docs/credit-light.md).
 */

const WIZARD_URL = 'https://vedlys.ratai.test';
// Citadele hands over 730 days; most Lithuanian banks only 90 (too few months for a bank-verified light).
const BANK = 'CITADELE_INDULT2X';

let setup: BankFlowApp;
beforeAll(async () => {
  setup = await startBankFlowApp(WIZARD_URL);
});
afterAll(() => setup?.close());

const row = (id: string) => setup.t.db.selectFrom('rental_applications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const redirectTo = (id: string, institutionId = BANK) =>
  setup.r.inject({ method: 'GET', url: `/api/car-application/gocardless/redirect/${institutionId}/${id}` });
const complete = (id: string, payload?: Record<string, string>) =>
  setup.r.inject({ method: 'POST', url: `/api/car-application/gocardless/complete-onboarding/${id}`, ...(payload ? { payload } : {}) });

async function create(overrides: Form = {}): Promise<string> {
  const res = await setup.r.create(applicationForm(overrides));
  expect(res.statusCode).toBe(201);
  return res.json<CreateAnswer>().id;
}

/** Redirect, consent at the "bank" like the browser, and answers where the bank sent it back. */
async function consentWith(id: string, scenario: ScenarioChoice): Promise<string> {
  const redirect = await redirectTo(id);
  expect(redirect.statusCode).toBe(200);
  const { redirectUrl } = redirect.json<{ redirectUrl: string }>();
  expect(redirectUrl).toMatch(new RegExp(`^${setup.sandbox.url}/consent/`));
  const consent = await giveConsent(redirectUrl, scenario);
  expect(consent.status).toBe(302);
  expect(consent.location).not.toBeNull();
  return consent.location ?? '';
}

/** The whole flow for one scenario; answers complete-onboarding's body. */
async function flow(scenario: ScenarioChoice, overrides: Form = {}): Promise<StepResult & { ref: string }> {
  const id = await create(overrides);
  const location = await consentWith(id, scenario);
  const ref = new URL(location).searchParams.get('ref') ?? '';
  const res = await complete(id, { ref });
  expect(res.statusCode).toBe(200);
  return { ...res.json<StepResult>(), ref };
}

const reasonCodes = (result: StepResult) => result.reasons.map((x) => x.code);

describe('the bank step for every sandbox scenario', () => {
  it('steady salary with a moderate payment → green from the bank data', async () => {
    // 10 000 € over 24 months: 475 €/month; the bank shows ≈ 1 800 € salary and a 128.50 € loan.
    const result = await flow('salary');
    expect(result).toMatchObject({ status: 'bank_connected', light: 'green', basis: 'bank' });
    expect(reasonCodes(result)).toEqual(['BANK_DATA', 'RATIO_WITHIN_40', 'INCOME_SOURCES']);
    expect(result.reasons[1].message).toMatch(/^Įsipareigojimai su įmoka sudaro 3\d,\d % pajamų \(iki 40 %\)$/);

    const saved = await row(result.id);
    expect(saved.status).toBe('bank_connected');
    expect(saved.bank_institution_id).toBe(BANK);
    expect(saved.bank_read_at).not.toBeNull();
    const summary = saved.bank_summary;
    expect(summary?.months.length).toBeGreaterThanOrEqual(4);
    for (const month of summary?.months ?? []) {
      // Own transfers to savings are not income; the salary is.
      expect(month.income).toBeGreaterThan(1700);
      expect(month.income).toBeLessThan(1900);
      expect(month.obligations).toBe(128.5);
      expect(month.overdraftDays).toBe(0);
    }
    // Kept: the money in and the obligations that counted (the team sees them); no purchases, no IBANs.
    expect(summary?.transactions.filter((t) => t.counted && t.counterparty === 'UAB Darbdavys').length).toBeGreaterThanOrEqual(4);
    const stored = JSON.stringify(summary);
    expect(stored).not.toContain('MAXIMA');
    expect(stored).not.toMatch(/LT\d{18}/);
  });

  it('the bank sends the applicant back to the wizard\'s return page with ref = the application id', async () => {
    const id = await create();
    const location = await consentWith(id, 'salary');
    expect(location).toBe(`${WIZARD_URL}/bankas/grizti?ref=${id}`);
    // The wizard may also call with no body at all.
    const res = await complete(id);
    expect(res.statusCode).toBe(200);
    expect(res.json<StepResult>().status).toBe('bank_connected');
  });

  it('ride-hail payouts (Bolt, Uber, Wolt) count as income', async () => {
    // Business usage declares no monthly income: red on the declared data alone.
    const id = await create({ carUsage: 'business', companyName: 'MB Vežėjas', companyCode: '305123456' });
    expect((await row(id)).credit_light).toBe('red');
    await consentWith(id, 'ride-hail');
    const result = (await complete(id, { ref: id })).json<StepResult>();
    expect(result).toMatchObject({ status: 'bank_connected', light: 'green', basis: 'bank' });
    expect(reasonCodes(result)).toEqual(['BANK_DATA', 'RATIO_WITHIN_40', 'INCOME_SOURCES', 'RIDE_HAIL_INCOME']);
    const summary = (await row(id)).bank_summary;
    for (const month of summary?.months ?? []) {
      expect(month.income).toBeGreaterThan(1400);
      expect(month.rideHailIncome).toBe(month.income);
    }
  });

  it('low income with frequent overdraft and payday loans → red, with every reason named', async () => {
    // Declared generously; the bank shows ≈ 600 € of income.
    const result = await flow('low-income', { monthlyIncome: '2500', monthlyExpenses: '0' });
    expect(result).toMatchObject({ status: 'bank_connected', light: 'red', basis: 'bank' });
    expect(reasonCodes(result)).toEqual(['BANK_DATA', 'RATIO_ABOVE_50', 'INCOME_SOURCES', 'FREQUENT_OVERDRAFT', 'PAYDAY_LOANS']);
    const summary = (await row(result.id)).bank_summary;
    for (const month of summary?.months ?? []) {
      // The payday loan's payout is not income.
      expect(month.income).toBeLessThan(900);
      expect(month.paydayRepayments).toBeGreaterThan(0);
      expect(month.overdraftDays).toBeGreaterThan(10);
    }
  });

  it('refused consent → "bank_refused", the light from the declared data pushed to at least yellow', async () => {
    // Declared: (150 + 475) / 3000 ≈ 21 %, but declared income alone is never green (docs/credit-light.md).
    const id = await create({ monthlyIncome: '3000' });
    expect((await row(id)).credit_light).toBe('yellow');
    await consentWith(id, 'refused');
    const res = await complete(id, { ref: id });
    expect(res.statusCode).toBe(200);
    const result = res.json<StepResult>();
    expect(result).toMatchObject({ status: 'bank_refused', light: 'yellow', basis: 'declared' });
    expect(reasonCodes(result)).toEqual(['DECLARED_DATA', 'RATIO_WITHIN_40', 'NEEDS_CHECK', 'BANK_CONSENT_REFUSED']);
    expect((await row(id)).bank_read_at).toBeNull();

    // The applicant may still try again: a new consent with a new reference, then a read.
    const location = await consentWith(id, 'salary');
    expect(new URL(location).searchParams.get('ref')).toBe(`${id}.2`);
    const again = await complete(id, { ref: `${id}.2` });
    expect(again.json<StepResult>()).toMatchObject({ status: 'bank_connected', light: 'green', basis: 'bank' });
    expect((await row(id)).bank_attempts).toBe(2);
  });

  it('refused red stays red', async () => {
    const result = await flow('refused', { monthlyIncome: '700' });
    expect(result).toMatchObject({ status: 'bank_refused', light: 'red' });
  });
});

describe('reading once', () => {
  it('answers the stored result on a second completion without calling the provider', async () => {
    const { id } = await flow('salary');
    const before = await row(id);
    const spy = jest.spyOn(globalThis, 'fetch');
    try {
      const second = await complete(id, { ref: id });
      expect(second.statusCode).toBe(200);
      expect(second.json<StepResult>()).toMatchObject({ status: 'bank_connected', light: 'green' });
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
    const after = await row(id);
    expect(after.bank_read_at).toEqual(before.bank_read_at);
    expect(after.bank_summary).toEqual(before.bank_summary);
  });

  it('does not start another consent once the accounts were read', async () => {
    const { id } = await flow('salary');
    const res = await redirectTo(id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorAnswer>().error.message).toBe('Banko duomenys šiai paraiškai jau gauti');
  });

  it('keeps the bank result when the applicant later updates the form, and rescores with it', async () => {
    const { id } = await flow('salary');
    const res = await setup.r.update(id, applicationForm({ monthlyIncome: '100', term: '48' }));
    expect(res.statusCode).toBe(200);
    const saved = await row(id);
    // The declared income is ignored once the bank has spoken.
    expect(saved).toMatchObject({ status: 'bank_connected', credit_basis: 'bank', credit_light: 'green', term: 48 });
  });
});

describe('the bank step\'s refusals', () => {
  it('answers 409 while the consent is unfinished, and "bank_refused" when the bank reported a cancel', async () => {
    const id = await create();
    expect((await redirectTo(id)).statusCode).toBe(200);
    const pending = await complete(id, { ref: id });
    expect(pending.statusCode).toBe(409);
    expect(pending.json<ErrorAnswer>().error.message).toBe('Banko susiejimas dar nebaigtas. Užbaikite jį banko puslapyje.');
    expect((await row(id)).status).toBe('bank_pending');

    const cancelled = await complete(id, { ref: id, error: 'UserCancelledSession' });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<StepResult>()).toMatchObject({ status: 'bank_refused', light: 'yellow' });
  });

  it('wants a bank first', async () => {
    const id = await create();
    const res = await complete(id);
    expect(res.statusCode).toBe(409);
    expect(res.json<ErrorAnswer>().error.message).toBe('Pirmiausia pasirinkite banką');
  });

  it('refuses a ref of another application', async () => {
    const id = await create();
    const other = await create();
    const res = await complete(id, { ref: other });
    expect(res.statusCode).toBe(400);
    expect(res.json<ErrorAnswer>().error.details.errors).toEqual([{ path: ['ref'], message: 'Nuoroda nepriklauso šiai paraiškai' }]);
  });

  it('refuses an unknown bank at institutionId, and unknown applications with 404', async () => {
    const id = await create();
    const unknownBank = await redirectTo(id, 'NOT_A_BANK_XXXX');
    expect(unknownBank.statusCode).toBe(400);
    expect(unknownBank.json<ErrorAnswer>().error.details.errors).toEqual([{ path: ['institutionId'], message: 'Pasirinkite banką iš sąrašo' }]);
    expect((await row(id)).status).toBe('submitted');

    const missing = '0b7f2f0e-3c1e-4f43-9d2a-1f0b8f6f7a11';
    expect((await redirectTo(missing)).statusCode).toBe(404);
    expect((await complete(missing)).statusCode).toBe(404);
    const malformed = await redirectTo('nera');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<ErrorAnswer>().error.details.errors).toEqual([{ path: ['applicationId'], message: 'Neteisingas paraiškos numeris' }]);
  });
});

describe('the bank step needs the application\'s access key (issue 18, item 3)', () => {
  it('refuses the id alone or a wrong key with the one 404, and starts nothing at the bank', async () => {
    const id = await create();
    const strangers = [{}, { 'x-application-key': 'k'.repeat(43) }, { 'x-application-key': 'per-trumpas' }];
    for (const headers of strangers) {
      for (const res of [
        await setup.r.inject({ method: 'GET', url: `/api/car-application/gocardless/redirect/${BANK}/${id}`, headers }, true),
        await setup.r.inject({ method: 'POST', url: `/api/car-application/gocardless/complete-onboarding/${id}`, headers, payload: { ref: id } }, true),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json<ErrorAnswer>().error).toMatchObject({ name: 'NotFoundError', message: ACCESS_DENIED });
      }
    }
    expect(await row(id)).toMatchObject({ status: 'submitted', bank_attempts: 0, bank_requisition_id: null });
  });

  it('lets no stranger read the light of an application whose owner linked a bank', async () => {
    const { id, ref } = await flow('salary');
    const stranger = await setup.r.inject({ method: 'POST', url: `/api/car-application/gocardless/complete-onboarding/${id}`, payload: { ref } }, true);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.body).not.toContain('"light"');
  });
});

describe('the team sees the bank result', () => {
  it('with whose account was read: a stranger\'s account is flagged as not the applicant\'s', async () => {
    const mismatch = await flow('low-income');
    const matching = await flow('salary');
    const teamView = async (id: string) =>
      (await setup.r.inject({ method: 'GET', url: `/api/moderation/car-applications/${id}`, headers: setup.team.auth })).json<{ bank: { holder: unknown } }>().bank.holder;
    expect(await teamView(mismatch.id)).toEqual({ names: ['Mindaugas Jankauskas'], matchesApplicant: false });
    expect(await teamView(matching.id)).toEqual({ names: ['Rūta Petraitienė'], matchesApplicant: true });
    // Before any bank read there is nothing to compare.
    expect(await teamView(await create())).toEqual({ names: [], matchesApplicant: null });
  });

  it('with the light, reasons and monthly summary, codes masked', async () => {
    const { id } = await flow('low-income');
    const res = await setup.r.inject({ method: 'GET', url: `/api/moderation/car-applications/${id}`, headers: setup.team.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: 'bank_connected',
      tenantDetails: { personalCode: '3**********' },
      credit: { light: 'red', basis: 'bank', ratio: expect.any(Number) },
      bank: { institutionId: BANK, institutionName: 'Citadele', attempts: 1, readAt: expect.any(String), summary: { months: expect.any(Array) }, transactions: expect.any(Array) },
    });
    const reds = await setup.r.inject({ method: 'GET', url: '/api/moderation/car-applications?light=red&status=bank_connected', headers: setup.team.auth });
    expect(reds.json<{ data: { id: string }[] }>().data.map((a) => a.id)).toContain(id);
  });
});

describe('personal codes never leave the API', () => {
  it('appear in no response body and no log line of this suite', () => {
    setup.r.expectNoFullCodes([CODES.applicant, CODES.guarantor]);
  });
});
