import { z } from 'zod';
import { ZAttendanceDeclaration, ZDeclarationFacts } from '@acolher/contracts/answers/declarations';
import { DECLARATION_CHECKS_PER_MINUTE } from '@acolher/contracts/declarations';
import { ZLooseUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  attendanceDeclaration,
  checkDeclaration,
} from '../../modules/declarations/declaration.service.ts';
import { buildPdf } from '../../pdf/pdf-pool.ts';

/**
 * 'Declaração de comparecimento' (decision 1375, Res. CFP 06/2019): the collaborator's proof of a
 * held session, as JSON and as a PDF, and the anonymous check of its code. Never the employer's.
 */
export const declarationsRoutes: RoutePlugin = async (app) => {
  const tags = ['declarations'];
  const preValidation = requireRole('collaborator');

  app.get(
    '/appointments/:uuid/attendance-declaration',
    {
      preValidation,
      schema: { response: { 200: ZAttendanceDeclaration }, tags, params: ZLooseUuidParams },
    },
    async (request) => attendanceDeclaration(app.deps, currentAuth(request), request.params.uuid),
  );

  app.get(
    '/appointments/:uuid/attendance-declaration.pdf',
    { preValidation, schema: { tags, params: ZLooseUuidParams, produces: ['application/pdf'] } },
    async (request, reply) => {
      const { deps } = app;
      const data = await attendanceDeclaration(deps, currentAuth(request), request.params.uuid);
      const pdf = await buildPdf({
        kind: 'attendance-declaration',
        data,
        zone: deps.env.APP_TIME_ZONE,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="declaracao-comparecimento-${data.date}.pdf"`,
        )
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.get(
    '/declarations/:code',
    {
      // Anonymous: counted per address on its own, tighter than the API's limit (decision 1375).
      config: {
        rateLimit: {
          max: DECLARATION_CHECKS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `declarations:${request.ip}`,
        },
      },
      schema: {
        response: { 200: ZDeclarationFacts },
        tags,
        params: z.object({ code: z.string() }),
      },
    },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await checkDeclaration(app.deps, request.params.code)),
  );
};
