import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findTeamCars, type ApplicationRow } from './applications.repository';
import { toTeamApplication, type TeamApplication } from './applications.mapper';

/** Rows as the team reads them, with their cars' current prices (one query for the page). */
export async function forTeam(db: Kysely<Database>, rows: ApplicationRow[]): Promise<TeamApplication[]> {
  const carIds = [...new Set(rows.flatMap((r) => (r.car_id === null ? [] : [r.car_id])))];
  const cars = new Map<number, { price: number; slug: string; title: string }>();
  if (carIds.length > 0) {
    const found = await findTeamCars(db, carIds);
    for (const car of found) cars.set(car.id, { price: car.price, slug: car.slug, title: `${car.make} ${car.model}, ${car.production_year}` });
  }
  return rows.map((row) => {
    const car = row.car_id === null ? undefined : cars.get(row.car_id);
    return toTeamApplication(row, car ? car.price : null, car ? { id: row.car_id as number, slug: car.slug, title: car.title } : null);
  });
}
