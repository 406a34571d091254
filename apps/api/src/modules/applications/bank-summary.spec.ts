import type { BankTransaction } from '../bank/bank-data-client';
import { classifyTransaction, summariseBankData, summariseSnapshot, type BankAccountData } from './bank-summary';

const tx = (bookingDate: string, amount: number, description: string, counterparty: string | null = null, currency = 'EUR'): BankTransaction => ({
  id: null,
  bookingDate,
  amount,
  currency,
  description,
  counterparty,
});

const owner = new Set(['rūta petraitienė']);
const kind = (t: BankTransaction) => classifyTransaction(t, owner);
const account = (transactions: BankTransaction[], extra: Partial<BankAccountData> = {}): BankAccountData => ({
  ownerName: 'Rūta Petraitienė',
  balances: [],
  transactions,
  ...extra,
});

describe('classifyTransaction: what money in is', () => {
  it.each<[string, number, string, string | null, string]>([
    // Regular income categories.
    ['DU už 2025-12', 1800, 'DU už 2025-12', 'UAB Darbdavys', 'salary'],
    ['an advance', 600, 'Avansas už 2026-01', 'UAB Baltijos logistika', 'salary'],
    ['pay in an array text', 1100, 'Darbo užmokestis už 2026-01', 'UAB Baltijos logistika', 'salary'],
    ['a pension', 610, 'Senatvės pensija už 2026-01', 'Valstybinio socialinio draudimo fondo valdyba', 'pension'],
    ['child benefit', 121.6, 'Išmoka vaikui (vaiko pinigai) už 2026-01', 'Vilniaus miesto savivaldybės administracija', 'benefit'],
    ['unemployment benefit', 421.1, 'Nedarbo socialinio draudimo išmoka', 'Valstybinio socialinio draudimo fondo valdyba', 'benefit'],
    ['a Bolt payout', 215, 'Bolt išmoka vairuotojui', 'Bolt Operations OÜ', 'ride_hail'],
    ['an Uber payout', 115, 'UBER BV PAYMENTS 20260106', 'Uber B.V.', 'ride_hail'],
    ['a Wolt payout', 70, 'Wolt courier earnings', 'Wolt Enterprises Oy', 'ride_hail'],
    // Never income.
    ['own transfer by name', 150, 'Pervedimas', 'RŪTA  PETRAITIENĖ', 'own_transfer'],
    ['own transfer by words', 150, 'Pervedimas iš einamosios sąskaitos', null, 'own_transfer'],
    ['a payday loan', 250, 'Paskolos išmokėjimas', 'UAB Greitas kreditas', 'loan_payout'],
    ['a bank loan', 3000, 'Paskolos išmokėjimas pagal sutartį', 'AB Bankas', 'loan_payout'],
    ['a shop refund', 39.99, 'Grąžinimas už prekę, užsakymas 55231', 'UAB Pigu', 'refund'],
    ['a tax refund', 212.35, 'GPM permoka už 2025 m.', 'Valstybinė mokesčių inspekcija', 'refund'],
    ['a platform refund (Bolt, but a refund)', 8.5, 'Bolt Food refund, order 88120', 'Bolt Operations OÜ', 'refund'],
    ['cash paid in', 300, 'Grynųjų pinigų įnešimas', null, 'cash_deposit'],
    // Not regular by nature.
    ['a gift', 150, 'Su gimtadieniu!', 'Jonas Petraitis', 'other'],
    ['an invoice', 600, 'Apmokėjimas pagal sąskaitą SF-2026-031', 'UAB Kūrybos dirbtuvės', 'other'],
    ['a car sold', 3500, 'Už automobilį VW Golf', 'Andrius Kazlauskas', 'other'],
  ])('%s → %s', (_case, amount, description, counterparty, expected) => {
    expect(kind(tx('2026-01-10', amount, description, counterparty))).toBe(expected);
  });

  it('money in another currency is not income (no conversion)', () => {
    expect(kind(tx('2026-01-08', 45, 'Referral bonus', 'Bolt Technology OÜ', 'GBP'))).toBe('foreign_currency');
  });
});

describe('classifyTransaction: what money out is', () => {
  it.each<[string, number, string, string | null, string]>([
    ['a consumer loan', -128.5, 'Vartojimo paskolos įmoka, sutartis MK-2023-0417', 'UAB Mano kreditas', 'loan'],
    ['leasing', -149.9, 'Lizingo įmoka, sutartis LZ-2024-118', 'Luminor Lizingas, UAB', 'loan'],
    ['overdraft interest', -4.12, 'Kredito limito palūkanos', 'Swedbank', 'loan'],
    ['a payday lender', -85, 'Paskolos grąžinimas, sutartis GK-88213', 'UAB Greitas kreditas', 'payday'],
    ['SMSPINIGAI', -60, 'Įmoka', 'SMSPINIGAI.LT', 'payday'],
    ['a card purchase in a "Kredito" shop', -23.4, 'Pirkinys kortele, Kredito unija parduotuvė', 'Shop', 'ignored'],
    ['rent', -450, 'Buto nuoma 2026-01', 'UAB Nuomos būstai', 'ignored'],
    ['a bill', -19.99, 'Mobiliojo ryšio sąskaita', 'Telia Lietuva, AB', 'ignored'],
    ['own transfer to savings', -150, 'Pervedimas į taupomąją sąskaitą', 'Rūta Petraitienė', 'ignored'],
    ['a ride', -15, 'Kelionė', 'Bolt Operations OÜ', 'ignored'],
  ])('%s → %s', (_case, amount, description, counterparty, expected) => {
    expect(kind(tx('2026-01-10', amount, description, counterparty))).toBe(expected);
  });
});

describe('summariseBankData: the months read', () => {
  it.each<[string, string, number, string, string[]]>([
    ['first partial month and the read month left out', '2025-11-20', 215, '2026-04-22', ['2025-12', '2026-01', '2026-02', '2026-03']],
    ['a history starting on the 1st keeps that month', '2026-01-01', 215, '2026-03-05', ['2026-01', '2026-02']],
    ['a 90-day bank: 2026-04-15 − 90 d = 2026-01-15 → February and March', '2025-01-01', 90, '2026-04-15', ['2026-02', '2026-03']],
    ['a longer history keeps the six latest', '2025-01-01', 730, '2026-04-15', ['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']],
  ])('%s', (_case, earliest, historyDays, readDate, expected) => {
    const summary = summariseBankData([account([tx(earliest, 5, 'x', 'A')])], readDate, historyDays);
    expect(summary.months.map((m) => m.month)).toEqual(expected);
    expect(summary.historyDays).toBe(historyDays);
  });

  it('is empty without transactions', () => {
    expect(summariseBankData([], '2026-04-15', 215)).toMatchObject({ months: [], historyFrom: null, accountCount: 0, transactions: [] });
  });
});

describe('summariseBankData: regular income recurs in at least 4 of the months read', () => {
  // Read 2026-07-05 with 215 days: January to June 2026 are the six months read.
  const READ = '2026-07-05';
  // The history starts at the earliest transaction: one in December makes January the first whole month.
  const ANCHOR = tx('2025-12-05', 1, 'Pradžia', 'A');
  const salaryIn = (months: string[], amount = 1000) => [ANCHOR, ...months.map((m) => tx(`${m}-10`, amount, 'DU', 'UAB Darbdavys'))];

  it('counts a category that came in during 4 of 6 months, averaging over all six', () => {
    const summary = summariseBankData([account(salaryIn(['2026-01', '2026-02', '2026-04', '2026-06']))], READ, 215);
    expect(summary.months.map((m) => m.income)).toEqual([1000, 1000, 0, 1000, 0, 1000]);
    expect(summary.incomeStreams).toEqual([{ category: 'salary', months: 4, counted: true, total: 4000 }]);
    expect(summary.transactions[0]).toMatchObject({ counted: true, kind: 'salary', note: 'Darbo užmokestis – įskaityta: gaunama 4 mėn. iš 6' });
  });

  it('does not count one that came in during 3 of 6 months, and says why', () => {
    const summary = summariseBankData([account(salaryIn(['2026-02', '2026-04', '2026-06']))], READ, 215);
    expect(summary.months.map((m) => m.income)).toEqual([0, 0, 0, 0, 0, 0]);
    // …but it came in: the short-history rule may cap a declaration with it.
    expect(summary.months.map((m) => m.possibleIncome)).toEqual([0, 1000, 0, 1000, 0, 1000]);
    expect(summary.incomeStreams).toEqual([{ category: 'salary', months: 3, counted: false, total: 3000 }]);
    expect(summary.transactions[0].note).toBe('Darbo užmokestis – neįskaityta: gauta tik 3 mėn. iš 6 (reikia bent 4)');
  });

  it('says the history was too short when the income came in every month the bank gave', () => {
    // A 90-day bank read on 2026-04-15: February and March only.
    const summary = summariseBankData([account([tx('2025-12-01', 1, 'Pradžia', 'A'), tx('2026-02-10', 1000, 'DU', 'UAB Darbdavys'), tx('2026-03-10', 1000, 'DU', 'UAB Darbdavys')])], '2026-04-15', 90);
    expect(summary.months.map((m) => m.month)).toEqual(['2026-02', '2026-03']);
    expect(summary.transactions.find((t) => t.kind === 'salary')?.note).toBe('Darbo užmokestis – neįskaityta: banko duomenų tik už 2 mėn. (reikia bent 4)');
  });

  it('a job change is still salary: the category recurs, not the employer', () => {
    const transactions = [
      ANCHOR,
      ...['2026-01', '2026-02', '2026-03'].map((m) => tx(`${m}-10`, 1000, 'DU', 'UAB Senas darbdavys')),
      ...['2026-04', '2026-05', '2026-06'].map((m) => tx(`${m}-05`, 1200, 'Darbo užmokestis', 'UAB Naujas darbdavys')),
    ];
    const summary = summariseBankData([account(transactions)], READ, 215);
    expect(summary.months.map((m) => m.income)).toEqual([1000, 1000, 1000, 1200, 1200, 1200]);
  });

  it('one-offs, refunds, own transfers and other currencies are listed, never counted', () => {
    const transactions = [
      ...salaryIn(['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06']),
      tx('2026-03-09', 150, 'Su gimtadieniu!', 'Jonas Petraitis'),
      tx('2026-03-14', 39.99, 'Grąžinimas už prekę', 'UAB Pigu'),
      tx('2026-03-26', 50, 'Pervedimas iš Revolut', 'Rūta Petraitienė'),
      tx('2026-03-08', 45, 'Referral bonus', 'Bolt Technology OÜ', 'GBP'),
      tx('2026-03-15', -149.9, 'Lizingo įmoka', 'Luminor Lizingas, UAB'),
      tx('2026-03-16', -23.4, 'Pirkinys kortele, MAXIMA', 'MAXIMA LT, UAB'),
    ];
    const summary = summariseBankData([account(transactions)], READ, 215);
    const march = summary.months[2];
    // Income 1 000 (salary only); came in 1 000 + 150 (the gift); obligations 149.90.
    expect(march).toMatchObject({ income: 1000, possibleIncome: 1150, obligations: 149.9 });
    const marchRows = summary.transactions.filter((t) => t.date.startsWith('2026-03'));
    expect(marchRows.map((t) => [t.kind, t.counted])).toEqual([
      ['own_transfer', false],
      ['loan', true],
      ['refund', false],
      ['salary', true],
      ['other', false],
      ['foreign_currency', false],
    ]);
    // Purchases are not kept at all.
    expect(JSON.stringify(summary)).not.toContain('MAXIMA');
  });

  it('masks a personal code a bank put in a text', () => {
    const summary = summariseBankData([account([ANCHOR, tx('2026-03-10', 121.6, 'Išmoka vaikui, gavėjo a.k. 38703181745', 'Savivaldybė')])], READ, 215);
    expect(summary.transactions.find((t) => t.kind === 'benefit')?.description).toBe('Išmoka vaikui, gavėjo a.k. 3**********');
  });
});

describe('summariseBankData: sums and overdraft days', () => {
  it('sums income, ride-hail, obligations and payday per month across accounts', () => {
    const months = ['2025-11', '2025-12', '2026-01', '2026-02'];
    const current = [
      ...months.flatMap((m) => [tx(`${m}-01`, 1800, 'DU', 'UAB Darbdavys'), tx(`${m}-06`, 200, 'Bolt išmoka', 'Bolt Operations OÜ')]),
      tx('2026-01-07', -150, 'Pervedimas į taupomąją sąskaitą', 'Rūta Petraitienė'),
      tx('2026-01-20', -128.5, 'Vartojimo paskolos įmoka', 'UAB Mano kreditas'),
      tx('2026-01-21', -85, 'Paskolos grąžinimas', 'UAB Greitas kreditas'),
    ];
    const savings = [tx('2026-01-07', 150, 'Pervedimas iš einamosios sąskaitos', 'Rūta Petraitienė')];
    const summary = summariseBankData([account(current), account(savings)], '2026-03-03', 215);
    expect(summary.months.find((m) => m.month === '2026-01')).toEqual({
      month: '2026-01',
      income: 2000,
      rideHailIncome: 200,
      possibleIncome: 2000,
      obligations: 213.5,
      paydayRepayments: 85,
      overdraftDays: 0,
    });
  });

  it('rebuilds end-of-day balances backwards to count overdraft days', () => {
    // Closing balance 100 on 2026-02-02. Walking back: 2026-02-01 −200 (the +300 of the 2nd undone);
    // the account was below zero from 2026-01-25: January has 7 such days (25th–31st).
    const transactions = [tx('2026-01-01', 50, 'x', 'A'), tx('2026-01-25', -250, 'Nuoma', 'B'), tx('2026-02-02', 300, 'DU', 'C')];
    const balances = [{ amount: 100, currency: 'EUR', type: 'closingBooked', referenceDate: '2026-02-02' }];
    const summary = summariseBankData([account(transactions, { balances })], '2026-02-02', 215);
    expect(summary.months).toEqual([expect.objectContaining({ month: '2026-01', overdraftDays: 7 })]);
    expect(summary.balanceKnown).toBe(true);
  });

  it.each<[string, { amount: number; type: string; creditLimitIncluded?: boolean }[], number]>([
    ['the booked balance before an available one with the credit limit', [{ amount: 400, type: 'interimAvailable', creditLimitIncluded: true }, { amount: -100, type: 'closingBooked' }], 31],
    ['closingAvailable without a limit when nothing booked is given', [{ amount: -100, type: 'closingAvailable' }, { amount: -90, type: 'forwardAvailable' }], 31],
    ['forwardAvailable when it is all there is', [{ amount: -50, type: 'forwardAvailable' }], 31],
    ['an available balance with the limit only as the last resort', [{ amount: 400, type: 'interimAvailable', creditLimitIncluded: true }], 0],
  ])('reads %s', (_case, given, overdraftDays) => {
    const balances = given.map((b) => ({ currency: 'EUR', referenceDate: null, ...b }));
    const summary = summariseBankData([account([tx('2026-01-01', 5, 'x', 'A')], { balances })], '2026-02-01', 215);
    expect(summary.months[0].overdraftDays).toBe(overdraftDays);
  });
});

describe('summariseSnapshot', () => {
  it('uses the history the agreement granted and carries the counts of rows not read', () => {
    const summary = summariseSnapshot({
      requisitionId: 'r',
      reference: 'ref',
      institutionId: 'SWEDBANK_HABALT22',
      historyDays: 90,
      readAt: '2026-04-15T10:00:00.000Z',
      cleanup: 'deleted',
      accounts: [
        {
          accountId: 'a',
          details: { id: 'a', iban: null, currency: 'EUR', ownerName: 'Rūta Petraitienė', name: null },
          balances: [],
          transactions: [tx('2025-01-01', 5, 'x', 'A')],
          unreadableTransactions: 2,
          pendingTransactions: 1,
        },
      ],
    });
    expect(summary).toMatchObject({ historyDays: 90, readDate: '2026-04-15', unreadableTransactions: 2, pendingTransactions: 1, version: 2 });
    expect(summary.months.map((m) => m.month)).toEqual(['2026-02', '2026-03']);
  });
});
