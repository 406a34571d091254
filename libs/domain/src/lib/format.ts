/**
 * Display rules for numbers, money, units and dates: the one place these formats live.
 *
 * Numbers go through `Intl.NumberFormat('lt-LT')` (DESIGN.md), which groups thousands with a
 * no-break space (U+00A0) and writes a decimal comma: 12500 → "12 500", 1.6 → "1,6". Units
 * are joined with a no-break space too, so "12 500 €" or "998 cm³" never break across lines.
 * (Testing Library and Playwright treat U+00A0 as whitespace, so text queries with plain
 * spaces still match.) The two price templates quoted by the spec keep the spec's own
 * spaces.
 *
 * Every formatter returns '' for a value that is not a finite number, so a missing field
 * renders as nothing rather than "NaN €".
 */

/** The no-break space lt-LT uses between digit groups and before units. */
export const NBSP = '\u00a0';

const numberFormat = new Intl.NumberFormat('lt-LT');
const oneDecimalFormat = new Intl.NumberFormat('lt-LT', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const euroWholeFormat = new Intl.NumberFormat('lt-LT', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});
const euroCentsFormat = new Intl.NumberFormat('lt-LT', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const dateFormat = new Intl.DateTimeFormat('lt-LT', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  // The product serves Lithuania; a fixed zone keeps server and browser rendering equal.
  timeZone: 'Europe/Vilnius',
});

function isFiniteNumber(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * A number in Lithuanian notation (up to 3 decimals, Intl's default).
 *
 * @example formatNumber(123456) // "123 456" (U+00A0 between groups)
 * @example formatNumber(6.5)    // "6,5"
 */
export function formatNumber(n: number | null | undefined): string {
  return isFiniteNumber(n) ? numberFormat.format(n) : '';
}

/**
 * An amount in euros. Whole amounts (prices, monthly payments) show no cents; an amount with
 * cents shows exactly two decimals, so "12 500,5 €" never appears.
 *
 * @example formatEuro(12500)   // "12 500 €"
 * @example formatEuro(12500.5) // "12 500,50 €"
 */
export function formatEuro(amount: number | null | undefined): string {
  if (!isFiniteNumber(amount)) return '';
  return Number.isInteger(amount) ? euroWholeFormat.format(amount) : euroCentsFormat.format(amount);
}

/**
 * The monthly price line of a car card, template 'nuo {x} € / mėn.' (§2.4).
 *
 * @example formatMonthlyPrice(289) // "nuo 289 € / mėn."
 */
export function formatMonthlyPrice(amount: number | null | undefined): string {
  return isFiniteNumber(amount) ? `nuo ${formatNumber(amount)} € / mėn.` : '';
}

/**
 * Which term a 'nuo {x} € / mėn.' figure is for, and the buyout it leaves (issue 17: the card
 * says which term its figure is for).
 *
 * @example formatFromTermNote(60, 70)   // "60 mėn., išpirkimas 70 %"
 * @example formatFromTermNote(14, 31.6) // "14 mėn., išpirkimas 31,6 %"
 */
export function formatFromTermNote(termMonths: number | null | undefined, buyoutPercent: number | null | undefined): string {
  if (!isFiniteNumber(termMonths)) return '';
  const term = `${formatNumber(termMonths)}${NBSP}mėn.`;
  return isFiniteNumber(buyoutPercent) && buyoutPercent > 0
    ? `${term}, išpirkimas ${formatNumber(buyoutPercent)}${NBSP}%`
    : term;
}

/**
 * The price label of a car card, template 'Kaina {price} €' (§2.4).
 *
 * @example formatPriceLabel(12500) // "Kaina 12 500 €"
 */
export function formatPriceLabel(price: number | null | undefined): string {
  return isFiniteNumber(price) ? `Kaina ${formatNumber(price)} €` : '';
}

/**
 * Engine size (§2.5): cm³ below 1000, otherwise litres with one decimal.
 * Litres are rounded half up from the cm³ (1950 → "2,0 l"), done in integers because
 * 1950 / 1000 is 1.9499… in binary floating point.
 *
 * @example formatEngineSize(998)  // "998 cm³"
 * @example formatEngineSize(1598) // "1,6 l"
 * @example formatEngineSize(0)    // "" (electric cars)
 */
export function formatEngineSize(cm3: number | null | undefined): string {
  // 0 cm³ is an electric car's "no engine": nothing to show (issue 17 bug 4).
  if (!isFiniteNumber(cm3) || cm3 <= 0) return '';
  if (cm3 < 1000) return `${formatNumber(Math.round(cm3))}${NBSP}cm³`;
  const litres = Math.round(cm3 / 100) / 10;
  return `${oneDecimalFormat.format(litres)}${NBSP}l`;
}

/**
 * Odometer reading in km.
 *
 * @example formatOdometer(123456) // "123 456 km"
 */
export function formatOdometer(km: number | null | undefined): string {
  return isFiniteNumber(km) ? `${formatNumber(Math.round(km))}${NBSP}km` : '';
}

/**
 * Engine power in kW.
 *
 * @example formatEnginePower(85) // "85 kW"
 */
export function formatEnginePower(kw: number | null | undefined): string {
  return isFiniteNumber(kw) ? `${formatNumber(kw)}${NBSP}kW` : '';
}

/**
 * Average fuel consumption in litres per 100 km, one decimal.
 *
 * @example formatFuelConsumption(6.5) // "6,5 l/100 km"
 */
export function formatFuelConsumption(litresPer100Km: number | null | undefined): string {
  return isFiniteNumber(litresPer100Km)
    ? `${oneDecimalFormat.format(litresPer100Km)}${NBSP}l/100${NBSP}km`
    : '';
}

/**
 * A date as Lithuanians write it in prose, in Vilnius time; '' for an invalid date.
 *
 * @example formatDate('2024-05-01T10:00:00Z') // "2024 m. gegužės 1 d."
 */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/**
 * A Lithuanian phone number as people read it, the way the API keeps it (+370 and 8 digits):
 * "+37069876543" → "+370 698 76543" (no-break spaces, so it never breaks across lines). Any other
 * number is shown as it was stored.
 */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const lithuanian = /^\+370(\d{3})(\d{5})$/.exec(phone);
  return lithuanian ? `+370${NBSP}${lithuanian[1]}${NBSP}${lithuanian[2]}` : phone;
}
