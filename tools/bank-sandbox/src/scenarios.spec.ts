import { INSTITUTIONS } from './institutions';
import { logoSvg } from './logos';
import { generateAccounts, HISTORY_DAYS, lithuanianIban, type GeneratedAccount, type SandboxTransaction } from './scenarios';

const SWEDBANK = INSTITUTIONS[0];
const DATA_SCENARIOS = ['salary', 'ride-hail', 'low-income', 'salaried', 'driver', 'irregular'] as const;
const DAY = 86_400_000;
/** A year of "todays", so the ranges hold whatever the date of the test run. */
const TODAYS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2026, i, 1 + ((i * 7) % 28), 8)));

/** Whole calendar months only: the first and the current are partial. */
function monthly(account: GeneratedAccount, match: (t: SandboxTransaction) => boolean): number[] {
  const sums = new Map<string, number>();
  for (const t of account.booked) {
    const month = t.bookingDate.slice(0, 7);
    sums.set(month, (sums.get(month) ?? 0) + (match(t) ? t.amountCents : 0));
  }
  return [...sums.keys()].sort().slice(1, -1).map((m) => (sums.get(m) ?? 0) / 100);
}

const average = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** The balance at the end of each day that has transactions. */
function dailyBalances(account: GeneratedAccount): number[] {
  let balance = account.balanceCents - account.booked.reduce((sum, t) => sum + t.amountCents, 0);
  const byDay = new Map<string, number>();
  for (const t of account.booked) {
    balance += t.amountCents;
    byDay.set(t.bookingDate, balance);
  }
  return [...byDay.values()];
}

describe('scenarios', () => {
  it('are deterministic for a scenario and a day', () => {
    const today = new Date('2026-03-15T12:00:00Z');
    for (const s of DATA_SCENARIOS) {
      expect(generateAccounts(s, SWEDBANK, today)).toEqual(generateAccounts(s, SWEDBANK, today));
    }
  });

  it('consents that do not end linked link no accounts', () => {
    for (const s of ['refused', 'cancelled', 'abandoned', 'bank-error'] as const) expect(generateAccounts(s, SWEDBANK, new Date())).toEqual([]);
  });

  it.each(TODAYS.map((d) => [d.toISOString().slice(0, 10), d]))('the realistic statements keep their pattern whatever the day (%s)', (_label, today) => {
    const [salaried] = generateAccounts('salaried', SWEDBANK, today);
    const pay = monthly(salaried, (t) => t.creditorName === undefined && (t.debtorName === 'UAB Baltijos logistika'));
    for (const total of pay) expect(total).toBeGreaterThan(1_680 - 1);
    const [driver] = generateAccounts('driver', SWEDBANK, today);
    const platforms = monthly(driver, (t) => ['Bolt Operations OÜ', 'Uber B.V.', 'Wolt Enterprises Oy'].includes(t.debtorName ?? '') && !/refund/i.test(t.description ?? ''));
    for (const total of platforms) expect(total).toBeGreaterThan(1_200);
    const [irregular] = generateAccounts('irregular', SWEDBANK, today);
    // Royalties only every other month: never in 4 of any 6 consecutive months.
    const royaltyMonths = new Set(irregular.booked.filter((t) => t.debtorName === 'UAB Leidykla Vaga').map((t) => t.bookingDate.slice(0, 7)));
    const lastSix = [...new Set(irregular.booked.map((t) => t.bookingDate.slice(0, 7)))].sort().slice(-7, -1);
    expect(lastSix.filter((m) => royaltyMonths.has(m)).length).toBeLessThanOrEqual(3);
  });

  it.each(TODAYS.map((d) => [d.toISOString().slice(0, 10), d]))('cover more than six months up to today (%s)', (_label, today) => {
    for (const s of DATA_SCENARIOS) {
      for (const account of generateAccounts(s, SWEDBANK, today)) {
        const dates = account.booked.map((t) => t.bookingDate);
        expect(dates).toEqual([...dates].sort());
        expect(Date.parse(dates[0])).toBeLessThanOrEqual(today.getTime() - 183 * DAY);
        expect(Date.parse(dates.at(-1) as string)).toBeLessThanOrEqual(today.getTime());
        expect(Date.parse(dates[0])).toBeGreaterThanOrEqual(today.getTime() - (HISTORY_DAYS + 1) * DAY);
        // The running balance matches the transactions.
        expect(account.booked.every((t) => Number.isInteger(t.amountCents) && t.amountCents !== 0)).toBe(true);
      }
    }
  });

  it.each(TODAYS.map((d) => [d.toISOString().slice(0, 10), d]))('steady salary: a DU of about 1 800 € from UAB Darbdavys every month (%s)', (_label, today) => {
    const [current, savings] = generateAccounts('salary', SWEDBANK, today);
    const salaries = monthly(current, (t) => t.debtorName === 'UAB Darbdavys');
    expect(salaries.length).toBeGreaterThanOrEqual(6);
    for (const s of salaries) expect(s).toBeGreaterThanOrEqual(1_770);
    for (const s of salaries) expect(s).toBeLessThanOrEqual(1_840);
    const names = new Set(current.booked.map((t) => t.creditorName));
    for (const n of ['UAB Nuomos būstai', 'Ignitis UAB', 'UAB Mano kreditas']) expect(names).toContain(n);
    expect(current.booked.some((t) => /^Buto nuoma/.test(t.description ?? ''))).toBe(true);
    expect(savings.booked.every((t) => t.amountCents === 15_000)).toBe(true);
    expect(Math.min(...dailyBalances(current))).toBeGreaterThan(0);
  });

  it.each(TODAYS.map((d) => [d.toISOString().slice(0, 10), d]))('ride-hail: weekly payouts of 1 500–2 000 € a month on average, fuel (%s)', (_label, today) => {
    const [account] = generateAccounts('ride-hail', SWEDBANK, today);
    const platforms = ['Bolt Operations OÜ', 'Uber B.V.', 'Wolt Operations'];
    const income = monthly(account, (t) => platforms.includes(t.debtorName ?? ''));
    expect(average(income)).toBeGreaterThanOrEqual(1_500);
    expect(average(income)).toBeLessThanOrEqual(2_000);
    for (const m of income) expect(m).toBeGreaterThan(1_200);
    for (const m of income) expect(m).toBeLessThan(2_400);
    // Weekly: one payout per platform per week.
    const bolt = account.booked.filter((t) => t.debtorName === 'Bolt Operations OÜ');
    expect(bolt.every((t) => new Date(t.bookingDate).getUTCDay() === 1)).toBe(true);
    const fuel = monthly(account, (t) => (t.description ?? '').startsWith('Degalai'));
    expect(average(fuel)).toBeLessThan(-300);
  });

  it.each(TODAYS.map((d) => [d.toISOString().slice(0, 10), d]))('low income: about 600 € irregular income, mostly negative, interest and payday loans (%s)', (_label, today) => {
    const [account] = generateAccounts('low-income', SWEDBANK, today);
    const income = monthly(account, (t) => t.amountCents > 0 && t.description !== 'Paskolos išmokėjimas');
    expect(average(income)).toBeGreaterThan(450);
    expect(average(income)).toBeLessThan(750);
    const balances = dailyBalances(account);
    expect(balances.filter((b) => b < 0).length / balances.length).toBeGreaterThan(0.6);
    expect(Math.min(...balances)).toBeGreaterThanOrEqual(-account.creditLimitCents - 50_000);
    expect(account.booked.filter((t) => t.description === 'Kredito limito palūkanos').length).toBeGreaterThanOrEqual(6);
    expect(account.booked.filter((t) => t.creditorName === 'UAB Greitas kreditas').length).toBeGreaterThanOrEqual(6);
  });

  it('IBANs are valid Lithuanian IBANs of the bank', () => {
    for (const institution of INSTITUTIONS) {
      const iban = lithuanianIban(institution.bankCode, '10012345678');
      expect(iban).toMatch(new RegExp(`^LT\\d{2}${institution.bankCode}\\d{11}$`));
      const rearranged = `${iban.slice(4)}2129${iban.slice(2, 4)}`;
      expect(BigInt(rearranged) % 97n).toBe(1n);
    }
    // A known-good example from the Lithuanian IBAN format.
    expect(lithuanianIban('10000', '11101001000')).toBe('LT121000011101001000');
  });
});

describe('logos', () => {
  it('draw the initials as paths on the brand colour, no text and no external reference', () => {
    for (const institution of INSTITUTIONS) {
      const svg = logoSvg(institution);
      expect(svg).toContain(`fill="${institution.background}"`);
      expect(svg).not.toMatch(/<text|href=|url\(/);
      expect(svg.match(/<path /g)).toHaveLength([...institution.initials].length);
    }
  });
});
