import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_RESPONSES, ROUTE_RESPONSES } from './route-responses.ts';
import { FILE_ANSWERS } from './session-note-responses.ts';

/**
 * The lists answered in pages (decisions 1182, 1211): `limit`, `cursor` (and `q`) are in their
 * query schemas; the next page's address is this header, absent on the last page.
 */
const PAGED_ROUTES = new Set([
  'GET /api/audit-log',
  'GET /api/companies',
  'GET /api/psychologists',
  'GET /api/sectors/:uuid',
  'GET /api/appointments/collaborators/:uuid',
  'GET /api/appointments/psychologists/:uuid',
  'GET /api/appointments/psychologists/confirmed/:uuid',
  'GET /api/appointments/psychologists/last-month/:uuid',
  'GET /api/purchases/:uuid',
  'GET /api/outbox',
]);
const LINK_HEADER = {
  type: 'string',
  description:
    'O endereço da próxima página: `<…?cursor=…>; rel="next"`. Ausente na última página.',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * @fastify/swagger's transform: each route's documented answers (route-responses.ts) and the error
 * body for 4xx join its request schemas in /api/docs. Only the document carries them: no route
 * validates or serializes its answers with them, so nothing is added to a request's work.
 */
export function transformWithResponses(input: TransformInput) {
  const method = [input.route.method].flat()[0];
  const documented = ROUTE_RESPONSES[`${method} ${input.url}`];
  if (!documented) return jsonSchemaTransform(input);
  const response: Record<string, unknown> = { ...ERROR_RESPONSES };
  const empty: string[] = [];
  for (const [status, schema] of Object.entries(documented)) {
    if (schema) response[status] = schema;
    else empty.push(status);
  }
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const schema = out.schema as { response?: Record<string, unknown>; hide?: boolean };
  if (schema.hide) return out;
  schema.response ??= {};
  for (const status of empty)
    schema.response[status] = { type: 'null', description: 'Sem conteúdo' };
  const ok = schema.response['200'] as Record<string, unknown> | undefined;
  if (ok && PAGED_ROUTES.has(`${method} ${input.url}`)) ok.headers = { Link: LINK_HEADER };
  const file = FILE_ANSWERS[`${method} ${input.url}`];
  if (file)
    schema.response['200'] = {
      description: 'Arquivo',
      content: { [file]: { schema: { type: 'string', format: 'binary' } } },
    };
  return out;
}
