import type { Kysely } from 'kysely';
import { SAME_APPLICANT_LIMIT } from '@ratai/domain';
import type { Database } from '../../db/schema';
import { findSameApplicant, findTeamCars, type ApplicationRow } from './applications.repository';
import { toTeamApplication, type TeamApplication } from './applications.mapper';

/** A personal-code hash as a map key (bytea arrives as a Buffer from pg, a Uint8Array from PGlite). */
const hashKey = (hash: Uint8Array) => Buffer.from(hash).toString('hex');

/**
 * Rows as the team reads them, with their cars' current prices and what else each applicant sent
 * (one lookup per person on the page, whatever the number of their applications).
 */
export async function forTeam(db: Kysely<Database>, rows: ApplicationRow[]): Promise<TeamApplication[]> {
  const people = new Map(rows.map((row) => [hashKey(row.personal_code_hash), row.personal_code_hash]));
  // One more than shown: the row itself is among a person's newest.
  const samePerson = new Map(
    await Promise.all([...people].map(async ([key, hash]) => [key, await findSameApplicant(db, hash, SAME_APPLICANT_LIMIT + 1)] as const)),
  );
  const others = [...samePerson.values()].flatMap((person) => person.newest);
  const carIds = [...new Set([...rows, ...others].flatMap((r) => (r.car_id === null ? [] : [r.car_id])))];
  const cars = new Map<number, { price: number; slug: string; title: string }>();
  if (carIds.length > 0) {
    const found = await findTeamCars(db, carIds);
    for (const car of found) cars.set(car.id, { price: car.price, slug: car.slug, title: `${car.make} ${car.model}, ${car.production_year}` });
  }
  return rows.map((row) => {
    const car = row.car_id === null ? undefined : cars.get(row.car_id);
    const person = samePerson.get(hashKey(row.personal_code_hash));
    const sameApplicant = {
      appliedBefore: person !== undefined && person.firstId !== null && person.firstId !== row.id,
      otherApplications: (person?.newest ?? [])
        .filter((other) => other.id !== row.id)
        .slice(0, SAME_APPLICANT_LIMIT)
        .map((other) => ({
          id: other.id,
          createdAt: new Date(other.created_at).toISOString(),
          pipelineStatus: other.pipeline_status,
          carTitle: other.car_id === null ? null : (cars.get(other.car_id)?.title ?? null),
        })),
    };
    return toTeamApplication(row, car ? car.price : null, car ? { id: row.car_id as number, slug: car.slug, title: car.title } : null, sameApplicant);
  });
}
