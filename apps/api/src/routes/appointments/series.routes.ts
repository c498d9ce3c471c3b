import { ZSeries, ZSeriesPreview } from '@acolher/contracts/answers/appointment-series';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZCreateSeries, ZEndSeries, ZSeriesQuery } from '@acolher/contracts/appointment-series';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { createSeries } from '../../modules/appointments/series.service.ts';
import { endSeries } from '../../modules/appointments/series-end.service.ts';
import { readSeries } from '../../modules/appointments/series-view.ts';

const tags = ['appointments'];

/** Weekly sessions (domain.md §24): create (or preview), read and end a series. */
export const seriesRoutes: RoutePlugin = async (app) => {
  app.post(
    '/appointments/series',
    {
      schema: {
        response: { 200: ZSeriesPreview, 201: ZSeries },
        tags,
        body: ZCreateSeries,
        querystring: ZSeriesQuery,
      },
      preValidation: requireRole('collaborator'),
    },
    async (request, reply) => {
      const dryRun = request.query.dryRun === 'true';
      const result = await createSeries(app.deps, currentAuth(request), request.body, dryRun);
      reply.header('cache-control', 'no-store');
      if (result.preview) return reply.code(200).send(result.preview);
      return reply.code(201).send(result.series);
    },
  );

  app.get(
    '/appointments/series/:uuid',
    {
      schema: { response: { 200: ZSeries }, tags, params: ZUuidParams },
      preValidation: requireRole('collaborator', 'psychologist'),
    },
    async (request, reply) => {
      const series = await readSeries(app.deps, currentAuth(request), request.params.uuid);
      return reply.header('cache-control', 'no-store').send(series);
    },
  );

  app.post(
    '/appointments/series/:uuid/end',
    {
      schema: { response: { 200: ZSeries }, tags, params: ZUuidParams, body: ZEndSeries },
      preValidation: requireRole('collaborator', 'psychologist'),
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const series = await endSeries(app.deps, auth, request.params.uuid, request.body.fromDate);
      return reply.header('cache-control', 'no-store').send(series);
    },
  );
};
