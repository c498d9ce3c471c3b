import type { MessageChannel } from './message-channel.ts';

/**
 * The built-in default: no provider is configured, the outbox row is the message. Development,
 * demos and tests read it at GET /api/outbox; delivery marks it 'sent'.
 */
export function createOutboxOnlyChannel(): MessageChannel {
  return { name: 'outbox', send: async () => {} };
}
