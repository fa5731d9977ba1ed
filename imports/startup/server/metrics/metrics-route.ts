// `GET /metrics`: the process's metrics in Prometheus's text format, on the app's port, for a
// scraper on this machine or one holding METRICS_TOKEN (metrics-access.ts). Anyone else gets
// exactly what an unknown address gets (the request goes on to the final 404), so the route's
// existence is not told. Registered with the health routes, before the pages.
import type { Express } from 'express';
import { mayReadMetrics } from './metrics-access';
import { metricsRegistry } from './metrics-registry';

export const METRICS_PATH = '/metrics';

export function registerMetricsRoute(handlers: Express): void {
  const registry = metricsRegistry();
  handlers.get(METRICS_PATH, async (req, res, next) => {
    if (!mayReadMetrics(req)) {
      next();
      return;
    }
    try {
      const text = await registry.metrics();
      res.set('Cache-Control', 'no-store');
      res.type(registry.contentType).send(text);
    } catch (error) {
      next(error);
    }
  });
}
