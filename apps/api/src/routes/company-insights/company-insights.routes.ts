import { ZNr1Report, ZWellBeingInsights } from '@acolher/contracts/answers/company-insights';
import { ZCompanyUsage } from '@acolher/contracts/answers/company-usage';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZInsightsQuery } from '@acolher/contracts/company-insights';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  nr1Report,
  wellBeingInsights,
} from '../../modules/company-insights/company-insights.service.ts';
import { companyUsage } from '../../modules/company-insights/company-usage.service.ts';

/**
 * Anonymous well-being dashboard and NR-1 report (domain.md §11, decisions 0801, 0802). Company role only, always its own
 * company (the uuid comes from the token, never from the request). The company's name and links
 * come from GET /companies/:uuid, which a company may call for itself.
 */
export const companyInsightsRoutes: RoutePlugin = async (app) => {
  const preValidation = requireRole('company');
  const tags = ['company-insights'];

  app.get(
    '/company-insights/well-being',
    {
      preValidation,
      schema: { response: { 200: ZWellBeingInsights }, tags, querystring: ZInsightsQuery },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return wellBeingInsights(app.deps, currentAuth(request), request.query.months);
    },
  );

  app.get(
    '/company-insights/nr1-report',
    { preValidation, schema: { response: { 200: ZNr1Report }, tags } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return nr1Report(app.deps, currentAuth(request));
    },
  );

  app.get(
    '/company-insights/usage',
    { preValidation, schema: { response: { 200: ZCompanyUsage }, tags } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return companyUsage(app.deps, currentAuth(request));
    },
  );
};
