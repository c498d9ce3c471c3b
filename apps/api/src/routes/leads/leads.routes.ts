import { ZLeadCreated, ZLeadPage } from '@acolher/contracts/answers/leads';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZLeadCreate, ZLeadListQuery } from '@acolher/contracts/leads';
import { requireRole } from '../../modules/auth/guard.ts';
import { createLead, listLeads } from '../../modules/leads/leads.service.ts';

/** Leads from the landing's contact form (domain.md §19). */
export const leadsRoutes: RoutePlugin = async (app) => {
  const tags = ['leads'];
  app.post(
    '/leads',
    { schema: { response: { 201: ZLeadCreated }, tags, body: ZLeadCreate } },
    async (request, reply) =>
      reply.code(201).send(await createLead(app.deps, request.body, request.ip)),
  );
  app.get(
    '/leads',
    {
      preValidation: requireRole('administrator'),
      schema: { response: { 200: ZLeadPage }, tags, querystring: ZLeadListQuery },
    },
    async (request) => listLeads(app.deps, request.query.page, request.query.limit),
  );
};
