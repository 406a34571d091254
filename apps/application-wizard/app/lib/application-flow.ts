import type { ApplicationFields } from '@ratai/domain';

/**
 * The three ways into the application form (issue 7):
 * - `car`: /automobilio-paraiska/{carSlug} — a car of the marketplace, its id, term and payment;
 * - `general`: /paraiska — the applicant sets price and term with the general calculator;
 * - `partner`: /partneris/{partnerSlug} — a partner's link: the calculator plus a link to the car
 *   advertisement on any site (sent as `metadata.carAdvertisementUrl`) and the `partnerSlug`.
 */
export type ApplicationFlow =
  | { kind: 'car'; carId: number; carSlug: string; carTitle: string; carUrl: string; price: number }
  | { kind: 'general' }
  | { kind: 'partner'; partnerSlug: string };

/** Where the rental period starts (from the hand-off, the car or the defaults). */
export interface RentalPeriod {
  term: number;
  price: number;
  approxMonthlyPayment: number;
}

/** The flow's fixed fields, added to every create and update. */
export function flowFields(flow: ApplicationFlow): Pick<ApplicationFields, 'carId' | 'partnerSlug'> {
  if (flow.kind === 'car') return { carId: flow.carId };
  if (flow.kind === 'partner') return { partnerSlug: flow.partnerSlug };
  return {};
}
