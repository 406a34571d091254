import { createHash } from 'node:crypto';
import type { SandboxTransaction } from './ledger';
import { money, moneyString } from './request-helpers';

/**
 * A synthetic transaction as a bank's row in GoCardless's `transactions` answer, with the
 * variety real banks show (test/bank/fixtures/README.md in apps/api lists the recorded responses):
 * `bookingDateTime` only (with the Europe/Vilnius offset), `valueDate` only (pending), no id, the
 * text split into `remittanceInformationUnstructuredArray` or only in `additionalInformation`,
 * amounts without decimals ("100"), another currency, `currencyExchange` for card payments abroad.
 */
export function transactionRow(t: SandboxTransaction, accountCurrency: string): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (t.transactionId) {
    row['transactionId'] = t.transactionId;
    row['internalTransactionId'] = createHash('sha256').update(t.transactionId).digest('hex').slice(0, 32);
  }
  const style = t.dates ?? 'date';
  if (style === 'date') {
    row['bookingDate'] = t.bookingDate;
    row['valueDate'] = t.valueDate;
  } else if (style === 'dateTime') {
    row['bookingDateTime'] = `${t.bookingDate}T${t.time ?? '12:00:00'}.000${vilniusOffset(t.bookingDate)}`;
  } else {
    row['valueDate'] = t.valueDate;
  }
  const currency = t.currency ?? accountCurrency;
  row['transactionAmount'] = t.plainAmount && t.amountCents % 100 === 0 ? { amount: String(t.amountCents / 100), currency } : money(t.amountCents, currency);
  if (t.exchange) {
    const exchange = {
      sourceCurrency: t.exchange.currency,
      exchangeRate: t.exchange.rate,
      unitCurrency: t.exchange.currency,
      targetCurrency: accountCurrency,
      instructedAmount: { amount: moneyString(t.exchange.amountCents), currency: t.exchange.currency },
    };
    row['currencyExchange'] = t.exchange.asObject ? exchange : [exchange];
  }
  if (t.creditorName) row['creditorName'] = t.creditorName;
  if (t.debtorName) row['debtorName'] = t.debtorName;
  if (t.description !== undefined) {
    const field = t.descriptionField ?? 'unstructured';
    if (field === 'array') row['remittanceInformationUnstructuredArray'] = t.description.split('|');
    else if (field === 'additional') row['additionalInformation'] = t.description;
    else row['remittanceInformationUnstructured'] = t.description;
  }
  row['bankTransactionCode'] = t.bankTransactionCode ?? (t.amountCents < 0 ? 'PMNT-ICDT-STDO' : 'PMNT-RCDT-ESCT');
  return row;
}

/** +03:00 in summer (last Sunday of March to last Sunday of October), +02:00 in winter. */
function vilniusOffset(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(y, month, 0));
    return last.getUTCDate() - last.getUTCDay();
  };
  const afterStart = m > 3 || (m === 3 && d >= lastSunday(3));
  const beforeEnd = m < 10 || (m === 10 && d < lastSunday(10));
  return afterStart && beforeEnd ? '+03:00' : '+02:00';
}
