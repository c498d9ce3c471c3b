import { ZNoContent } from '@acolher/contracts/answers/common';
import { ZEmergencyContact, ZEmergencyContactRead } from '@acolher/contracts/answers/care-contract';
import { ZEmergencyContactInput } from '@acolher/contracts/care-contract';
import { ZUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  readEmergencyContactOf,
  readOwnEmergencyContact,
  removeEmergencyContact,
  saveEmergencyContact,
} from '../../modules/emergency-contact/emergency-contact.service.ts';

// The collaborator's emergency contact (domain.md §18): named in 'Minha conta', read by its
// treating psychologists only, each reading audited.
export const emergencyContactRoutes: RoutePlugin = async (app) => {
  const tags = ['emergency-contact'];
  const collaborator = requireRole('collaborator');

  app.get(
    '/account/emergency-contact',
    { preValidation: collaborator, schema: { response: { 200: ZEmergencyContactRead }, tags } },
    async (request) => readOwnEmergencyContact(app.deps, currentAuth(request)),
  );

  app.put(
    '/account/emergency-contact',
    {
      preValidation: collaborator,
      schema: { response: { 200: ZEmergencyContact }, tags, body: ZEmergencyContactInput },
    },
    async (request) => saveEmergencyContact(app.deps, currentAuth(request), request.body),
  );

  app.delete(
    '/account/emergency-contact',
    { preValidation: collaborator, schema: { response: { 204: ZNoContent }, tags } },
    async (request, reply) => {
      await removeEmergencyContact(app.deps, currentAuth(request));
      return reply.code(204).send();
    },
  );

  app.get(
    '/collaborators/:uuid/emergency-contact',
    {
      preValidation: requireRole('psychologist'),
      schema: { response: { 200: ZEmergencyContactRead }, tags, params: ZUuidParams },
    },
    async (request) => readEmergencyContactOf(app.deps, currentAuth(request), request.params.uuid),
  );
};
