import type { SandboxInstitution } from '../institutions';
import {
  GROCERS,
  Ledger,
  days,
  generator,
  isoDate,
  isWorkdayOnOrBefore,
  lithuanianIban,
  month,
  previousMonth,
  type GeneratedAccount,
} from '../ledger';

/**
 * A salaried applicant's statement as a real Lithuanian bank hands it over, untidy on purpose:
 * pay in two parts (an advance on the 20th, the rest on the 5th), child benefit from the
 * municipality, a leasing instalment; and the oddities of real rows — card payments written with
 * only `bookingDateTime` and no creditor (the shop is in the text), the salary text split into
 * `remittanceInformationUnstructuredArray`, an ATM withdrawal with only `additionalInformation`,
 * a payment in dollars with `currencyExchange`, pending card holds with only `valueDate` and no
 * id, and balances reported only as `closingAvailable` and `forwardAvailable`.
 * One-offs that are not income: a birthday gift, a shop's refund, a tax refund, own transfers.
 */
export function realisticSalariedAccounts(institution: SandboxInstitution, today: Date): GeneratedAccount[] {
  const owner = 'Inga Vaitkienė';
  const rnd = generator('realistic-salaried');
  const ledger = new Ledger('RS1', 90_000);
  let giftGiven = false;
  let refundGiven = false;
  let taxRefundGiven = false;
  let dollarPaid = false;
  let card = 0;

  for (const d of days(today)) {
    const date = isoDate(d);
    const dom = d.getUTCDate();
    if (isWorkdayOnOrBefore(d, 5)) {
      ledger.add(date, rnd.euros(1_080, 1_140), undefined, 'UAB Baltijos logistika', {
        description: `Darbo užmokestis|už ${previousMonth(d)}`,
        descriptionField: 'array',
      });
    }
    if (isWorkdayOnOrBefore(d, 20)) ledger.add(date, 60_000, `Avansas už ${month(d)}`, 'UAB Baltijos logistika');
    if (dom === 24) ledger.add(date, 12_160, `Išmoka vaikui (vaiko pinigai) už ${month(d)}`, 'Vilniaus miesto savivaldybės administracija');
    if (dom === 2) ledger.add(date, -52_000, `Buto nuoma ${month(d)}`, 'Aurimas Stankus');
    if (dom === 15) ledger.add(date, -14_990, 'Lizingo įmoka, sutartis LZ-2024-118', 'Luminor Lizingas, UAB');
    if (dom === 12) ledger.add(date, -rnd.euros(60, 140), `Sąskaita ${previousMonth(d)} (elektra, šildymas)`, 'Ignitis UAB');
    if (dom === 18) ledger.add(date, -1_899, 'Telia paslaugos', 'Telia Lietuva, AB');
    // Card payments: the shop only in the text, the time in bookingDateTime.
    if (rnd.chance(0.55)) {
      card += 1;
      const shop = rnd.pick(GROCERS);
      const cents = rnd.euros(4, 72);
      const time = `${String(rnd.int(8, 21)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}:${String(rnd.int(0, 59)).padStart(2, '0')}`;
      ledger.add(date, -cents, `PIRKINYS 516793******4417 ${date} ${(cents / 100).toFixed(2)} EUR (${100000 + card}) ${shop}`, undefined, {
        dates: 'dateTime',
        time,
        bankTransactionCode: 'PMNT-CCRD-POSD',
      });
    }
    if (dom === 27 && rnd.chance(0.6)) {
      ledger.add(date, -rnd.euros(2, 6) * 10, undefined, undefined, { description: 'Grynųjų pinigų išėmimas bankomate', descriptionField: 'additional' });
    }
    // One-offs that are not income.
    if (!giftGiven && dom === 9 && d.getTime() < today.getTime() - 60 * 86_400_000) {
      ledger.add(date, 15_000, 'Su gimtadieniu!', 'Jonas Petraitis');
      giftGiven = true;
    }
    if (!refundGiven && dom === 14 && d.getTime() > today.getTime() - 100 * 86_400_000) {
      ledger.add(date, 3_999, 'Grąžinimas už prekę, užsakymas 55231', 'UAB Pigu');
      refundGiven = true;
    }
    if (!taxRefundGiven && dom === 21 && d.getTime() > today.getTime() - 130 * 86_400_000) {
      ledger.add(date, 21_235, 'GPM permoka už 2025 m.', 'Valstybinė mokesčių inspekcija');
      taxRefundGiven = true;
    }
    if (dom === 26 && rnd.chance(0.5)) ledger.add(date, 5_000, 'Pervedimas iš Revolut', owner);
    if (!dollarPaid && dom === 7 && d.getTime() > today.getTime() - 50 * 86_400_000) {
      ledger.add(date, -371, 'GITHUB, INC. SAN FRANCISCO', 'GitHub, Inc.', { exchange: { currency: 'USD', amountCents: -400, rate: '1.0781' } });
      dollarPaid = true;
    }
  }

  const todayIso = isoDate(today);
  return [
    {
      iban: lithuanianIban(institution.bankCode, '40077700123'),
      name: 'Einamoji sąskaita',
      product: 'Kasdienė sąskaita',
      ownerName: owner,
      currency: 'EUR',
      booked: ledger.booked,
      pending: [
        { bookingDate: todayIso, valueDate: todayIso, dates: 'value', amountCents: -1_845, description: 'PIRKINYS 516793******4417 UAB RIMI LIETUVA' },
        { bookingDate: todayIso, valueDate: todayIso, dates: 'value', amountCents: -6_000, description: 'Rezervacija: degalinė Circle K' },
      ],
      balanceCents: ledger.balanceCents,
      creditLimitCents: 0,
      balanceTypes: ['closingAvailable', 'forwardAvailable'],
    },
  ];
}
