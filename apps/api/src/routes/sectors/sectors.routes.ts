import { ZNoContent } from '@acolher/contracts/answers/common';
import {
  ZSector,
  ZSectorDetail,
  ZSectorListed,
  ZSectorWithCount,
} from '@acolher/contracts/answers/sectors';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZSearchPageQuery } from '@acolher/contracts/pagination';
import { ZSectorCreate, ZSectorUpdate } from '@acolher/contracts/sectors';
import { setNextLink } from '../../lib/pagination.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createSector,
  deleteSector,
  getSector,
  listSectors,
  updateSector,
} from '../../modules/sectors/sectors.service.ts';

/**
 * POST /sectors body: companyUuid is required from an administrator (checked in the service);
 * a company's own uuid replaces whatever it sends (domain.md §3).
 */
const ZSectorCreateBody = ZSectorUpdate.extend({
  companyUuid: ZSectorCreate.shape.companyUuid.optional(),
});

// Sectors CRUD for administrator and company scope (domain.md §3, decision 0302).
export const sectorsRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('administrator', 'company');
  const tags = ['sectors'];

  app.get(
    '/sectors',
    { preValidation, schema: { response: { 200: z.array(ZSectorListed) }, tags } },
    async (request) => listSectors(app.deps, currentAuth(request)),
  );

  // The sector with one page of its collaborators; the next page in the Link header (decision 1211).
  app.get(
    '/sectors/:uuid',
    {
      preValidation,
      schema: {
        response: { 200: ZSectorDetail },
        tags,
        params: ZUuidParams,
        querystring: ZSearchPageQuery,
      },
    },
    async (request, reply) => {
      const auth = currentAuth(request);
      const { sector, next } = await getSector(app.deps, auth, request.params.uuid, request.query);
      setNextLink(request, reply, next);
      return sector;
    },
  );

  app.post(
    '/sectors',
    {
      preValidation,
      schema: { response: { 201: ZSectorWithCount }, tags, body: ZSectorCreateBody },
    },
    async (request, reply) =>
      reply.code(201).send(await createSector(app.deps, currentAuth(request), request.body)),
  );

  app.put(
    '/sectors/:uuid',
    {
      preValidation,
      schema: { response: { 200: ZSector }, tags, params: ZUuidParams, body: ZSectorUpdate },
    },
    async (request) =>
      updateSector(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/sectors/:uuid',
    { preValidation, schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams } },
    async (request, reply) => {
      await deleteSector(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
