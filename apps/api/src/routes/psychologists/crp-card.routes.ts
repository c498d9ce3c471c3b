import type { FastifyRequest } from 'fastify';
import { ZCrpCardInfo } from '@acolher/contracts/answers/psychologists';
import { CRP_CARD_MAX_BYTES } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import { ZUuidParams } from '@acolher/contracts/fields';
import type { RoutePlugin } from '../../lib/route-plugin.ts';
import { forbidden, unauthorized } from '../../lib/errors.ts';
import { readSingleFile } from '../../lib/single-file.ts';
import { assertSelf, authenticate, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import {
  crpCardInfo,
  isCrpCardUploadToken,
  readCrpCard,
  saveCrpCard,
} from '../../modules/psychologists/crp-card.service.ts';

/** The header that carries the sign-up's upload grant (decision 1406). */
const GRANT_HEADER = 'x-crp-card-token';

// The CRP card (domain.md §9, decision 1406): the psychologist herself and administrators only.
export const crpCardRoutes: RoutePlugin = async (app) => {
  const tags = ['psychologists'];
  const ownOrAdministrator = requireRole('psychologist', 'administrator');
  /** A psychologist reads only her own card; an administrator any. */
  const reader = (request: FastifyRequest, uuid: string) => {
    const auth = currentAuth(request);
    if (auth.role === 'psychologist') assertSelf(request, uuid);
    return auth;
  };

  /** Who sends the card: the grant of the sign-up, else her session or an administrator's. */
  async function uploader(request: FastifyRequest, uuid: string) {
    const grant = request.headers[GRANT_HEADER];
    if (typeof grant === 'string' && request.headers.authorization === undefined) {
      if (!(await isCrpCardUploadToken(app.deps, grant, uuid))) throw unauthorized();
      return { role: 'psychologist' as const, uuid };
    }
    const auth = await authenticate(request);
    if (auth.role === 'psychologist') assertSelf(request, uuid);
    else if (auth.role !== 'administrator') throw forbidden();
    return { role: auth.role, uuid: auth.uuid };
  }

  app.put(
    '/psychologists/crp-card/:uuid',
    { schema: { response: { 200: ZCrpCardInfo }, tags, params: ZUuidParams } },
    async (request) => {
      const who = await uploader(request, request.params.uuid);
      const bytes = await readSingleFile(request, {
        maxBytes: CRP_CARD_MAX_BYTES,
        missing: MESSAGES.crpCardType,
        tooLarge: MESSAGES.crpCardTooLarge,
      });
      return saveCrpCard(app.deps, who, request.params.uuid, bytes);
    },
  );

  app.get(
    '/psychologists/crp-card/:uuid',
    {
      preValidation: ownOrAdministrator,
      schema: { response: { 200: ZCrpCardInfo }, tags, params: ZUuidParams },
    },
    async (request) => {
      reader(request, request.params.uuid);
      return crpCardInfo(app.deps, request.params.uuid);
    },
  );

  app.get(
    '/psychologists/crp-card/:uuid/file',
    {
      preValidation: ownOrAdministrator,
      schema: {
        tags,
        params: ZUuidParams,
        produces: ['application/pdf', 'image/jpeg', 'image/png'],
      },
    },
    async (request, reply) => {
      const auth = reader(request, request.params.uuid);
      const card = await readCrpCard(app.deps, auth, request.params.uuid);
      const extension =
        card.contentType.split('/')[1] === 'jpeg' ? 'jpg' : card.contentType.split('/')[1];
      return reply
        .header('content-type', card.contentType)
        .header('content-disposition', `inline; filename="carteira-crp.${extension}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(card.bytes);
    },
  );
};
