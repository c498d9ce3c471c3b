import type { FastifyInstance } from 'fastify';
import {
  CONTROL_CHARACTERS_MESSAGE,
  TEXT_LENGTH,
  hasControlCharacters,
  maxMessage,
} from '@acolher/contracts/fields';
import { badRequest } from './errors.ts';

const MAX_DEPTH = 8;

/** The first problem of any string in a parsed body, query or path (undefined: none). */
function problemIn(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') {
    // Multi-line rules here: which fields are one line is the schema's to say.
    if (hasControlCharacters(value, true)) return CONTROL_CHARACTERS_MESSAGE;
    if (value.length > TEXT_LENGTH.backstop) return maxMessage(TEXT_LENGTH.backstop);
    return undefined;
  }
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return undefined;
  // Raw bodies (signed webhooks) are bytes checked by their own signatures.
  if (Buffer.isBuffer(value)) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const problem = problemIn(key, depth + 1) ?? problemIn(item, depth + 1);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The backstop of domain.md §14 (decision 1123): before any route's own validation, every
 * string of the body, query and path is refused with 400 when it holds NUL or another control
 * character (tab and new line pass; the schemas refuse them in one-line fields) or passes the
 * longest text the rules allow, so a route without a bounded schema never reaches the database
 * with it (PostgreSQL refuses NUL with a 500).
 */
export function installTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const problem =
      problemIn(request.params) ?? problemIn(request.query) ?? problemIn(request.body);
    if (problem) throw badRequest(problem);
  });
}
