import { ZErrorBody } from '@acolher/contracts/error-body';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { ZSessionRatingSummary, ZSessionRoom } from '@acolher/contracts/answers/session-room';
import { randomBytes } from 'node:crypto';
import { ZLooseUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZSessionRating } from '@acolher/contracts/session-room';
import type { TSessionRoom } from '@acolher/contracts/answers/session-room';
import { errorBody } from '../../lib/errors.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { iceServersFor } from '../../modules/session-room/ice-servers.ts';
import { jitsiUrl } from '../../modules/session-room/jitsi-token.ts';
import { rateSession, ratingSummary } from '../../modules/session-room/ratings.ts';
import { roomAccess } from '../../modules/session-room/room-access.ts';
import { createRoomHub } from '../../modules/session-room/room-hub.ts';
import { handleSignalling } from '../../modules/session-room/signalling.ts';

/** The session room (domain.md §16): who, when, how to connect; and the signalling socket. */
export const sessionRoomRoutes: RoutePlugin = async (app) => {
  // Signalling across instances through PostgreSQL (decision 1452).
  const hub = createRoomHub(app.deps, app.notifier, (error) => app.log.error(error));

  app.get(
    '/appointments/:uuid/session',
    {
      schema: { response: { 200: ZSessionRoom }, tags: ['session-room'], params: ZLooseUuidParams },
      preValidation: requireRole('collaborator', 'psychologist'),
    },
    async (request) => {
      const { deps } = app;
      const now = deps.clock();
      const access = await roomAccess(deps, currentAuth(request), request.params.uuid);
      const jitsi = deps.env.VIDEO_PROVIDER === 'jitsi';
      const view: Omit<TSessionRoom, 'startsAt' | 'endsAt' | 'opensAt' | 'closesAt'> & {
        startsAt: Date;
        endsAt: Date;
        opensAt: Date;
        closesAt: Date;
      } = {
        appointmentUuid: access.appointmentUuid,
        role: access.side,
        peerName: access.peerName,
        startsAt: access.startsAt,
        endsAt: access.endsAt,
        opensAt: access.opensAt,
        closesAt: access.closesAt,
        provider: jitsi ? 'jitsi' : 'builtin',
        // An opaque id per answer: TURN logs then name no account (decision 1151).
        iceServers: jitsi ? [] : iceServersFor(deps.env, randomBytes(8).toString('hex'), now),
        jitsiUrl: jitsi ? await jitsiUrl(deps.env, access, now) : null,
      };
      return view;
    },
  );

  // The signalling socket. A plain HTTP GET here is no WebSocket: 426.
  app.route({
    method: 'GET',
    url: '/appointments/:uuid/session/signal',
    schema: { hide: true, response: { 426: ZErrorBody } },
    handler: async (_request, reply) =>
      reply.code(426).send(errorBody(426, 'Use uma conexão WebSocket')),
    wsHandler: (socket, request) =>
      handleSignalling(hub, socket, request as Parameters<typeof handleSignalling>[2]),
  });

  app.post(
    '/appointments/:uuid/session/rating',
    {
      schema: {
        response: { 204: ZNoContent },
        tags: ['session-room'],
        params: ZLooseUuidParams,
        body: ZSessionRating,
      },
      preValidation: requireRole('collaborator'),
    },
    async (request, reply) => {
      await rateSession(app.deps, currentAuth(request), request.params.uuid, request.body);
      return reply.code(204).send();
    },
  );

  app.get(
    '/session-ratings/summary',
    {
      schema: { response: { 200: ZSessionRatingSummary }, tags: ['session-room'] },
      preValidation: requireRole('administrator'),
    },
    async () => ratingSummary(app.deps),
  );
};
