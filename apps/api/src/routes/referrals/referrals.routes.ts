import { ZReferral } from '@acolher/contracts/answers/referrals';
import { ZCollaboratorUuidParams, ZLooseUuidParams } from '@acolher/contracts/fields';
import { ZReferralCreate } from '@acolher/contracts/referrals';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createReferral,
  listReferrals,
  referralLetter,
} from '../../modules/referrals/referrals.service.ts';
import { buildPdf } from '../../pdf/pdf-pool.ts';

/**
 * 'Encaminhamento' (decision 1376): referrals in the psychologist's own record of a patient, and
 * the printable letter. Every other role is refused before anything is read; all audited.
 */
export const referralsRoutes: RoutePlugin = async (app) => {
  const tags = ['referrals'];
  const preValidation = requireRole('psychologist');

  app.get(
    '/clinical-records/:uuid/referrals',
    {
      preValidation,
      schema: { response: { 200: ZReferral.array() }, tags, params: ZCollaboratorUuidParams },
    },
    async (request) => listReferrals(app.deps, currentAuth(request), request.params.uuid),
  );

  app.post(
    '/clinical-records/:uuid/referrals',
    {
      preValidation,
      schema: {
        response: { 201: ZReferral },
        tags,
        params: ZCollaboratorUuidParams,
        body: ZReferralCreate,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await createReferral(app.deps, currentAuth(request), request.params.uuid, request.body),
        ),
  );

  app.get(
    '/referrals/:uuid/letter.pdf',
    { preValidation, schema: { tags, params: ZLooseUuidParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { deps } = app;
      const data = await referralLetter(deps, currentAuth(request), request.params.uuid);
      const pdf = await buildPdf({ kind: 'referral-letter', data, zone: deps.env.APP_TIME_ZONE });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', 'attachment; filename="encaminhamento.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
