import type { BankTransaction } from '../bank/bank-data-client';
import { classifyTransaction, summariseBankData } from './bank-summary';

const tx = (bookingDate: string, amount: number, description: string, counterparty: string | null = null): BankTransaction => ({
  id: null,
  bookingDate,
  amount,
  currency: 'EUR',
  description,
  counterparty,
});

const owner = new Set(['rūta petraitienė']);
const kind = (t: BankTransaction) => classifyTransaction(t, owner);

describe('classifyTransaction', () => {
  it('counts salary and other money in as income', () => {
    expect(kind(tx('2026-01-10', 1800, 'DU už 2025-12', 'UAB Darbdavys'))).toBe('income');
    expect(kind(tx('2026-01-10', 200, 'Už pagalbą kraustantis', 'Jonas Jonaitis'))).toBe('income');
  });

  it('counts ride-hail and delivery payouts as income, apart', () => {
    expect(kind(tx('2026-01-05', 215, 'Bolt išmoka vairuotojui', 'Bolt Operations OÜ'))).toBe('ride_hail');
    expect(kind(tx('2026-01-06', 115, 'Uber savaitės išmoka', 'Uber B.V.'))).toBe('ride_hail');
    expect(kind(tx('2026-01-07', 70, 'Wolt kurjerio išmoka', 'Wolt Operations'))).toBe('ride_hail');
  });

  it('does not count own transfers, loan payouts or refunds as income', () => {
    expect(kind(tx('2026-01-11', 150, 'Pervedimas iš einamosios sąskaitos', 'Rūta Petraitienė'))).toBe('ignored');
    expect(kind(tx('2026-01-11', 150, 'Pervedimas', 'RŪTA  PETRAITIENĖ'))).toBe('ignored');
    expect(kind(tx('2026-01-12', 250, 'Paskolos išmokėjimas', 'UAB Greitas kreditas'))).toBe('ignored');
    expect(kind(tx('2026-01-12', 3000, 'Paskolos išmokėjimas pagal sutartį', 'AB Bankas'))).toBe('ignored');
    expect(kind(tx('2026-01-13', 20, 'Pinigų grąžinimas', 'UAB Parduotuvė'))).toBe('ignored');
  });

  it('recognises loan, leasing and overdraft-interest payments as obligations', () => {
    expect(kind(tx('2026-01-20', -128.5, 'Vartojimo paskolos įmoka, sutartis MK-2023-0417', 'UAB Mano kreditas'))).toBe('loan');
    expect(kind(tx('2026-01-20', -210, 'Lizingo įmoka', 'UAB Lizingas'))).toBe('loan');
    expect(kind(tx('2026-01-31', -4.12, 'Kredito limito palūkanos', 'Swedbank'))).toBe('loan');
  });

  it('recognises payday lenders', () => {
    expect(kind(tx('2026-01-08', -85, 'Paskolos grąžinimas, sutartis GK-88213', 'UAB Greitas kreditas'))).toBe('payday');
    expect(kind(tx('2026-01-08', -60, 'Įmoka', 'SMSPINIGAI.LT'))).toBe('payday');
    expect(kind(tx('2026-01-08', -60, 'Credit24 įmoka', null))).toBe('payday');
  });

  it('never counts purchases, rent, bills or own transfers as obligations', () => {
    expect(kind(tx('2026-01-03', -23.4, 'Pirkinys kortele, Kredito unija parduotuvė', 'Shop'))).toBe('ignored');
    expect(kind(tx('2026-01-01', -450, 'Buto nuoma 2026-01', 'UAB Nuomos būstai'))).toBe('ignored');
    expect(kind(tx('2026-01-15', -19.99, 'Mobiliojo ryšio sąskaita', 'Telia Lietuva, AB'))).toBe('ignored');
    expect(kind(tx('2026-01-11', -150, 'Pervedimas į taupomąją sąskaitą', 'Rūta Petraitienė'))).toBe('ignored');
    expect(kind(tx('2026-01-11', -15, 'Kelionė', 'Bolt Operations OÜ'))).toBe('ignored');
  });
});

describe('summariseBankData', () => {
  it('keeps complete months only: not the first partial month, not the month of the read', () => {
    const transactions = [
      tx('2025-11-20', 10, 'x', 'A'),
      tx('2025-12-10', 1000, 'DU', 'Darbdavys'),
      tx('2026-01-10', 1000, 'DU', 'Darbdavys'),
      tx('2026-02-10', 1000, 'DU', 'Darbdavys'),
      tx('2026-03-10', 1000, 'DU', 'Darbdavys'),
      tx('2026-04-10', 1000, 'DU', 'Darbdavys'),
    ];
    const summary = summariseBankData([{ ownerName: null, balances: [], transactions }], '2026-04-22', 215);
    expect(summary.months.map((m) => m.month)).toEqual(['2025-12', '2026-01', '2026-02', '2026-03']);
    expect(summary.historyFrom).toBe('2025-11-20');
    expect(summary.transactionCount).toBe(6);
    expect(summary.balanceKnown).toBe(false);
  });

  it('starts a month on its first day when the history starts on the 1st', () => {
    const summary = summariseBankData([{ ownerName: null, balances: [], transactions: [tx('2026-01-01', 5, 'x', 'A')] }], '2026-03-05', 215);
    expect(summary.months.map((m) => m.month)).toEqual(['2026-01', '2026-02']);
  });

  it('cuts the history at the consent\'s days even when older transactions come back', () => {
    const summary = summariseBankData([{ ownerName: null, balances: [], transactions: [tx('2025-01-01', 5, 'x', 'A')] }], '2026-04-15', 90);
    // 90 days before 2026-04-15 is 2026-01-15: February and March are complete.
    expect(summary.months.map((m) => m.month)).toEqual(['2026-02', '2026-03']);
  });

  it('keeps the six latest complete months of a longer history', () => {
    const summary = summariseBankData([{ ownerName: null, balances: [], transactions: [tx('2025-01-01', 5, 'x', 'A')] }], '2026-04-15', 730);
    expect(summary.months.map((m) => m.month)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
  });

  it('is empty without transactions', () => {
    expect(summariseBankData([], '2026-04-15', 215)).toMatchObject({ months: [], historyFrom: null, accountCount: 0 });
  });

  it('sums income, ride-hail, obligations and payday per month and skips own transfers between accounts', () => {
    const current = [
      tx('2026-01-01', 1800, 'DU', 'UAB Darbdavys'),
      tx('2026-01-06', 200, 'Bolt išmoka', 'Bolt Operations OÜ'),
      tx('2026-01-07', -150, 'Pervedimas į taupomąją sąskaitą', 'Rūta Petraitienė'),
      tx('2026-01-20', -128.5, 'Vartojimo paskolos įmoka', 'UAB Mano kreditas'),
      tx('2026-01-21', -85, 'Paskolos grąžinimas', 'UAB Greitas kreditas'),
    ];
    const savings = [tx('2026-01-07', 150, 'Pervedimas iš einamosios sąskaitos', 'Rūta Petraitienė')];
    const summary = summariseBankData(
      [
        { ownerName: 'Rūta Petraitienė', balances: [], transactions: current },
        { ownerName: 'Rūta Petraitienė', balances: [], transactions: savings },
      ],
      '2026-02-03',
      215,
    );
    expect(summary.months).toEqual([
      { month: '2026-01', income: 2000, rideHailIncome: 200, obligations: 213.5, paydayRepayments: 85, overdraftDays: 0 },
    ]);
  });

  it('rebuilds end-of-day balances backwards to count overdraft days', () => {
    // Closing balance 100 on 2026-02-02. Walking back: 2026-02-02 +100; 2026-02-01 (after +300 on
    // the 2nd is undone) −200; … the account was below zero from 2026-01-25 to 2026-02-01 (8 days).
    const transactions = [
      tx('2026-01-01', 50, 'x', 'A'),
      tx('2026-01-25', -250, 'Nuoma', 'B'),
      tx('2026-02-02', 300, 'DU', 'C'),
    ];
    const summary = summariseBankData(
      [{ ownerName: null, balances: [{ amount: 100, currency: 'EUR', type: 'closingBooked', referenceDate: '2026-02-02' }], transactions }],
      '2026-02-02',
      215,
    );
    // January: 25th–31st = 7 days (February is the read month and not kept).
    expect(summary.months).toEqual([expect.objectContaining({ month: '2026-01', overdraftDays: 7 })]);
    expect(summary.balanceKnown).toBe(true);
  });

  it('prefers the booked balance to the available one, which includes the credit limit', () => {
    const transactions = [tx('2026-01-01', 5, 'x', 'A')];
    const balances = [
      { amount: 400, currency: 'EUR', type: 'interimAvailable', referenceDate: null },
      { amount: -100, currency: 'EUR', type: 'closingBooked', referenceDate: null },
    ];
    const summary = summariseBankData([{ ownerName: null, balances, transactions }], '2026-02-01', 215);
    expect(summary.months[0].overdraftDays).toBe(31);
  });
});
