import { ZDeviceSession } from '@acolher/contracts/answers/mfa';
import { ZNoContent } from '@acolher/contracts/answers/common';
import { z } from 'zod';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { endDevice, listDevices } from '../../modules/accounts/devices.service.ts';

// 'Dispositivos conectados' (domain.md §14): the caller's own sessions only.
export const devicesRoutes: RoutePlugin = async (app) => {
  const anyRole = requireRole();
  const tags = ['account'];

  app.get(
    '/account/sessions',
    { preValidation: anyRole, schema: { response: { 200: z.array(ZDeviceSession) }, tags } },
    async (request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await listDevices(app.deps, currentAuth(request))),
  );

  app.delete(
    '/account/sessions/:uuid',
    {
      preValidation: anyRole,
      schema: { response: { 204: ZNoContent }, tags, params: ZUuidParams },
    },
    async (request, reply) => {
      await endDevice(app.deps, currentAuth(request), request.params.uuid);
      return reply.code(204).send();
    },
  );
};
