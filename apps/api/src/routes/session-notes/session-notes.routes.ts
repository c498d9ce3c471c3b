import {
  ZClinicalRecord,
  ZClinicalRecordPatient,
  ZSessionNoteView,
} from '@acolher/contracts/answers/session-notes';
import { ZCollaboratorUuidParams, ZLooseUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZNoteAddendum, ZSessionNote } from '@acolher/contracts/session-notes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { addAddendum, readNote, writeNote } from '../../modules/session-notes/notes.service.ts';
import { clinicalRecord, listPatients } from '../../modules/session-notes/records.service.ts';
import { buildPdf } from '../../pdf/pdf-pool.ts';

/**
 * 'Anotações da sessão' and the 'Prontuário' (domain.md §18): the psychologist's own clinical
 * record. Every other role is refused before anything is read; every read and write is audited.
 */
export const sessionNotesRoutes: RoutePlugin = async (app) => {
  const tags = ['session-notes'];
  const preValidation = requireRole('psychologist');

  app.get(
    '/appointments/:uuid/note',
    {
      preValidation,
      schema: { response: { 200: ZSessionNoteView }, tags, params: ZLooseUuidParams },
    },
    async (request) => readNote(app.deps, currentAuth(request), request.params.uuid),
  );

  app.put(
    '/appointments/:uuid/note',
    {
      preValidation,
      schema: {
        response: { 200: ZSessionNoteView },
        tags,
        params: ZLooseUuidParams,
        body: ZSessionNote,
      },
    },
    async (request) => writeNote(app.deps, currentAuth(request), request.params.uuid, request.body),
  );

  app.post(
    '/appointments/:uuid/note/addenda',
    {
      preValidation,
      schema: {
        response: { 201: ZSessionNoteView },
        tags,
        params: ZLooseUuidParams,
        body: ZNoteAddendum,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await addAddendum(app.deps, currentAuth(request), request.params.uuid, request.body)),
  );

  app.get(
    '/clinical-records',
    { preValidation, schema: { response: { 200: ZClinicalRecordPatient.array() }, tags } },
    async (request) => listPatients(app.deps, currentAuth(request)),
  );

  app.get(
    '/clinical-records/:uuid',
    {
      preValidation,
      schema: { response: { 200: ZClinicalRecord }, tags, params: ZCollaboratorUuidParams },
    },
    async (request) =>
      clinicalRecord(app.deps, currentAuth(request), request.params.uuid, 'clinical_record.read'),
  );

  app.get(
    '/clinical-records/:uuid/pdf',
    {
      preValidation,
      schema: { tags, params: ZCollaboratorUuidParams, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const { deps } = app;
      const auth = currentAuth(request);
      const { uuid } = request.params;
      const record = await clinicalRecord(deps, auth, uuid, 'clinical_record.export');
      const pdf = await buildPdf({
        kind: 'clinical-record',
        data: record,
        zone: deps.env.APP_TIME_ZONE,
        now: deps.clock(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="prontuario-${uuid}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );
};
