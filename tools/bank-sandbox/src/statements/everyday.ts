import type { SandboxInstitution } from '../institutions';
import {
  DAY_MS,
  FUEL,
  GROCERS,
  Ledger,
  days,
  generator,
  isoDate,
  isWorkdayOnOrBefore,
  lastDayOfMonth,
  lithuanianIban,
  month,
  previousMonth,
  type GeneratedAccount,
} from '../ledger';

/**
 * The three tidy statements of the first scenarios (README "Consent page and scenarios"): every
 * row has an id, a booking date, a text and a counterparty, all in euros. The realistic,
 * untidy ones are beside this file.
 */

export function salaryAccounts(institution: SandboxInstitution, today: Date): GeneratedAccount[] {
  const owner = 'Rūta Petraitienė';
  const rnd = generator('salary');
  const current = new Ledger('SAL1', 215_000);
  const savings = new Ledger('SAL2', 80_000);
  let transferDue = false;

  for (const d of days(today)) {
    const date = isoDate(d);
    const dom = d.getUTCDate();
    const dow = d.getUTCDay();
    if (transferDue) {
      current.add(date, -15_000, 'Pervedimas į taupomąją sąskaitą', owner);
      savings.add(date, 15_000, 'Pervedimas iš einamosios sąskaitos', owner);
      transferDue = false;
    }
    if (dom === 1) current.add(date, -45_000, `Buto nuoma ${month(d)}`, 'UAB Nuomos būstai');
    if (isWorkdayOnOrBefore(d, 10)) {
      current.add(date, rnd.euros(1_770, 1_840), `DU už ${previousMonth(d)}`, 'UAB Darbdavys');
      transferDue = true;
    }
    if (dom === 15) {
      current.add(date, -rnd.euros(35, 75), `Elektros sąskaita ${previousMonth(d)}`, 'Ignitis UAB');
      current.add(date, -rnd.euros(12, 22), `Vanduo ${previousMonth(d)}`, 'UAB Vilniaus vandenys');
      current.add(date, -1_999, 'Mobiliojo ryšio sąskaita', 'Telia Lietuva, AB');
    }
    if (dom === 16) current.add(date, -rnd.euros(25, 110), `Šildymas ${previousMonth(d)}`, 'AB Vilniaus šilumos tinklai');
    if (dom === 20) current.add(date, -12_850, 'Vartojimo paskolos įmoka, sutartis MK-2023-0417', 'UAB Mano kreditas');
    if (rnd.chance(0.45)) {
      const shop = rnd.pick(GROCERS);
      current.add(date, -rnd.euros(6, 68), `Pirkinys kortele, ${shop}`, shop);
    }
    if (dow === 6 && rnd.chance(0.7)) {
      const station = rnd.pick(FUEL);
      current.add(date, -rnd.euros(40, 62), `Degalai, ${station}`, station);
    }
    if (rnd.chance(0.06)) current.add(date, -rnd.euros(5, 25), 'Pirkinys kortele, vaistinė', 'UAB Eurovaistinė');
  }

  const todayIso = isoDate(today);
  return [
    {
      iban: lithuanianIban(institution.bankCode, '10012345678'),
      name: 'Einamoji sąskaita',
      product: 'Asmeninė sąskaita',
      ownerName: owner,
      currency: 'EUR',
      booked: current.booked,
      // A card payment not yet booked: the API lists it as pending, the client leaves it out.
      pending: [
        {
          transactionId: `SAL1-${todayIso.replace(/-/g, '')}-P001`,
          bookingDate: todayIso,
          valueDate: todayIso,
          amountCents: -2_340,
          description: 'Pirkinys kortele, MAXIMA LT, UAB (laukiama)',
          creditorName: 'MAXIMA LT, UAB',
        },
      ],
      balanceCents: current.balanceCents,
      creditLimitCents: 0,
    },
    {
      iban: lithuanianIban(institution.bankCode, '10012345679'),
      name: 'Taupomoji sąskaita',
      product: 'Taupymo sąskaita',
      ownerName: owner,
      currency: 'EUR',
      booked: savings.booked,
      pending: [],
      balanceCents: savings.balanceCents,
      creditLimitCents: 0,
    },
  ];
}

export function rideHailAccount(institution: SandboxInstitution, today: Date): GeneratedAccount {
  const rnd = generator('ride-hail');
  const ledger = new Ledger('RH1', 64_000);
  for (const d of days(today)) {
    const date = isoDate(d);
    const dom = d.getUTCDate();
    const dow = d.getUTCDay();
    // The platforms pay weekly for the previous Monday–Sunday.
    const weekFrom = isoDate(new Date(d.getTime() - ((dow + 6) % 7) * DAY_MS - 7 * DAY_MS));
    const weekTo = isoDate(new Date(Date.parse(weekFrom) + 6 * DAY_MS));
    if (dow === 1) ledger.add(date, rnd.euros(170, 260), `Bolt išmoka vairuotojui ${weekFrom}–${weekTo}`, 'Bolt Operations OÜ');
    if (dow === 2) ledger.add(date, rnd.euros(80, 150), `Uber savaitės išmoka ${weekFrom}–${weekTo}`, 'Uber B.V.');
    if (dow === 3) ledger.add(date, rnd.euros(40, 100), `Wolt kurjerio išmoka ${weekFrom}–${weekTo}`, 'Wolt Operations');
    if ((dow === 4 || dow === 0) ? rnd.chance(0.85) : rnd.chance(0.08)) {
      const station = rnd.pick(FUEL);
      ledger.add(date, -rnd.euros(38, 68), `Degalai, ${station}`, station);
    }
    if (dom === 3) ledger.add(date, -38_000, `Buto nuoma ${month(d)}`, 'UAB Nuomos būstai');
    if (dom === 12) ledger.add(date, -1_499, 'Mobiliojo ryšio sąskaita', 'Telia Lietuva, AB');
    if (dom === 15) ledger.add(date, -rnd.euros(25, 55), `Elektros sąskaita ${previousMonth(d)}`, 'Ignitis UAB');
    if (dom === 25) ledger.add(date, -3_840, 'Transporto priemonės draudimas (TPVCA ir KASKO)', 'Lietuvos draudimas, AB');
    if (rnd.chance(0.03)) ledger.add(date, -rnd.euros(40, 180), 'Automobilio remontas ir priežiūra', 'UAB Autoservisas');
    if (rnd.chance(0.4)) {
      const shop = rnd.pick(GROCERS);
      ledger.add(date, -rnd.euros(5, 55), `Pirkinys kortele, ${shop}`, shop);
    }
  }
  return {
    iban: lithuanianIban(institution.bankCode, '20098765432'),
    name: 'Einamoji sąskaita',
    product: 'Asmeninė sąskaita',
    ownerName: 'Tomas Kazlauskas',
    currency: 'EUR',
    booked: ledger.booked,
    pending: [],
    balanceCents: ledger.balanceCents,
    creditLimitCents: 0,
  };
}

const LOW_INCOME_LIMIT_CENTS = 50_000;

export function lowIncomeAccount(institution: SandboxInstitution, today: Date): GeneratedAccount {
  const rnd = generator('low-income');
  const ledger = new Ledger('LI1', -15_000);
  const payers = [
    ['UAB Laikini darbai', 'Atlyginimas už atliktus darbus'],
    ['MB Statybų ranka', 'Apmokėjimas pagal sąskaitą'],
    ['Jonas Jonaitis', 'Už pagalbą kraustantis'],
  ] as const;
  let negativeDaysCents = 0;
  // Income comes in about three uneven pieces a month on uneven days (≈ 600 € in total);
  // sometimes a piece is missing, so months differ, but the balance does not drift away.
  let incomeDays: number[] = [];
  let lastLoan = -Infinity;
  for (const d of days(today)) {
    const date = isoDate(d);
    const dom = d.getUTCDate();
    if (dom === 1 || incomeDays.length === 0) {
      incomeDays = [rnd.int(2, 9), rnd.int(12, 19), rnd.int(22, 28)].filter(() => !rnd.chance(0.12));
      if (incomeDays.length === 0) incomeDays = [rnd.int(12, 19)];
    }
    if (incomeDays.includes(dom)) {
      const [payer, text] = rnd.pick(payers);
      ledger.add(date, rnd.euros(170, 270), text, payer);
    }
    if (dom === 5) ledger.add(date, -22_000, `Kambario nuoma ${month(d)}`, 'Ona Kazlauskienė');
    if (dom === 8) ledger.add(date, -8_500, 'Paskolos grąžinimas, sutartis GK-88213', 'UAB Greitas kreditas');
    if (dom === 22) ledger.add(date, -6_000, 'Vartojimo kredito įmoka', 'UAB Vakaro paskolos');
    if (dom === 12) ledger.add(date, -999, 'Mobiliojo ryšio sąskaita', 'Telia Lietuva, AB');
    // Card payments beyond the overdraft limit are declined by the bank, so they never book.
    const card = (cents: number, text: string, shop: string) => {
      if (ledger.balanceCents - cents >= -LOW_INCOME_LIMIT_CENTS) ledger.add(date, -cents, text, shop);
    };
    if (rnd.chance(0.5)) {
      const shop = rnd.pick(GROCERS);
      card(rnd.euros(3, 26), `Pirkinys kortele, ${shop}`, shop);
    }
    if (rnd.chance(0.03)) card(rnd.euros(4, 15), 'Pirkinys kortele, vaistinė', 'UAB Eurovaistinė');
    // The spiral the scenario shows: near the overdraft limit a new payday loan (money in that is
    // not income); with a little money left, an early repayment. This also keeps the balance in a
    // band around zero whatever "today" is, instead of a random walk.
    if (ledger.balanceCents < -38_000 && d.getTime() - lastLoan > 25 * DAY_MS) {
      ledger.add(date, rnd.euros(200, 300), 'Paskolos išmokėjimas', 'UAB Greitas kreditas');
      lastLoan = d.getTime();
    } else if (ledger.balanceCents > 8_000) {
      ledger.add(date, -(ledger.balanceCents - rnd.euros(0, 40)), 'Išankstinis paskolos grąžinimas', 'UAB Vakaro paskolos');
    }
    // Overdraft interest: 18 % a year on the negative balance, charged on the last day of the month.
    if (ledger.balanceCents < 0) negativeDaysCents += -ledger.balanceCents;
    if (dom === lastDayOfMonth(d)) {
      const interest = Math.round((negativeDaysCents * 0.18) / 365);
      if (interest > 0) ledger.add(date, -interest, 'Kredito limito palūkanos', institution.name);
      ledger.add(date, -250, 'Mokestis už sąskaitos aptarnavimą', institution.name);
      negativeDaysCents = 0;
    }
  }
  return {
    iban: lithuanianIban(institution.bankCode, '30055501234'),
    name: 'Einamoji sąskaita',
    product: 'Sąskaita su kredito limitu',
    ownerName: 'Mindaugas Jankauskas',
    currency: 'EUR',
    booked: ledger.booked,
    pending: [],
    balanceCents: ledger.balanceCents,
    creditLimitCents: LOW_INCOME_LIMIT_CENTS,
  };
}
