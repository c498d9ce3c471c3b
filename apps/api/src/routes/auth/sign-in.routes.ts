import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZSignIn } from '@acolher/contracts/auth';
import { ZSignIn as ZSignInAnswer } from '@acolher/contracts/answers/auth';
import { signIn } from '../../modules/auth/sign-in.service.ts';
import type { Role } from '../../modules/auth/roles.ts';

const PATHS: Record<Role, string> = {
  administrator: '/administrators/sign-in',
  company: '/companies/sign-in',
  collaborator: '/collaborators/sign-in',
  psychologist: '/psychologists/sign-in',
};

export const signInRoutes: RoutePlugin = async (app) => {
  for (const [role, url] of Object.entries(PATHS) as [Role, string][]) {
    app.post(
      url,
      { schema: { body: ZSignIn, response: { 200: ZSignInAnswer[role] }, tags: ['auth'] } },
      async (request) => {
        return signIn(app.deps, role, {
          ...request.body,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      },
    );
  }
};
