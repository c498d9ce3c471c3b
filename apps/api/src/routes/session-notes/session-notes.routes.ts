import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { zUuid } from '@acolher/contracts/fields';
import { ZNoteAddendum, ZSessionNote } from '@acolher/contracts/session-notes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { addAddendum, readNote, writeNote } from '../../modules/session-notes/notes.service.ts';
import { recordPdf } from '../../modules/session-notes/record-pdf.ts';
import { clinicalRecord, listPatients } from '../../modules/session-notes/records.service.ts';

const ZIdParams = z.object({ id: z.string() });
const ZCollaboratorParams = z.object({
  collaboratorId: zUuid('UUID do colaborador obrigatório', 'UUID do colaborador inválido'),
});

/**
 * 'Anotações da sessão' and the 'Prontuário' (domain.md §18): the psychologist's own clinical
 * record. Every other role is refused before anything is read; every read and write is audited.
 */
export const sessionNotesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['session-notes'];
  const preValidation = requireRole('psychologist');

  app.get(
    '/appointments/:id/note',
    { preValidation, schema: { tags, params: ZIdParams } },
    async (request) => readNote(app.deps, currentAuth(request), request.params.id),
  );

  app.put(
    '/appointments/:id/note',
    { preValidation, schema: { tags, params: ZIdParams, body: ZSessionNote } },
    async (request) => writeNote(app.deps, currentAuth(request), request.params.id, request.body),
  );

  app.post(
    '/appointments/:id/note/addenda',
    { preValidation, schema: { tags, params: ZIdParams, body: ZNoteAddendum } },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addAddendum(app.deps, currentAuth(request), request.params.id, request.body)),
  );

  app.get('/clinical-records', { preValidation, schema: { tags } }, async (request) =>
    listPatients(app.deps, currentAuth(request)),
  );

  app.get(
    '/clinical-records/:collaboratorId',
    { preValidation, schema: { tags, params: ZCollaboratorParams } },
    async (request) =>
      clinicalRecord(
        app.deps,
        currentAuth(request),
        request.params.collaboratorId,
        'clinical_record.read',
      ),
  );

  app.get(
    '/clinical-records/:collaboratorId/pdf',
    { preValidation, schema: { tags, params: ZCollaboratorParams } },
    async (request, reply) => {
      const { deps } = app;
      const auth = currentAuth(request);
      const { collaboratorId } = request.params;
      const record = await clinicalRecord(deps, auth, collaboratorId, 'clinical_record.export');
      const pdf = await recordPdf(record, deps.env.APP_TIME_ZONE, deps.clock());
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="prontuario-${collaboratorId}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
