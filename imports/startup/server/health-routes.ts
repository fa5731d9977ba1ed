// `/healthz` (the process answers) and `/readyz` (this server should get traffic, readiness.ts)
// for load balancers, orchestrators and Docker's HEALTHCHECK: unauthenticated, a fixed tiny JSON
// body that names no path, version or error, never cached, and registered before the pages so
// neither the SPA nor the server renderer answers them. HTTP routes have no rate limits (those
// are DDP's), so polling costs nothing against a visitor's limits.
import type { Express, Response } from 'express';
import type { Readiness } from './readiness';

export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

function answer(res: Response, statusCode: number, status: string): void {
  res.set('Cache-Control', 'no-store');
  res.status(statusCode).json({ status });
}

export function registerHealthRoutes(handlers: Express, readiness: Readiness): void {
  handlers.get(HEALTH_PATH, (_req, res) => answer(res, 200, 'alive'));
  handlers.get(READY_PATH, async (_req, res, next) => {
    try {
      const status = await readiness.status();
      answer(res, status === 'ready' ? 200 : 503, status);
    } catch (error) {
      next(error);
    }
  });
}
