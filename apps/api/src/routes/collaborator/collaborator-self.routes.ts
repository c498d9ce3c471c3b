import { z } from 'zod';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TERMS_VERSION } from '@acolher/contracts/constants';
import { collaborators } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { collaboratorView, companyCollaboratorView } from '../../modules/accounts/account-view.ts';
import { assertSelf, currentAuth, requireRole } from '../../modules/auth/guard.ts';
import { moveWhatsappToEmail } from '../../modules/messaging/consent-withdrawal.ts';
import { isUuid } from '@acolher/contracts/fields';

const NOT_FOUND = 'Colaborador não encontrado';
const ZIdParams = z.object({ id: z.string() });
/** The terms modal may also carry the optional WhatsApp-reminder consent. */
const ZAcceptTermsBody = z
  .object({ whatsappConsent: z.boolean().optional(), termsVersion: z.string().optional() })
  .nullish();

async function isActive(app: FastifyInstance, id: string) {
  if (!isUuid(id)) return false;
  const [row] = await app.deps.database.db
    .select({ uuid: collaborators.uuid })
    .from(collaborators)
    .where(and(eq(collaborators.uuid, id), isNull(collaborators.deletedAt)));
  return Boolean(row);
}

// GET /collaborators/:id, accept-terms (domain.md §3, §11).
export const collaboratorSelfRoutes: FastifyPluginAsyncZod = async (app) => {
  /** The collaborator itself; an administrator any; a company only its own collaborators. */
  app.get(
    '/collaborators/:id',
    {
      schema: { tags: ['collaborators'], params: ZIdParams },
      preValidation: requireRole('collaborator', 'company', 'administrator'),
    },
    async (request) => {
      const auth = currentAuth(request);
      const { id } = request.params;
      if (auth.role === 'collaborator' && auth.uuid !== id) throw forbidden();
      const view = (await isActive(app, id))
        ? await collaboratorView(app.deps.database.db, id, { invitation: auth.role === 'company' })
        : undefined;
      if (!view) throw notFound(NOT_FOUND);
      if (auth.role === 'company') {
        if (view.companyUuid !== auth.uuid) throw forbidden();
        return companyCollaboratorView(view);
      }
      return view;
    },
  );

  /** Stores the moment and the terms version; accepting the same version again keeps the first moment. */
  app.patch(
    '/collaborators/accept-terms/:id',
    {
      schema: { tags: ['collaborators'], params: ZIdParams, body: ZAcceptTermsBody },
      preValidation: requireRole('collaborator'),
    },
    async (request) => {
      const { uuid } = assertSelf(request, request.params.id);
      const whatsappConsent = request.body?.whatsappConsent;
      const { db } = app.deps.database;
      const [current] = await db
        .select({ has: collaborators.hasAcceptedTerms, version: collaborators.termsVersion })
        .from(collaborators)
        .where(and(eq(collaborators.uuid, uuid), isNull(collaborators.deletedAt)));
      if (!current) throw notFound(NOT_FOUND);
      const fresh = !current.has || current.version !== TERMS_VERSION;
      if (fresh || whatsappConsent !== undefined) {
        // Consent withdrawn here too: pending WhatsApp rows move to e-mail at once (decision 0902).
        await db.transaction(async (tx) => {
          const [row] = await tx
            .update(collaborators)
            .set({
              ...(fresh
                ? {
                    hasAcceptedTerms: true,
                    termsAcceptedAt: app.deps.clock(),
                    termsVersion: TERMS_VERSION,
                  }
                : {}),
              ...(whatsappConsent !== undefined ? { whatsappConsent } : {}),
            })
            .where(eq(collaborators.uuid, uuid))
            .returning({ email: collaborators.email });
          if (row && whatsappConsent === false) {
            await moveWhatsappToEmail(tx, { uuid, email: row.email });
          }
        });
      }
      const view = await collaboratorView(db, uuid);
      if (!view) throw notFound(NOT_FOUND);
      return view;
    },
  );
};
