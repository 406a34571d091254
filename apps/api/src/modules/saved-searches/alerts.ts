import { sql, type Kysely } from 'kysely';
import { savedSearchFilter } from '@ratai/validation';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/schema';
import { enqueueEmail } from '../../mail/outbox';
import { savedSearchAlert } from '../../mail/templates';
import { inWholeEuros } from '../catalog/search-filter';
import { publicCarsApprovedBetween } from '../catalog/catalog.repository';
import { savedSearchLink, savedSearchLinkKey, savedSearchUrl } from './tokens';

/** Cars named in one alert; the rest are counted ("Ir dar N"). */
export const ALERT_MAX_CARS = 10;
/** An unconfirmed saved search is deleted after this many days (docs/data-retention.md). */
export const PENDING_SAVED_SEARCH_DAYS = 7;

export interface AlertRunResult {
  /** Alerts queued (one per saved search with new cars). */
  alerts: number;
  /** Unconfirmed searches deleted. */
  expired: number;
}

/**
 * The daily alert (jobs/worker.ts): for each confirmed saved search, the public cars matching its
 * filter that the team approved since the last alert; one e-mail per search with new cars, queued
 * in the same transaction that moves the search's `last_alerted_at`, so a crash neither loses nor
 * repeats an alert. The window ends at the run's start: a car approved during the run is in the
 * next one. Also deletes unconfirmed searches older than {@link PENDING_SAVED_SEARCH_DAYS}.
 */
export async function runSavedSearchAlerts(db: Kysely<Database>, config: Pick<AppConfig, 'dataKey' | 'urls'>, now = new Date()): Promise<AlertRunResult> {
  const key = savedSearchLinkKey(config.dataKey);
  const marketplace = config.urls.marketplace;
  const expired = await db
    .deleteFrom('saved_searches')
    .where('status', '=', 'pending')
    .where('created_at', '<', sql<Date>`${now}::timestamptz - make_interval(days => ${PENDING_SAVED_SEARCH_DAYS})`)
    .executeTakeFirst();
  const searches = await db
    .selectFrom('saved_searches')
    .select(['id', 'email', 'query', 'confirmed_at', 'last_alerted_at'])
    .where('status', '=', 'active')
    .orderBy('id')
    .execute();
  let alerts = 0;
  for (const search of searches) {
    const parsed = savedSearchFilter(search.query);
    if (!parsed.success) continue; // validated when saved; a rule that changed since skips it
    const since = search.last_alerted_at ?? search.confirmed_at ?? now;
    const filter = inWholeEuros(parsed.output);
    const cars = await publicCarsApprovedBetween(db, { ...filter, page: 1, pageSize: ALERT_MAX_CARS }, since, now, ALERT_MAX_CARS + 1);
    await db.transaction().execute(async (trx) => {
      if (cars.length > 0) {
        const named = cars.slice(0, ALERT_MAX_CARS);
        const mail = savedSearchAlert(
          named.map((car) => ({
            title: `${car.make_name} ${car.model_name}, ${car.production_year} m.`,
            price: car.price,
            fromPricePerMonth: car.from_price_per_month,
            url: `${marketplace}/automobilio-nuoma/${car.slug}`,
          })),
          cars.length - named.length,
          savedSearchUrl(marketplace, search.query),
          savedSearchLink(marketplace, key, 'unsubscribe', search.id),
        );
        await enqueueEmail(trx, { to: search.email, ...mail, template: 'saved_search.alert' });
        alerts += 1;
      }
      await trx.updateTable('saved_searches').set({ last_alerted_at: now }).where('id', '=', search.id).execute();
    });
  }
  return { alerts, expired: Number(expired.numDeletedRows) };
}
