import type { FastifyInstance } from 'fastify';
import systemRoutes from './system/system.routes';

/** Every feature's routes, mounted under /api. One line per module. */
export async function registerModules(api: FastifyInstance): Promise<void> {
  await api.register(systemRoutes);
}
