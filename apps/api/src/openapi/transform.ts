import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ZErrorBody } from '@acolher/contracts/error-body';

/** A route's schema as written on it (routes/<domain>/*.routes.ts). */
export type RouteSchema = FastifySchema & {
  hide?: boolean;
  produces?: readonly string[];
  response?: Record<string, unknown>;
};

/** The media type of a route whose success answer is a file or text, not JSON (`schema.produces`). */
function fileType(schema: RouteSchema | undefined) {
  return fileTypes(schema)[0];
}

/** Every file type a route produces (all but JSON). */
export function fileTypes(schema: RouteSchema | undefined) {
  return schema?.produces?.filter((type) => type !== 'application/json') ?? [];
}

/**
 * A list answered in pages (decisions 1182, 1211): its query takes a `cursor`; the next page's
 * address is the Link header, absent on the last page.
 */
function isPaged(schema: RouteSchema | undefined) {
  const query = schema?.querystring as { shape?: Record<string, unknown> } | undefined;
  return Boolean(query?.shape && 'cursor' in query.shape);
}

const LINK_HEADER = {
  type: 'string',
  description:
    'O endereço da próxima página: `<…?cursor=…>; rel="next"`. Ausente na última página.',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * @fastify/swagger's transform: each route's own `schema.response` (from @acolher/contracts), the
 * error body for 4xx, the Link header of a paged list and the media type of a file answer.
 */
export function transformWithResponses(input: TransformInput) {
  const written = input.schema as RouteSchema | undefined;
  const file = fileType(written);
  if (!written?.response && !file) return jsonSchemaTransform(input);
  const response = { '4xx': ZErrorBody, ...written?.response };
  const out = jsonSchemaTransform({ ...input, schema: { ...input.schema, response } });
  const schema = out.schema as { response?: Record<string, unknown>; hide?: boolean };
  if (schema.hide) return out;
  schema.response ??= {};
  // No body (ZNoContent): swagger writes no content for a `null` type.
  for (const [status, answer] of Object.entries(written?.response ?? {}))
    if ((answer as { def?: { type?: string } }).def?.type === 'null')
      schema.response[status] = { type: 'null', description: 'Sem conteúdo' };
  const ok = schema.response['200'] as Record<string, unknown> | undefined;
  if (ok && isPaged(written)) ok.headers = { Link: LINK_HEADER };
  if (file)
    schema.response['200'] = {
      description: 'Arquivo',
      content: { [file]: { schema: { type: 'string', format: 'binary' } } },
    };
  return out;
}
