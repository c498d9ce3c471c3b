import { ZNoContent } from '@acolher/contracts/answers/common';
import { ZAppointment } from '@acolher/contracts/answers/appointments';
import {
  ZWaitlistCount,
  ZWaitlistEntries,
  ZWaitlistEntry,
  ZWaitlistOffer,
} from '@acolher/contracts/answers/waitlist';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZWaitlistJoin } from '@acolher/contracts/waitlist';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { acceptOffer, getOffer } from '../../modules/waitlist/offer-accept.service.ts';
import {
  countMyWaitlist,
  joinWaitlist,
  leaveWaitlist,
  listMyWaitlist,
} from '../../modules/waitlist/waitlist.service.ts';

// A place in a psychologist's line and the offers of freed slots (domain.md §26). The offer's
// link token is a random uuid (decision 1386), so its path parameter is `:uuid`.
export const waitlistRoutes: RoutePlugin = async (app) => {
  const tags = ['waitlist'];
  const collaborator = requireRole('collaborator');

  app.post(
    '/psychologists/:uuid/waitlist',
    {
      preValidation: collaborator,
      schema: { response: { 201: ZWaitlistEntry }, tags, params: ZUuidParams, body: ZWaitlistJoin },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await joinWaitlist(app.deps, currentAuth(request), request.params.uuid, request.body)),
  );
  app.get(
    '/account/waitlist',
    { preValidation: collaborator, schema: { response: { 200: ZWaitlistEntries }, tags } },
    async (request) => listMyWaitlist(app.deps, currentAuth(request)),
  );
  app.delete(
    '/account/waitlist/:uuid',
    {
      preValidation: collaborator,
      schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams },
    },
    async (request, reply) => {
      await leaveWaitlist(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
  app.get(
    '/psychologists/waitlist/count',
    {
      preValidation: requireRole('psychologist'),
      schema: { response: { 200: ZWaitlistCount }, tags },
    },
    async (request) => countMyWaitlist(app.deps, currentAuth(request)),
  );
  app.get(
    '/waitlist/offers/:uuid',
    {
      preValidation: collaborator,
      schema: { response: { 200: ZWaitlistOffer }, tags, params: ZUuidParams },
    },
    async (request) => getOffer(app.deps, currentAuth(request), request.params.uuid),
  );
  app.post(
    '/waitlist/offers/:uuid/accept',
    {
      preValidation: collaborator,
      schema: { response: { 201: ZAppointment }, tags, params: ZUuidParams },
    },
    async (request, reply) =>
      reply.code(201).send(await acceptOffer(app.deps, currentAuth(request), request.params.uuid)),
  );
};
