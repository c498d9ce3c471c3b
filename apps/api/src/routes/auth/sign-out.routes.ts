import { ZNoContent } from '@acolher/contracts/answers/common';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { bearer } from '../../modules/auth/guard.ts';
import { verifyToken } from '../../modules/auth/jwt.ts';
import { SESSION_INVALID, signOut } from '../../modules/auth/sessions.ts';
import { unauthorized } from '../../lib/errors.ts';

export const signOutRoutes: RoutePlugin = async (app) => {
  // docs/domain.md §14: 'Sair' ends the session of the token it carries. A token we signed is enough,
  // even if its session is already idle or ended: ending is idempotent (decision 1101).
  app.post(
    '/auth/sign-out',
    { schema: { response: { 204: ZNoContent }, tags: ['auth'] } },
    async (request, reply) => {
      const token = bearer(request);
      const claims = token
        ? await verifyToken(app.deps.jwtKey, token, app.deps.clock())
        : undefined;
      if (!claims?.sid) throw unauthorized(SESSION_INVALID);
      await signOut(app.deps, claims.sid);
      return reply.code(204).send();
    },
  );
};
