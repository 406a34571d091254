import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { loadCars, publicCar } from '../cars/car-read';
import { revisionsFor } from '../listings/revisions';
import { ownersOf } from './moderation.repository';
import type { ModerationCar } from './moderation.responses';

type App = Pick<FastifyInstance, 'db' | 'storage'>;

/** Listings as the team sees them (the read model, the owner, the revision), in the order of `ids`. */
export async function moderationCars(app: App, ids: number[]): Promise<ModerationCar[]> {
  const [cars, owners] = await Promise.all([loadCars(app.db, app.storage, ids), ownersOf(app.db, ids)]);
  const revisions = await revisionsFor(app, cars);
  return cars.flatMap((car) => {
    const owner = owners.get(car.id);
    return owner ? [{ ...publicCar(car), owner, revision: revisions.get(car.id) ?? null }] : [];
  });
}

/** One listing as the team sees it; 404 when it does not exist. */
export async function moderationCar(app: App, id: number): Promise<ModerationCar> {
  const [car] = await moderationCars(app, [id]);
  if (!car) throw notFound();
  return car;
}
