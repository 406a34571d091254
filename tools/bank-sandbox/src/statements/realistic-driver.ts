import type { SandboxInstitution } from '../institutions';
import { DAY_MS, FUEL, GROCERS, Ledger, days, generator, isoDate, lithuanianIban, month, type GeneratedAccount } from '../ledger';

/**
 * A ride-hail driver's statement as a neobank hands it over: weekly payouts from Bolt (Monday),
 * Uber (Tuesday, some weeks none) and Wolt (every other Thursday), every row written with only
 * `bookingDateTime` (with the Vilnius offset) and no `bookingDate`; Bolt's text split into an array,
 * Uber's amounts sometimes without decimals ("180"). Not income: a Bolt Food refund (Bolt, but a
 * refund), a friend paying back, a referral bonus in pounds (another currency). Expenses: weekly
 * car rent to the fleet, fuel, phone. Pending: next Monday's payout and a fuel hold.
 */
export function realisticDriverAccounts(institution: SandboxInstitution, today: Date): GeneratedAccount[] {
  const rnd = generator('realistic-driver');
  const ledger = new Ledger('RD1', 42_000);
  const stamp = () => `${String(rnd.int(6, 22)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`;
  const asNeobank = { dates: 'dateTime' as const };
  let friend = false;
  let referral = false;
  let foodRefund = false;
  let week = 0;

  for (const d of days(today)) {
    const date = isoDate(d);
    const dow = d.getUTCDay();
    const dom = d.getUTCDate();
    if (dow === 1) {
      week += 1;
      const isoWeek = `${d.getUTCFullYear()}-W${String(Math.ceil((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / (7 * DAY_MS))).padStart(2, '0')}`;
      ledger.add(date, rnd.euros(190, 330), undefined, 'Bolt Operations OÜ', {
        ...asNeobank,
        time: stamp(),
        description: `Bolt payout|Driver earnings ${isoWeek}`,
        descriptionField: 'array',
      });
      ledger.add(date, -9_500, 'Automobilio nuoma taksi veiklai (savaitė)', 'UAB Taksi parkas', { ...asNeobank, time: stamp() });
    }
    if (dow === 2 && !rnd.chance(0.15)) {
      const round = rnd.chance(0.3);
      const cents = round ? rnd.int(9, 20) * 1_000 : rnd.euros(90, 210);
      ledger.add(date, cents, `UBER BV PAYMENTS ${date.replace(/-/g, '')}`, 'Uber B.V.', { ...asNeobank, time: stamp(), plainAmount: round });
    }
    if (dow === 4 && week % 2 === 0) {
      ledger.add(date, rnd.euros(70, 150), 'Wolt courier earnings', 'Wolt Enterprises Oy', { ...asNeobank, time: stamp() });
    }
    if ((dow === 3 || dow === 6) && rnd.chance(0.9)) {
      const station = rnd.pick(FUEL);
      ledger.add(date, -rnd.euros(45, 75), `Degalai ${station}`, station, { ...asNeobank, time: stamp() });
    }
    if (dom === 11) ledger.add(date, -1_299, 'Bitė: mobiliojo ryšio paslaugos', 'UAB „Bitė Lietuva“', { ...asNeobank, time: stamp() });
    if (dom === 1) ledger.add(date, -30_000, `Kambario nuoma ${month(d)}`, 'Rasa Petrauskienė', { ...asNeobank, time: stamp() });
    if (rnd.chance(0.35)) {
      const shop = rnd.pick(GROCERS);
      ledger.add(date, -rnd.euros(3, 30), shop, shop, { ...asNeobank, time: stamp() });
    }
    if (!foodRefund && dom === 16 && d.getTime() > today.getTime() - 120 * DAY_MS) {
      ledger.add(date, 850, 'Bolt Food refund, order 88120', 'Bolt Operations OÜ', { ...asNeobank, time: stamp() });
      foodRefund = true;
    }
    if (!friend && dom === 19 && d.getTime() > today.getTime() - 75 * DAY_MS) {
      ledger.add(date, 30_000, 'Grąžinu skolą, ačiū', 'Tomas Jankus', { ...asNeobank, time: stamp() });
      friend = true;
    }
    if (!referral && dom === 8 && d.getTime() > today.getTime() - 45 * DAY_MS) {
      ledger.add(date, 4_500, 'Referral bonus', 'Bolt Technology OÜ', { ...asNeobank, time: stamp(), currency: 'GBP' });
      referral = true;
    }
  }

  const todayIso = isoDate(today);
  return [
    {
      iban: lithuanianIban(institution.bankCode, '50012312399'),
      name: 'Pagrindinė sąskaita',
      product: 'Standard',
      ownerName: 'Darius Kvedaras',
      currency: 'EUR',
      booked: ledger.booked,
      pending: [
        { bookingDate: todayIso, valueDate: todayIso, dates: 'value', amountCents: 24_310, description: 'Bolt payout (pending)', debtorName: 'Bolt Operations OÜ' },
        { bookingDate: todayIso, valueDate: todayIso, dates: 'value', amountCents: -8_000, description: 'Neste Lietuva pre-authorisation' },
      ],
      balanceCents: ledger.balanceCents,
      creditLimitCents: 0,
      balanceTypes: ['expected', 'interimAvailable'],
    },
  ];
}
