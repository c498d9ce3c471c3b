import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { createMetrics } from './metrics.ts';

/** Routes whose answers move the business counters (domain.md §5 booking, §10 payments). */
const BOOKING_ROUTE = 'POST /api/appointments/collaborators';
const PAYMENT_STEPS: Record<string, string> = {
  'POST /api/purchases': 'checkout',
  'POST /api/payments/sandbox/checkout/:uuid': 'sandbox_payment',
  'POST /api/payments/stripe/webhook': 'stripe_notification',
};

/** Times every answer by route and status, and counts bookings and payment steps. */
export function installMetrics(app: FastifyInstance, deps: AppDeps) {
  const metrics = createMetrics(deps);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never the raw URL: ids would make one series per record.
    const route = request.routeOptions.url ?? 'no_route';
    const status_code = String(reply.statusCode);
    metrics.requests.observe(
      { method: request.method, route, status_code },
      reply.elapsedTime / 1000,
    );
    const key = `${request.method} ${route}`;
    if (key === BOOKING_ROUTE) metrics.bookings.inc({ status_code });
    const step = PAYMENT_STEPS[key];
    if (step) metrics.payments.inc({ step, status_code });
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: ReturnType<typeof createMetrics>;
  }
}
