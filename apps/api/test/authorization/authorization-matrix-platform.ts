import type { MatrixEntry } from './authorization-matrix.ts';
import { row } from './authorization-matrix-row.ts';

// Matrix rows of the platform: health, configuration, metrics, messages, audit, leads, payments, purchases, terms (spread into MATRIX, authorization-matrix.ts).
export const PLATFORM_MATRIX: Record<string, MatrixEntry> = {
  // Leads (domain.md §19): anyone sends one (an empty body is 400); only the administrator reads.
  'POST /api/leads': row(null, [400, 400, 400, 400, 400]),
  'GET /api/leads': row(null, [401, 200, 403, 403, 403]),
  'GET /api/assistant/config': row(null, [401, 200, 200, 200, 200]),
  'GET /api/credit-packages': row(null, [401, 200, 200, 200, 200]),
  'GET /api/health': row(null, [200, 200, 200, 200, 200]),
  'GET /api/health/live': row(null, [200, 200, 200, 200, 200]),
  'GET /api/health/ready': row(null, [200, 200, 200, 200, 200]),
  'GET /api/config': row(null, [200, 200, 200, 200, 200]),
  // 'Quem somos' (decision 1413): public, like the page.
  'GET /api/operator': row(null, [200, 200, 200, 200, 200]),
  // 404 while METRICS_TOKEN is not configured (test/platform/metrics.test.ts covers 401 and 200).
  'GET /api/metrics': row(null, [404, 404, 404, 404, 404]),
  'GET /api/messages': row(null, [401, 200, 403, 403, 403]),
  'GET /api/messaging/whatsapp-consent': row(null, [401, 403, 403, 200, 200]),
  'GET /api/audit-log': row(null, [401, 200, 403, 403, 403]),
  'GET /api/outbox': row(null, [401, 200, 403, 403, 403]),
  'GET /api/purchases/:uuid': row('collaborator', [401, 403, 403, 200, 403], ['collaborator', 403]),
  'GET /api/purchases/checkout/:uuid': row(
    'purchase',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'GET /api/terms': row(null, [401, 200, 200, 200, 200]),
  'PATCH /api/messaging/whatsapp-consent': row(null, [401, 403, 403, 400, 400]),
  'POST /api/payments/sandbox/checkout/:uuid': row(
    'purchase',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
    () => ({ cardNumber: '4242424242424242' }),
  ),
  'POST /api/payments/sandbox/pix/:uuid': row(
    'purchase',
    [401, 403, 403, 200, 403],
    ['collaborator', 403],
  ),
  'POST /api/payments/sandbox/webhook': row(null, [400, 400, 400, 400, 400]),
  // 404 while Stripe is not configured (the sandbox provider is the default).
  'POST /api/payments/stripe/webhook': row(null, [404, 404, 404, 404, 404]),
  'POST /api/purchases': row(null, [401, 403, 403, 201, 403], ['collaborator', 403], (t) => ({
    amount: 1,
    collaboratorUuid: t.collaborator.uuid,
  })),
};
