import type { ColumnType } from 'kysely';

/** Kysely table types of the stats module (migrations/0023-car-statistics.ts); merged into `Database`. */
export interface CarDailyStatsTable {
  car_advertisement_id: number;
  /** The UTC day (date); pg answers a date as a Date or a string depending on the driver. */
  day: ColumnType<Date | string, string, string>;
  views: ColumnType<number, number | undefined, number>;
  calculator_uses: ColumnType<number, number | undefined, number>;
}

export interface StatsTables {
  car_daily_stats: CarDailyStatsTable;
}
