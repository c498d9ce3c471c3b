import type { FastifyInstance } from 'fastify';
import { responseProblem } from './route-responses.ts';
import { FILE_ANSWERS } from './session-note-responses.ts';

/**
 * Checks every successful API answer against what /api/docs documents for it (route-responses.ts)
 * and reports each mismatch. Installed by the API tests (test/helpers/test-app.ts), never in
 * production: the answer is sent unchanged either way.
 */
export function installResponseCheck(app: FastifyInstance, report: (problem: string) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url === '/api/docs' || request.method === 'HEAD')
      return payload;
    if (reply.statusCode >= 300) return payload;
    const file = FILE_ANSWERS[`${request.method} ${url}`];
    if (file) {
      if (!String(reply.getHeader('content-type')).startsWith(file))
        report(`${request.method} ${url}: a ${reply.statusCode} answer that is not ${file}`);
      return payload;
    }
    if (payload != null && typeof payload !== 'string') {
      report(`${request.method} ${url}: a ${reply.statusCode} answer that is not text`);
      return payload;
    }
    // A CSV download is checked as one JSON string (its route documents a string).
    const csv = String(reply.getHeader('content-type') ?? '').startsWith('text/csv');
    const body = csv ? JSON.stringify(payload ?? '') : (payload ?? '');
    const problem = responseProblem(`${request.method} ${url}`, reply.statusCode, body);
    if (problem) report(problem);
    return payload;
  });
}
