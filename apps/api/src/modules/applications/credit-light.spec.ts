import { assessCredit, daysInMonth, type BankMonth, type CreditInput } from './credit-light';

const declared = (monthlyIncome: number, monthlyExpenses: number, additionalIncome = 0) => ({
  monthlyIncome,
  additionalIncome,
  monthlyExpenses,
});

const month = (m: string, income: number, obligations = 0, extra: Partial<BankMonth> = {}): BankMonth => ({
  month: m,
  income,
  rideHailIncome: 0,
  obligations,
  paydayRepayments: 0,
  overdraftDays: 0,
  ...extra,
});

const fourMonths = (income: number, obligations = 0, extra: Partial<BankMonth> = {}) =>
  ['2026-01', '2026-02', '2026-03', '2026-04'].map((m) => month(m, income, obligations, extra));

const codes = (input: CreditInput) => assessCredit(input).reasons.map((r) => r.code);

describe('assessCredit — declared data', () => {
  it('is green at exactly 40 % (obligations + payment = 400 of 1000)', () => {
    const result = assessCredit({ monthlyPayment: 300, declared: declared(1000, 100) });
    expect(result).toMatchObject({ light: 'green', ratio: 0.4, basis: 'declared', monthlyIncome: 1000, monthlyObligations: 100, monthlyPayment: 300 });
    expect(result.reasons.map((r) => r.code)).toEqual(['DECLARED_DATA', 'RATIO_WITHIN_40']);
  });

  it('is yellow one cent above 40 %', () => {
    expect(assessCredit({ monthlyPayment: 300.01, declared: declared(1000, 100) }).light).toBe('yellow');
  });

  it('is yellow at exactly 50 %', () => {
    const result = assessCredit({ monthlyPayment: 400, declared: declared(1000, 100) });
    expect(result).toMatchObject({ light: 'yellow', ratio: 0.5 });
    expect(result.reasons.map((r) => r.code)).toContain('RATIO_WITHIN_50');
  });

  it('is red one cent above 50 %', () => {
    const result = assessCredit({ monthlyPayment: 400.01, declared: declared(1000, 100) });
    expect(result.light).toBe('red');
    expect(result.reasons.map((r) => r.code)).toContain('RATIO_ABOVE_50');
  });

  it('compares in cents, so decimal amounts on the boundary stay exact (0.1 + 0.3 style)', () => {
    // 120.10 + 279.90 = 400.00 of 1000.00: exactly 40 % although 120.1 + 279.9 is not exact in floats.
    expect(assessCredit({ monthlyPayment: 279.9, declared: declared(1000, 120.1) }).light).toBe('green');
  });

  it('adds the additional income to the declared income', () => {
    // 500 / (800 + 200) = 50 % → yellow; without the additional income it would be 62.5 % → red.
    expect(assessCredit({ monthlyPayment: 300, declared: declared(800, 200, 200) }).light).toBe('yellow');
    expect(assessCredit({ monthlyPayment: 300, declared: declared(800, 200, 0) }).light).toBe('red');
  });

  it('is red when no income is declared (business usage with 0)', () => {
    const result = assessCredit({ monthlyPayment: 100, declared: declared(0, 0) });
    expect(result).toMatchObject({ light: 'red', ratio: null });
    expect(result.reasons.map((r) => r.code)).toEqual(['DECLARED_DATA', 'INCOME_NOT_ESTABLISHED']);
  });

  it('writes the ratio in Lithuanian percent', () => {
    const [, ratio] = assessCredit({ monthlyPayment: 254, declared: declared(1000, 100) }).reasons;
    expect(ratio.message).toBe('Įsipareigojimai su įmoka sudaro 35,4 % pajamų (iki 40 %)');
  });
});

describe('assessCredit — bank data', () => {
  it('averages income and obligations over the bank months and ignores the declaration', () => {
    const months = [month('2026-01', 1700, 100), month('2026-02', 1900, 100), month('2026-03', 1800, 150), month('2026-04', 1800, 150)];
    const result = assessCredit({ monthlyPayment: 300, declared: declared(5000, 0), bank: { months } });
    expect(result).toMatchObject({ basis: 'bank', monthlyIncome: 1800, monthlyObligations: 125, monthsUsed: 4, light: 'green' });
    expect(result.ratio).toBeCloseTo(425 / 1800, 4);
    expect(result.reasons[0]).toEqual({ code: 'BANK_DATA', message: 'Vertinta pagal banko duomenis (4 mėn.)' });
  });

  it('counts a month without income as zero in the average', () => {
    const months = [month('2026-01', 2000), month('2026-02', 2000), month('2026-03', 0), month('2026-04', 0)];
    // average 1000; 400 / 1000 = 40 % → green at the boundary.
    expect(assessCredit({ monthlyPayment: 400, declared: declared(3000, 0), bank: { months } })).toMatchObject({ monthlyIncome: 1000, light: 'green' });
  });

  it('is red when the bank shows no income at all, whatever was declared', () => {
    const result = assessCredit({ monthlyPayment: 200, declared: declared(3000, 0), bank: { months: fourMonths(0) } });
    expect(result).toMatchObject({ light: 'red', basis: 'bank' });
    expect(result.reasons.map((r) => r.code)).toContain('INCOME_NOT_ESTABLISHED');
  });

  it('falls back to the declared income with fewer than 4 months, keeping the higher obligations', () => {
    const months = [month('2026-02', 3000, 250), month('2026-03', 3000, 250), month('2026-04', 3000, 250)];
    const result = assessCredit({ monthlyPayment: 200, declared: declared(1000, 100), bank: { months } });
    expect(result).toMatchObject({ basis: 'declared', monthlyIncome: 1000, monthlyObligations: 250, light: 'yellow', monthsUsed: 0 });
    expect(result.reasons[0].code).toBe('BANK_HISTORY_SHORT');
  });

  it('is red with fewer than 4 months and no declared income', () => {
    const result = assessCredit({ monthlyPayment: 200, declared: declared(0, 0), bank: { months: [month('2026-04', 3000)] } });
    expect(result.light).toBe('red');
    expect(result.reasons.map((r) => r.code)).toEqual(['BANK_HISTORY_SHORT', 'INCOME_NOT_ESTABLISHED']);
  });

  it('names ride-hail income without treating it differently', () => {
    const result = assessCredit({ monthlyPayment: 300, declared: declared(0, 0), bank: { months: fourMonths(1600, 0, { rideHailIncome: 1500 }) } });
    expect(result.light).toBe('green');
    expect(result.reasons.map((r) => r.code)).toContain('RIDE_HAIL_INCOME');
  });
});

describe('assessCredit — adjustments that only worsen', () => {
  it('pushes green to yellow on frequent overdraft (≥ 10 % of days)', () => {
    // 120 days (Jan–Apr 2026), 12 overdraft days = 10 %.
    const months = fourMonths(2000).map((m, i) => ({ ...m, overdraftDays: i === 0 ? 12 : 0 }));
    const result = assessCredit({ monthlyPayment: 200, declared: declared(0, 0), bank: { months } });
    expect(result.light).toBe('yellow');
    expect(result.reasons.find((r) => r.code === 'FREQUENT_OVERDRAFT')?.message).toBe('Dažnai naudojamas overdraftas (12 d. iš 120)');
  });

  it('does not count rare overdraft', () => {
    const months = fourMonths(2000).map((m, i) => ({ ...m, overdraftDays: i === 0 ? 11 : 0 }));
    expect(codes({ monthlyPayment: 200, declared: declared(0, 0), bank: { months } })).not.toContain('FREQUENT_OVERDRAFT');
    expect(assessCredit({ monthlyPayment: 200, declared: declared(0, 0), bank: { months } }).light).toBe('green');
  });

  it('never makes a red light better', () => {
    const months = fourMonths(500, 0, { overdraftDays: 20 });
    expect(assessCredit({ monthlyPayment: 400, declared: declared(0, 0), bank: { months } }).light).toBe('red');
  });

  it('pushes green to yellow on payday-loan repayments', () => {
    const result = assessCredit({ monthlyPayment: 200, declared: declared(0, 0), bank: { months: fourMonths(2000, 100, { paydayRepayments: 100 }) } });
    expect(result.light).toBe('yellow');
    expect(result.reasons.map((r) => r.code)).toContain('PAYDAY_LOANS');
  });

  it('pushes green to yellow when the bank consent was refused', () => {
    const result = assessCredit({ monthlyPayment: 200, declared: declared(2000, 100), consentRefused: true });
    expect(result).toMatchObject({ light: 'yellow', basis: 'declared' });
    expect(result.reasons.map((r) => r.code)).toEqual(['DECLARED_DATA', 'RATIO_WITHIN_40', 'BANK_CONSENT_REFUSED']);
  });

  it('keeps a refused red red', () => {
    expect(assessCredit({ monthlyPayment: 900, declared: declared(1000, 100), consentRefused: true }).light).toBe('red');
  });
});

describe('daysInMonth', () => {
  it('knows leap years and refuses other text', () => {
    expect(daysInMonth('2024-02')).toBe(29);
    expect(daysInMonth('2026-02')).toBe(28);
    expect(daysInMonth('2026-04')).toBe(30);
    expect(daysInMonth('April')).toBe(0);
  });
});
