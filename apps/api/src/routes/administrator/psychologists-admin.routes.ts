import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZUuidParams } from '@acolher/contracts/fields';
import { ZComplianceUpdate } from '@acolher/contracts/psychologists';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  deletePsychologist,
  lastMonthAppointments,
  listPsychologists,
  updateCompliance,
} from '../../modules/psychologists-admin/psychologists-admin.service.ts';
import { writeAudit } from '../../modules/audit/audit.ts';

// Psychologists list/compliance/delete and last month's appointments (domain.md §9, §6).
// POST /psychologists and GET /psychologists/:id live in the psychologist area's routes.
export const psychologistsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const preValidation = requireRole('administrator');
  const tags = ['psychologists'];

  app.get('/psychologists', { preValidation, schema: { tags } }, async () =>
    listPsychologists(app.deps),
  );

  app.patch(
    '/psychologists/compliance/:uuid',
    { preValidation, schema: { tags, params: ZUuidParams, body: ZComplianceUpdate } },
    async (request) =>
      updateCompliance(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.delete(
    '/psychologists/:uuid',
    { preValidation, schema: { tags, params: ZUuidParams } },
    async (request, reply) => {
      await deletePsychologist(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );

  app.get(
    '/appointments/psychologists/last-month/:id',
    { preValidation, schema: { tags: ['appointments'], params: ZIdParams } },
    async (request) => {
      const rows = await lastMonthAppointments(app.deps, request.params.id);
      // An administrator's reading of a person's appointments is audited (§14, decision 1182).
      const auth = currentAuth(request);
      await writeAudit(app.deps.database.db, {
        actorRole: auth.role,
        actorUuid: auth.uuid,
        action: 'appointments.read',
        targetType: 'psychologist',
        targetUuid: request.params.id,
        details: { count: rows.length },
      });
      return rows;
    },
  );
};
