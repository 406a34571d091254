import type { EntityId } from './entities';

/**
 * Statistics per car for its owner (issue 16): counted on the server without cookies, so every
 * visitor counts, anonymously; bots are not counted.
 */

/** How many days back the owner's statistics reach (today included). */
export const CAR_STATS_DAYS = 30;

export interface CarStats {
  /** Views of the car's public page. */
  views: number;
  /** Visitors who used the car page's payment calculator (once per page view). */
  calculatorUses: number;
  /** Rental applications for this car. */
  applications: number;
}

/** One car's statistics, by its id (GET /car-advertisement/stats lists the owner's cars). */
export interface OwnCarStats extends CarStats {
  id: EntityId;
}

/** The labels the portal shows them under. */
export const CAR_STATS_LABELS: Record<keyof CarStats, string> = {
  views: 'Peržiūros',
  calculatorUses: 'Skaičiuoklė',
  applications: 'Paraiškos',
};

/** '30 d.' — the period under the numbers. */
export const CAR_STATS_PERIOD = `per ${CAR_STATS_DAYS} d.`;
