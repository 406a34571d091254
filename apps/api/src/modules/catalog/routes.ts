import type { FastifyInstance } from 'fastify';
import { carReadRoutes } from './car-reads.routes';
import { optionRoutes } from './options.routes';

/**
 * The public read side of the marketplace (registered by app.ts under /api): car search, the car
 * page and similar cars (car-reads.routes.ts), and the option lists (options.routes.ts). Input is
 * declared by the @ratai/validation schemas in each route's schema (http/validation.ts). Registered
 * in this order so that /api/docs lists the paths as it always has.
 */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  await app.register(carReadRoutes);
  await app.register(optionRoutes);
}
