import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, errorBody } from './errors.ts';
import { pgCode, pgConstraint } from '../db/errors.ts';

/** Unique and exclusion constraints answer 409 with the rule's own pt-BR message. */
const CONSTRAINT_MESSAGES: [RegExp, string][] = [
  [/_email_uq$/, 'E-mail já cadastrado'],
  [/^companies_document_uq$/, 'CNPJ já cadastrado'],
  [/_document_uq$/, 'CPF já cadastrado'],
  [/_crp_uq$/, 'CRP já cadastrado'],
  [
    /^appointments_(slot_active_uq|psychologist_no_overlap|collaborator_no_overlap|waitlist_hold)$/,
    'Horário indisponível',
  ],
];

function firstIssueMessage(error: FastifyError): string {
  const validation = error.validation as { message?: string }[] | undefined;
  return validation?.[0]?.message || 'Dados inválidos';
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ ...errorBody(error.statusCode, error.message), ...error.details });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.code(400).send(errorBody(400, firstIssueMessage(error)));
    }
    const code = pgCode(error);
    if (code === '23505' || code === '23P01') {
      const constraint = pgConstraint(error) ?? '';
      const message =
        CONSTRAINT_MESSAGES.find(([re]) => re.test(constraint))?.[1] ?? 'Registro já existe';
      return reply.code(409).send(errorBody(409, message));
    }
    if (code === '22P02') return reply.code(400).send(errorBody(400, 'Dados inválidos'));
    if (error.statusCode === 429) {
      return reply
        .code(429)
        .send(errorBody(429, 'Muitas tentativas. Tente novamente em alguns minutos.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'JSON inválido'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413
            ? 'Arquivo ou conteúdo grande demais'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Tipo de conteúdo não suportado'
              : 'Requisição inválida';
      return reply.code(error.statusCode).send(errorBody(error.statusCode, message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(errorBody(500, 'Erro interno. Tente novamente em instantes.'));
  });
}
