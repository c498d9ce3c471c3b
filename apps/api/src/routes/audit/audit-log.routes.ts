import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZAuditLogQuery } from '@acolher/contracts/audit';
import { setNextLink } from '../../lib/pagination.ts';
import { requireRole } from '../../modules/auth/guard.ts';
import { listAuditLog } from '../../modules/audit/audit-log.service.ts';

// The administrator reads the audit log (domain.md §12, §14; decision 1182): a JSON array,
// newest first; the next page's address in `Link: <…>; rel="next"`.
export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: { tags: ['audit'], querystring: ZAuditLogQuery },
      preValidation: requireRole('administrator'),
    },
    async (request, reply) => {
      const { entries, next } = await listAuditLog(app.deps, request.query);
      setNextLink(request, reply, next);
      return entries;
    },
  );
};
