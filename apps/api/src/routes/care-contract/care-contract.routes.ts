import { ZCareContract, ZCareContractAcceptances } from '@acolher/contracts/answers/care-contract';
import {
  ZCareContractAcceptance,
  ZCareContractVersionCreate,
} from '@acolher/contracts/care-contract';
import { ZUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  acceptCareContract,
  listCareContractAcceptances,
  readCareContract,
  saveCareContractVersion,
} from '../../modules/care-contract/care-contract.service.ts';

// The psychologist's care contract and the collaborators' acceptances (domain.md §18).
export const careContractRoutes: RoutePlugin = async (app) => {
  const tags = ['care-contract'];

  app.get(
    '/psychologists/:uuid/care-contract',
    {
      preValidation: requireRole('psychologist', 'collaborator'),
      schema: { response: { 200: ZCareContract }, tags, params: ZUuidParams },
    },
    async (request) => readCareContract(app.deps, currentAuth(request), request.params.uuid),
  );

  app.post(
    '/psychologists/:uuid/care-contract/versions',
    {
      preValidation: requireRole('psychologist'),
      schema: {
        response: { 201: ZCareContract },
        tags,
        params: ZUuidParams,
        body: ZCareContractVersionCreate,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await saveCareContractVersion(
            app.deps,
            currentAuth(request),
            request.params.uuid,
            request.body,
          ),
        ),
  );

  app.post(
    '/psychologists/:uuid/care-contract/acceptances',
    {
      preValidation: requireRole('collaborator'),
      schema: {
        response: { 201: ZCareContract },
        tags,
        params: ZUuidParams,
        body: ZCareContractAcceptance,
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await acceptCareContract(
            app.deps,
            currentAuth(request),
            request.params.uuid,
            request.body,
          ),
        ),
  );

  app.get(
    '/psychologists/:uuid/care-contract/acceptances',
    {
      preValidation: requireRole('psychologist', 'collaborator'),
      schema: { response: { 200: ZCareContractAcceptances }, tags, params: ZUuidParams },
    },
    async (request) =>
      listCareContractAcceptances(app.deps, currentAuth(request), request.params.uuid),
  );
};
