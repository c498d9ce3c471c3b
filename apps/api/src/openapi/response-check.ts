import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { fileTypes, type RouteSchema } from './transform.ts';

/**
 * Whether `body` (the raw answer) is what a route's `schema.response` documents for `status`; the
 * first problem if not. `route` ('METHOD /api/path/:uuid') only names it in the message.
 */
export function responseProblem(
  route: string,
  documented: Record<string, unknown> | undefined,
  status: number,
  body: string,
): string | undefined {
  if (!documented) return `${route}: no documented answer`;
  if (!(status in documented)) return `${route}: status ${status} is not documented`;
  const schema = documented[status] as z.ZodType;
  if (schema.def.type === 'null')
    return body === '' ? undefined : `${route}: ${status} must have no body`;
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return `${route}: ${status} answer is not JSON`;
  }
  const result = schema.safeParse(value);
  if (result.success) return undefined;
  return `${route} ${status}: ${describeIssues(result.error.issues).join('; ')}`;
}

/** `path: code` of the first issues; of a union, those of the branch that came closest. */
function describeIssues(issues: readonly z.core.$ZodIssue[]): string[] {
  return issues.slice(0, 5).flatMap((i) => {
    if (i.code === 'invalid_union' && i.errors.length > 0) {
      const closest = [...i.errors].sort((a, b) => a.length - b.length)[0]!;
      return describeIssues(closest.map((c) => ({ ...c, path: [...i.path, ...c.path] })));
    }
    return [`${i.path.join('.') || '(root)'}: ${i.code}`];
  });
}

/**
 * Checks every successful API answer against its route's `schema.response` (what /api/docs
 * documents) and reports each mismatch. Installed by the API tests (test/helpers/test-app.ts), never
 * in production: the answer is sent unchanged either way.
 */
export function installResponseCheck(app: FastifyInstance, report: (problem: string) => void) {
  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url === '/api/docs' || request.method === 'HEAD')
      return payload;
    if (reply.statusCode >= 300) return payload;
    const route = `${request.method} ${url}`;
    const schema = request.routeOptions.schema as RouteSchema | undefined;
    // A file route may produce several types (the CRP card: PDF, JPEG or PNG, decision 1406).
    const files = fileTypes(schema);
    if (files.length > 0) {
      const type = String(reply.getHeader('content-type'));
      if (!files.some((file) => type.startsWith(file)))
        report(`${route}: a ${reply.statusCode} answer that is not ${files.join(' or ')}`);
      return payload;
    }
    if (payload != null && typeof payload !== 'string') {
      report(`${route}: a ${reply.statusCode} answer that is not text`);
      return payload;
    }
    // A CSV download is checked as one JSON string (its route documents a string).
    const csv = String(reply.getHeader('content-type') ?? '').startsWith('text/csv');
    const body = csv ? JSON.stringify(payload ?? '') : (payload ?? '');
    const problem = responseProblem(route, schema?.response, reply.statusCode, body);
    if (problem) report(problem);
    return payload;
  });
}
