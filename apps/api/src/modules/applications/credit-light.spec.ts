import { assessCredit, daysInMonth, type BankEvidence, type BankMonth, type CreditInput } from './credit-light';

/**
 * One table per rule of docs/credit-light.md, every figure computed by hand in the comment.
 * DSTI = (monthly obligations + payment) / monthly income.
 */

const NBSP = '\u00a0';
const declared = (monthlyIncome: number, monthlyExpenses: number, additionalIncome = 0) => ({ monthlyIncome, additionalIncome, monthlyExpenses });

const month = (m: string, income: number, obligations = 0, extra: Partial<BankMonth> = {}): BankMonth => ({
  month: m,
  income,
  rideHailIncome: 0,
  possibleIncome: income,
  obligations,
  paydayRepayments: 0,
  overdraftDays: 0,
  ...extra,
});

const MONTHS = ['2025-11', '2025-12', '2026-01', '2026-02', '2026-03', '2026-04'];
/** `n` months ending 2026-04, each with the same figures. */
const months = (n: number, income: number, obligations = 0, extra: Partial<BankMonth> = {}) =>
  MONTHS.slice(MONTHS.length - n).map((m) => month(m, income, obligations, extra));
/** A bank summary of the current format (regular income by category). */
const bank = (list: BankMonth[], extra: Partial<BankEvidence> = {}): BankEvidence => ({
  version: 2,
  historyDays: 215,
  months: list,
  incomeStreams: [{ category: 'salary', months: list.length, counted: true, total: 0 }],
  ...extra,
});

const assess = (input: CreditInput) => assessCredit(input);
const codes = (input: CreditInput) => assess(input).reasons.map((r) => r.code);

describe('green only with bank-verified income and DSTI ≤ 40 % (the Bank of Lithuania rule)', () => {
  it.each<[string, number, number, string, number | null]>([
    // income 1 000, obligations 100 (4 months of the bank)
    ['(100 + 300) / 1 000 = 40 % exactly', 100, 300, 'green', 0.4],
    ['(100 + 300.01) / 1 000 = 40.001 %', 100, 300.01, 'yellow', 0.4],
    ['(100 + 400) / 1 000 = 50 % exactly', 100, 400, 'yellow', 0.5],
    ['(100 + 400.01) / 1 000 = 50.001 %', 100, 400.01, 'red', 0.5],
    ['(120.10 + 279.90) / 1 000 = 40 % in whole cents, not floats', 120.1, 279.9, 'green', 0.4],
    ['(0 + 150) / 1 000 = 15 %', 0, 150, 'green', 0.15],
  ])('%s → %s', (_case, obligations, payment, light, ratio) => {
    const result = assess({ monthlyPayment: payment, declared: declared(5000, 0), bank: bank(months(4, 1000, obligations)) });
    expect(result).toMatchObject({ light, ratio, basis: 'bank', monthsUsed: 4, monthlyIncome: 1000 });
  });

  it('says why, in Lithuanian: the basis, the ratio written the Lithuanian way, the income that counted', () => {
    const result = assess({
      monthlyPayment: 254,
      declared: declared(0, 0),
      bank: bank(months(4, 1000, 100), {
        incomeStreams: [
          { category: 'salary', months: 4, counted: true, total: 3000 },
          { category: 'benefit', months: 4, counted: true, total: 1000 },
          { category: 'ride_hail', months: 2, counted: false, total: 300 },
        ],
      }),
    });
    // (100 + 254) / 1 000 = 35.4 %
    expect(result.reasons).toEqual([
      { code: 'BANK_DATA', message: 'Vertinta pagal banko duomenis (4 mėn.)' },
      { code: 'RATIO_WITHIN_40', message: 'Įsipareigojimai su įmoka sudaro 35,4 % pajamų (iki 40 %)' },
      { code: 'INCOME_SOURCES', message: `Įskaitytos reguliarios pajamos: darbo užmokestis, socialinės išmokos (vidutiniškai 1${NBSP}000${NBSP}€ per mėn.)` },
    ]);
  });

  it('the band above 40 % is never green, and says so', () => {
    // (100 + 350) / 1 000 = 45 %
    const result = assess({ monthlyPayment: 350, declared: declared(0, 0), bank: bank(months(4, 1000, 100)) });
    expect(result.light).toBe('yellow');
    expect(result.reasons[1]).toEqual({ code: 'RATIO_WITHIN_50', message: 'Įsipareigojimai su įmoka sudaro 45 % pajamų (40–50 %: daugiau nei leidžia atsakingo skolinimo riba)' });
  });
});

describe('self-declared income alone is never green: at most yellow "reikia patikrinti"', () => {
  it.each<[string, ReturnType<typeof declared>, number, string, string[]]>([
    ['(100 + 300) / 1 000 = 40 %', declared(1000, 100), 300, 'yellow', ['DECLARED_DATA', 'RATIO_WITHIN_40', 'NEEDS_CHECK']],
    ['(0 + 300) / 3 000 = 10 %', declared(3000, 0), 300, 'yellow', ['DECLARED_DATA', 'RATIO_WITHIN_40', 'NEEDS_CHECK']],
    ['(100 + 400) / 1 000 = 50 %', declared(1000, 100), 400, 'yellow', ['DECLARED_DATA', 'RATIO_WITHIN_50', 'NEEDS_CHECK']],
    ['(100 + 400.01) / 1 000 = 50.001 %', declared(1000, 100), 400.01, 'red', ['DECLARED_DATA', 'RATIO_ABOVE_50']],
    ['(200 + 300) / (800 + 200) = 50 % with the additional income', declared(800, 200, 200), 300, 'yellow', ['DECLARED_DATA', 'RATIO_WITHIN_50', 'NEEDS_CHECK']],
    ['(200 + 300) / 800 = 62.5 % without it', declared(800, 200), 300, 'red', ['DECLARED_DATA', 'RATIO_ABOVE_50']],
    ['nothing declared (business usage)', declared(0, 0), 100, 'red', ['DECLARED_DATA', 'INCOME_NOT_ESTABLISHED']],
  ])('%s → %s', (_case, form, payment, light, reasons) => {
    const result = assess({ monthlyPayment: payment, declared: form });
    expect(result).toMatchObject({ light, basis: 'declared', monthsUsed: 0 });
    expect(result.reasons.map((r) => r.code)).toEqual(reasons);
  });

  it('names the check the team has to do', () => {
    const result = assess({ monthlyPayment: 300, declared: declared(3000, 0) });
    expect(result.reasons.at(-1)).toEqual({ code: 'NEEDS_CHECK', message: 'Pajamos nepatvirtintos banko duomenimis – reikia patikrinti' });
  });
});

describe('income is regular income over at least 4 months of the bank', () => {
  it('averages over the months read, months without regular income counting as 0', () => {
    // (1 200 × 4 + 0 + 0) / 6 = 800; (0 + 320) / 800 = 40 % → green at the boundary.
    const list = [...months(4, 1200), month('2026-03', 0), month('2026-04', 0)].map((m, i) => ({ ...m, month: MONTHS[i] }));
    expect(assess({ monthlyPayment: 320, declared: declared(0, 0), bank: bank(list) })).toMatchObject({ monthlyIncome: 800, light: 'green', monthsUsed: 6 });
  });

  it('averages obligations the same way and ignores the declaration in both directions', () => {
    // income (1 700 + 1 900 + 1 800 + 1 800) / 4 = 1 800; obligations (100 + 100 + 150 + 150) / 4 = 125;
    // (125 + 300) / 1 800 = 23.6 %
    const list = [month('2026-01', 1700, 100), month('2026-02', 1900, 100), month('2026-03', 1800, 150), month('2026-04', 1800, 150)];
    const result = assess({ monthlyPayment: 300, declared: declared(500, 900), bank: bank(list) });
    expect(result).toMatchObject({ basis: 'bank', monthlyIncome: 1800, monthlyObligations: 125, light: 'green' });
    expect(result.ratio).toBeCloseTo(425 / 1800, 4);
  });

  it('is red when money came in but none of it regular, whatever was declared', () => {
    // 4 months with 2 500 € of one-off transfers a month and no regular category.
    const list = months(4, 0, 0, { possibleIncome: 2500 });
    const result = assess({ monthlyPayment: 200, declared: declared(3000, 0), bank: bank(list, { incomeStreams: [] }) });
    expect(result).toMatchObject({ light: 'red', basis: 'bank', ratio: null });
    expect(result.reasons).toEqual([
      { code: 'BANK_DATA', message: 'Vertinta pagal banko duomenis (4 mėn.)' },
      {
        code: 'INCOME_NOT_REGULAR',
        message: 'Per 4 mėn. banke nerasta reguliarių pajamų (atlyginimo, pensijos, išmokų ar pavėžėjimo platformų išmokų bent 4 mėn.)',
      },
    ]);
  });

  it('names ride-hail income without treating it differently', () => {
    // (0 + 300) / 1 600 = 18.8 %
    const list = months(4, 1600, 0, { rideHailIncome: 1500 });
    const result = assess({ monthlyPayment: 300, declared: declared(0, 0), bank: bank(list, { incomeStreams: [{ category: 'ride_hail', months: 4, counted: true, total: 6000 }] }) });
    expect(result.light).toBe('green');
    expect(result.reasons.map((r) => r.code)).toEqual(['BANK_DATA', 'RATIO_WITHIN_40', 'INCOME_SOURCES', 'RIDE_HAIL_INCOME']);
  });
});

describe('fewer than 4 months from the bank: said in the reasons, never a silent fallback, never green', () => {
  it('uses the declared income, the higher obligations, and at most yellow', () => {
    // 3 months; declared 1 000 (below the 3 000 that came in); obligations max(100, 250) = 250;
    // (250 + 200) / 1 000 = 45 %
    const result = assess({ monthlyPayment: 200, declared: declared(1000, 100), bank: bank(months(3, 3000, 250)) });
    expect(result).toMatchObject({ basis: 'declared', monthlyIncome: 1000, monthlyObligations: 250, light: 'yellow', monthsUsed: 0 });
    expect(result.reasons.map((r) => r.code)).toEqual(['BANK_HISTORY_SHORT', 'RATIO_WITHIN_50', 'NEEDS_CHECK']);
  });

  it('says how many months the bank gave and how many are needed', () => {
    // A 90-day bank: 2 complete months. (0 + 475) / 1 800 = 26.4 %, still yellow.
    const result = assess({ monthlyPayment: 475, declared: declared(1800, 0), bank: bank(months(2, 2000), { historyDays: 90 }) });
    expect(result.light).toBe('yellow');
    expect(result.reasons).toEqual([
      {
        code: 'BANK_HISTORY_SHORT',
        message:
          'Banko duomenų tik už 2 mėn. (bankas pateikia 90 d. istoriją), o pajamų reguliarumui patikrinti reikia bent 4 mėn.; vertinta pagal deklaruotas pajamas',
      },
      { code: 'RATIO_WITHIN_40', message: 'Įsipareigojimai su įmoka sudaro 26,4 % pajamų (iki 40 %)' },
      { code: 'NEEDS_CHECK', message: 'Pajamos nepatvirtintos banko duomenimis – reikia patikrinti' },
    ]);
  });

  it('caps a declaration the bank contradicts at what came in', () => {
    // Declared 1 800, the bank shows 600 a month coming in; obligations max(300, 0) = 300;
    // (300 + 330) / 600 = 105 % → red.
    const result = assess({ monthlyPayment: 330, declared: declared(1800, 300), bank: bank(months(2, 0, 0, { possibleIncome: 600 })) });
    expect(result).toMatchObject({ light: 'red', monthlyIncome: 600, basis: 'declared' });
    expect(result.reasons.map((r) => r.code)).toEqual(['BANK_HISTORY_SHORT', 'DECLARED_ABOVE_BANK', 'RATIO_ABOVE_50']);
    expect(result.reasons[1].message).toBe(
      `Deklaruotos pajamos (1${NBSP}800${NBSP}€) didesnės nei per mėnesį gaunama į sąskaitą (600${NBSP}€); vertinta pagal mažesnę sumą`,
    );
  });

  it('is red with no declared income', () => {
    const result = assess({ monthlyPayment: 200, declared: declared(0, 0), bank: bank(months(1, 3000)) });
    expect(result.reasons.map((r) => r.code)).toEqual(['BANK_HISTORY_SHORT', 'INCOME_NOT_ESTABLISHED']);
    expect(result.light).toBe('red');
  });

  it('does not trust a summary made before the regular-income rule', () => {
    // Six months of 3 000 € "income" of the old kind (every transfer counted): declared 1 000 is used.
    const old: BankEvidence = { months: months(6, 3000).map(({ possibleIncome: _dropped, ...m }) => m) };
    const result = assess({ monthlyPayment: 200, declared: declared(1000, 0), bank: old });
    expect(result).toMatchObject({ basis: 'declared', light: 'yellow', monthlyIncome: 1000 });
    expect(result.reasons.map((r) => r.code)).toEqual(['BANK_DATA_UNVERIFIED', 'RATIO_WITHIN_40', 'NEEDS_CHECK']);
  });
});

describe('adjustments only make a light worse', () => {
  it.each<[string, Partial<CreditInput>, string, string]>([
    // 120 days (Jan–Apr 2026): 12 overdraft days = 10 % → frequent.
    ['12 overdraft days of 120', { bank: bank(months(4, 2000).map((m, i) => ({ ...m, overdraftDays: i === 2 ? 12 : 0 }))) }, 'yellow', 'FREQUENT_OVERDRAFT'],
    ['payday-loan repayments', { bank: bank(months(4, 2000, 100, { paydayRepayments: 100 })) }, 'yellow', 'PAYDAY_LOANS'],
    ['a refused consent', { declared: declared(2000, 100), consentRefused: true }, 'yellow', 'BANK_CONSENT_REFUSED'],
  ])('%s → %s with %s', (_case, input, light, code) => {
    const result = assess({ monthlyPayment: 200, declared: declared(0, 0), ...input });
    expect(result.light).toBe(light);
    expect(result.reasons.map((r) => r.code)).toContain(code);
  });

  it('writes the overdraft days out', () => {
    const list = months(4, 2000).map((m, i) => ({ ...m, overdraftDays: i === 2 ? 12 : 0 }));
    expect(assess({ monthlyPayment: 200, declared: declared(0, 0), bank: bank(list) }).reasons.find((r) => r.code === 'FREQUENT_OVERDRAFT')?.message).toBe(
      'Dažnai naudojamas overdraftas (12 d. iš 120)',
    );
  });

  it('11 overdraft days of 120 are not frequent', () => {
    const list = months(4, 2000).map((m, i) => ({ ...m, overdraftDays: i === 2 ? 11 : 0 }));
    expect(assess({ monthlyPayment: 200, declared: declared(0, 0), bank: bank(list) }).light).toBe('green');
  });

  it('never makes red better', () => {
    // (0 + 400) / 500 = 80 %
    expect(assess({ monthlyPayment: 400, declared: declared(0, 0), bank: bank(months(4, 500, 0, { overdraftDays: 20 })) }).light).toBe('red');
    expect(assess({ monthlyPayment: 900, declared: declared(1000, 100), consentRefused: true }).light).toBe('red');
  });

  it('counts bank facts even on a short history', () => {
    expect(codes({ monthlyPayment: 100, declared: declared(2000, 0), bank: bank(months(2, 2000, 50, { paydayRepayments: 50 })) })).toContain('PAYDAY_LOANS');
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
