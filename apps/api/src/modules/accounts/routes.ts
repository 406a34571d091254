import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth.routes';
import { userRoutes } from './users.routes';
import { systemRoleRoutes } from './system-role.routes';
import { profileRoutes } from './profiles.routes';

/**
 * The accounts module's routes (registered by app.ts under /api), one file per OpenAPI tag. They
 * are registered in this order so that /api/docs lists the paths as it always has.
 */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(systemRoleRoutes);
  await app.register(profileRoutes);
}
