import { ZAuditEntry } from '@acolher/contracts/answers/audit';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZAuditLogQuery } from '@acolher/contracts/audit';
import { setNextLink } from '../../lib/pagination.ts';
import { requireRole } from '../../modules/auth/guard.ts';
import { listAuditLog } from '../../modules/audit/audit-log.service.ts';

// The administrator reads the audit log (domain.md §12, §14; decision 1182): a JSON array,
// newest first; the next page's address in `Link: <…>; rel="next"`.
export const auditLogRoutes: RoutePlugin = async (app) => {
  app.get(
    '/audit-log',
    {
      schema: {
        response: { 200: z.array(ZAuditEntry) },
        tags: ['audit'],
        querystring: ZAuditLogQuery,
      },
      preValidation: requireRole('administrator'),
    },
    async (request, reply) => {
      const { entries, next } = await listAuditLog(app.deps, request.query);
      setNextLink(request, reply, next);
      return entries;
    },
  );
};
