import { formatEuro, formatNumber, NBSP, type CarAdvertisement } from '@ratai/domain';
import { paymentPlan } from '@ratai/pricing';

const dateTime = new Intl.DateTimeFormat('lt-LT', { dateStyle: 'short', timeStyle: 'short', timeZone: 'Europe/Vilnius' });

/** A moment as the team in Lithuania reads it: `2026-11-25 14:03`. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : dateTime.format(date);
}

/** `BMW 320, 2015`. */
export function carTitle(car: Pick<CarAdvertisement, 'carMake' | 'carModel' | 'productionYear'>): string {
  return `${car.carMake.name} ${car.carModel.name}, ${car.productionYear}`;
}

/** A list query's page from the address: a positive whole number, else 1. */
export function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The Lithuanian text of a failed request (the api-client's error), else a generic one. */
export function failureText(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message;
  return 'Nepavyko įkelti duomenų. Bandykite dar kartą.';
}

/**
 * The buyout at the end of an application's term. The application stores `approxBuyout` 0 (spec:
 * the form always sends 0), so the figure is computed from the price and term by libs/pricing —
 * the plan the applicant saw in the calculator — with its share of the price.
 */
export function buyoutText(price: number, term: number): string {
  const plan = paymentPlan(price, term);
  return plan ? `${formatEuro(plan.buyout)} (${formatNumber(plan.buyoutPercent)}${NBSP}%)` : '—';
}
