import {
  ZAdministratorCancelResult,
  ZRemoveCreditsResult,
} from '@acolher/contracts/answers/session-outcomes';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { ZUuidParams } from '@acolher/contracts/fields';
import { ZAdministratorCancel, ZRemoveCredits } from '@acolher/contracts/session-outcomes';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { removeCredits } from '../../modules/credits/removals.service.ts';
import { cancelAsAdministrator } from '../../modules/session-outcomes/administrator-corrections.service.ts';

// The administrator's corrections, each audited with a reason (domain.md §17; decision 1176).
export const administratorCorrectionsRoutes: RoutePlugin = async (app) => {
  const admin = requireRole('administrator');
  app.patch(
    '/appointments/:uuid/administrator-cancel',
    {
      preValidation: admin,
      schema: {
        response: { 200: ZAdministratorCancelResult },
        tags: ['appointments'],
        params: ZUuidParams,
        body: ZAdministratorCancel,
      },
    },
    async (request) =>
      cancelAsAdministrator(app.deps, currentAuth(request), request.params.uuid, request.body),
  );
  app.patch(
    '/collaborators/:uuid/remove-credits',
    {
      preValidation: admin,
      schema: {
        response: { 200: ZRemoveCreditsResult },
        tags: ['collaborators'],
        params: ZUuidParams,
        body: ZRemoveCredits,
      },
    },
    async (request) =>
      removeCredits(app.deps, currentAuth(request), request.params.uuid, request.body),
  );
};
