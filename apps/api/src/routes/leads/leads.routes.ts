import { ZLeadCreated, ZLeadList } from '@acolher/contracts/answers/leads';
import { ZPageQuery } from '@acolher/contracts/pagination';
import { setNextLink } from '../../lib/pagination.ts';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZLeadCreate } from '@acolher/contracts/leads';
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
      schema: { response: { 200: ZLeadList }, tags, querystring: ZPageQuery },
    },
    async (request, reply) => {
      const { items, next } = await listLeads(app.deps, request.query);
      setNextLink(request, reply, next); // decision 1211
      return items;
    },
  );
};
