import { ZAssistantConfig, ZTermsAnswer } from '@acolher/contracts/answers/terms';
import {
  ZGamification,
  ZQuestionnaire,
  ZRadarLatest,
  ZRadarSubmitResult,
} from '@acolher/contracts/answers/radar';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { termsFor } from '@acolher/contracts/terms';
import { ZRadarResponse } from '@acolher/contracts/well-being-radar';
import { assertSelf, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';
import {
  COLLABORATOR_NOT_FOUND,
  gamificationOfActive,
  latestResponses,
  questionnaireFor,
  recordResponse,
  submitBuiltin,
} from '../../modules/radar/radar.service.ts';
import { scoreAnswers } from '../../modules/radar/scoring.ts';
import {
  answersFromTypeform,
  verifyRespondentSignature,
  verifyTypeformSignature,
  ZTypeformWebhook,
} from '../../modules/radar/typeform.ts';
import { UUID_RE, isUuid } from '@acolher/contracts/fields';

const ZGamificationParams = z.object({
  uuid: z.string().regex(UUID_RE, 'UUID do colaborador inválido'),
});
const ZTermsQuery = z.object({
  role: z.enum(['collaborator', 'psychologist']).default('collaborator'),
});

const BAD_SIGNATURE = 'Assinatura inválida';
const BAD_RESPONDENT = 'Resposta sem a assinatura do colaborador';

// Questionnaire, responses, gamification, Typeform webhook, terms text, assistant config (domain.md §11, decisions 0701–0703).
export const wellBeingRadarRoutes: RoutePlugin = async (app) => {
  const collaborator = requireRole('collaborator');

  app.get(
    '/well-being-radar/questionnaire',
    {
      preValidation: collaborator,
      schema: { response: { 200: ZQuestionnaire }, tags: ['well-being-radar'] },
    },
    async (request) => questionnaireFor(app.deps, currentAuth(request).uuid),
  );

  app.post(
    '/well-being-radar/responses',
    {
      preValidation: collaborator,
      schema: {
        response: { 201: ZRadarSubmitResult },
        body: ZRadarResponse,
        tags: ['well-being-radar'],
      },
    },
    async (request, reply) => {
      const result = await submitBuiltin(app.deps, currentAuth(request).uuid, request.body.answers);
      return reply.code(201).send(result);
    },
  );

  app.get(
    '/well-being-radar/responses/latest',
    {
      preValidation: collaborator,
      schema: { response: { 200: ZRadarLatest }, tags: ['well-being-radar'] },
    },
    async (request) => latestResponses(app.deps, currentAuth(request).uuid),
  );

  app.get(
    '/collaborators/:uuid/gamification',
    {
      preValidation: collaborator,
      schema: {
        response: { 200: ZGamification },
        params: ZGamificationParams,
        tags: ['well-being-radar'],
      },
      // The collaborator's own entry; a radar response (a change that names nothing) clears it.
      config: { readCache: { families: familiesOf.collaborator } },
    },
    async (request) => {
      assertSelf(request, request.params.uuid);
      return gamificationOfActive(app.deps, request.params.uuid);
    },
  );

  // docs/domain.md §2: a token of any role (the terms are shown inside the signed-in areas).
  app.get(
    '/terms',
    {
      preValidation: requireRole(),
      schema: { response: { 200: ZTermsAnswer }, querystring: ZTermsQuery, tags: ['terms'] },
    },
    async (request) => ({
      ...termsFor(request.query.role),
      externalFormUrl: app.deps.env.TERMS_FORM_URL ?? null,
    }),
  );

  app.get(
    '/assistant/config',
    {
      preValidation: requireRole(),
      schema: { response: { 200: ZAssistantConfig }, tags: ['assistant'] },
    },
    async () => ({
      url: app.deps.env.ASSISTANT_URL ?? null,
    }),
  );

  // Typeform webhook: its own encapsulated context so the raw-body parser applies to it only.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
    hook.post(
      '/well-being-radar/typeform/webhook',
      {
        schema: {
          hide: true,
          response: {
            // Not recorded: the same response again (duplicate), or a retake within two weeks
            // (decision 1427), acknowledged so that Typeform does not send it again.
            200: z.strictObject({ recorded: z.literal(false), duplicate: z.boolean() }),
            201: z.strictObject({ recorded: z.literal(true), duplicate: z.literal(false) }),
          },
        },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const secret = app.deps.env.TYPEFORM_WEBHOOK_SECRET;
        if (!secret) throw new AppError(503, 'Integração com o Typeform não configurada');
        if (!verifyTypeformSignature(secret, raw, request.headers['typeform-signature'])) {
          throw new AppError(401, BAD_SIGNATURE);
        }
        let json: unknown;
        try {
          json = JSON.parse(raw.toString('utf8'));
        } catch {
          throw badRequest('JSON inválido');
        }
        const parsed = ZTypeformWebhook.safeParse(json);
        if (!parsed.success) throw badRequest('Resposta do formulário inválida');
        const form = parsed.data.form_response;
        const collaboratorUuid = form.hidden?.collaborator_uuid?.trim() ?? '';
        if (!isUuid(collaboratorUuid)) throw notFound(COLLABORATOR_NOT_FOUND);
        // Only the form the app handed this collaborator counts (domain.md §14, decision 1125).
        if (!verifyRespondentSignature(secret, collaboratorUuid, form.hidden?.signature)) {
          throw forbidden(BAD_RESPONDENT);
        }
        const answers = answersFromTypeform(parsed.data);
        const result = await recordResponse(app.deps, {
          collaboratorUuid,
          provider: 'typeform',
          providerResponseId: form.token,
          formId: form.form_id ?? '',
          answers,
          scores: scoreAnswers(answers),
        });
        if (!result.created)
          return reply.code(200).send({ recorded: false, duplicate: !result.retake });
        return reply.code(201).send({ recorded: true, duplicate: false });
      },
    );
  });
};
