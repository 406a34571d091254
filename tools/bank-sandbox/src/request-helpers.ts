import { badRequest } from './provider-errors';

/** Small helpers of the request handlers: body fields, dates and the provider's money strings. */

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function optionalInt(value: unknown, name: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n)) throw badRequest(`Incorrect ${name}`, `${name} must be an integer`, name);
  return n;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** GoCardless amounts: decimal strings with two places, "-12.30". */
export function moneyString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

export function money(cents: number, currency: string) {
  return { amount: moneyString(cents), currency };
}
