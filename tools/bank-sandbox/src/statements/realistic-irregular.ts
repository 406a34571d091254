import type { SandboxInstitution } from '../institutions';
import { DAY_MS, GROCERS, Ledger, days, generator, isoDate, lithuanianIban, month, type GeneratedAccount } from '../ledger';

/**
 * An irregular earner's statement: a freelance designer paid per invoice by different clients
 * (none of them every month), royalties every other month, two months of unemployment benefit, a
 * car sold once, cash paid in. Plenty of money in, little of it regular: the credit light counts
 * only income that recurs in at least 4 of the months read. Untidy rows: a transfer with no
 * counterparty and the text only in `additionalInformation`, a row without any text, one pending.
 */
export function realisticIrregularAccounts(institution: SandboxInstitution, today: Date): GeneratedAccount[] {
  const rnd = generator('realistic-irregular');
  const ledger = new Ledger('RI1', 120_000);
  const clients = ['UAB Kūrybos dirbtuvės', 'MB Reklamos idėjos', 'UAB Svetainių kalvė', 'VšĮ Menų erdvė', 'UAB Šviesos ženklai'];
  let invoice = 30;
  let carSold = false;
  let benefitMonths = 0;
  let lastBenefitMonth = '';

  for (const d of days(today)) {
    const date = isoDate(d);
    const dom = d.getUTCDate();
    const monthNumber = d.getUTCMonth() + 1;
    if ((dom === 6 || dom === 23) && rnd.chance(0.45)) {
      invoice += 1;
      ledger.add(date, rnd.euros(250, 950), `Apmokėjimas pagal sąskaitą SF-${d.getUTCFullYear()}-${String(invoice).padStart(3, '0')}`, rnd.pick(clients));
    }
    // Royalties every other month: at most 3 of any 6 months.
    if (dom === 12 && monthNumber % 2 === 0) ledger.add(date, rnd.euros(180, 320), 'Atlyginimas pagal autorinę sutartį', 'UAB Leidykla Vaga');
    // Unemployment benefit for two months, about four months ago.
    const ago = (today.getTime() - d.getTime()) / DAY_MS;
    if (dom === 17 && ago > 100 && benefitMonths < 2 && lastBenefitMonth !== month(d)) {
      ledger.add(date, 42_110, 'Nedarbo socialinio draudimo išmoka', 'Valstybinio socialinio draudimo fondo valdyba');
      benefitMonths += 1;
      lastBenefitMonth = month(d);
    }
    if (!carSold && dom === 3 && ago < 130 && ago > 100) {
      ledger.add(date, 350_000, 'Už automobilį VW Golf, VIN WVWZZZ1KZ6W000123', 'Andrius Kazlauskas');
      carSold = true;
    }
    if (dom === 28 && rnd.chance(0.4)) ledger.add(date, rnd.int(2, 5) * 10_000, undefined, undefined, { description: 'Grynųjų pinigų įnešimas', descriptionField: 'additional' });
    if (dom === 4) ledger.add(date, -38_000, `Buto nuoma ${month(d)}`, 'Gintarė Žukauskienė');
    if (dom === 20) ledger.add(date, -8_500, 'Vartojimo kredito įmoka, sutartis VK-7781', 'UAB Mano kreditas');
    if (dom === 10) ledger.add(date, -rnd.euros(40, 90), 'Elektra ir šildymas', 'Ignitis UAB');
    if (rnd.chance(0.5)) {
      const shop = rnd.pick(GROCERS);
      ledger.add(date, -rnd.euros(4, 55), `Pirkinys kortele, ${shop}`, shop);
    }
    if (dom === 25 && rnd.chance(0.3)) ledger.add(date, -rnd.euros(20, 60), undefined, undefined);
    // Keep the balance from drifting far: a transfer to savings when it grows.
    if (ledger.balanceCents > 400_000) ledger.add(date, -200_000, undefined, undefined, { description: 'Į taupomąją', descriptionField: 'additional' });
  }

  const todayIso = isoDate(today);
  return [
    {
      iban: lithuanianIban(institution.bankCode, '60099900456'),
      name: 'Einamoji sąskaita',
      product: 'Asmeninė sąskaita',
      ownerName: 'Eglė Žemaitė',
      currency: 'EUR',
      booked: ledger.booked,
      pending: [{ bookingDate: todayIso, valueDate: todayIso, dates: 'value', amountCents: -2_499, description: 'Adobe Creative Cloud' }],
      balanceCents: ledger.balanceCents,
      creditLimitCents: 0,
    },
  ];
}
