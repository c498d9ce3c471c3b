import { ZCompany, ZCompanyDetail, ZCompanyWithCount } from '@acolher/contracts/answers/companies';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZCompanyCreate, ZCompanyForm, ZCompanyUpdate } from '@acolher/contracts/companies';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZSearchPageQuery } from '@acolher/contracts/pagination';
import { setNextLink } from '../../lib/pagination.ts';
import { familiesOf } from '../../modules/read-cache/families.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  createCompany,
  deleteCompany,
  getCompany,
  listCompanies,
  updateCompany,
} from '../../modules/companies/companies.service.ts';

// Companies list/get/create/update/form/delete (domain.md §3, §12). A company may read itself (decision 0802).
export const companiesRoutes: RoutePlugin = async (app) => {
  const admin = requireRole('administrator');
  const tags = ['companies'];

  // One page, newest first; the next one in the Link header (decision 1211).
  app.get(
    '/companies',
    {
      preValidation: admin,
      schema: {
        response: { 200: z.array(ZCompanyWithCount) },
        tags,
        querystring: ZSearchPageQuery,
      },
    },
    async (request, reply) => {
      const { list, next } = await listCompanies(app.deps, request.query);
      setNextLink(request, reply, next);
      return list;
    },
  );

  app.get(
    '/companies/:uuid',
    {
      preValidation: requireRole('administrator', 'company'),
      schema: { response: { 200: ZCompanyDetail }, tags, params: ZUuidParams },
      config: { readCache: { families: familiesOf.company } },
    },
    async (request) => getCompany(app.deps, currentAuth(request), request.params.uuid),
  );

  app.post(
    '/companies',
    {
      preValidation: admin,
      schema: { response: { 201: ZCompanyWithCount }, tags, body: ZCompanyCreate },
    },
    async (request, reply) => reply.code(201).send(await createCompany(app.deps, request.body)),
  );

  app.put(
    '/companies/:uuid',
    {
      preValidation: admin,
      schema: { response: { 200: ZCompany }, tags, params: ZUuidParams, body: ZCompanyUpdate },
    },
    async (request) =>
      updateCompany(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.patch(
    '/companies/:uuid/form',
    {
      preValidation: admin,
      schema: { response: { 200: ZCompany }, tags, params: ZUuidParams, body: ZCompanyForm },
    },
    async (request) =>
      updateCompany(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/companies/:uuid',
    { preValidation: admin, schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams } },
    async (request, reply) => {
      await deleteCompany(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
