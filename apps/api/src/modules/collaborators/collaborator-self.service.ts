import { and, eq, isNull } from 'drizzle-orm';
import { TERMS_VERSION } from '@acolher/contracts/constants';
import { isUuid } from '@acolher/contracts/fields';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { collaboratorView, companyCollaboratorView } from '../accounts/account-view.ts';
import { moveWhatsappToEmail } from '../messaging/consent-withdrawal.ts';

const COLLABORATOR_NOT_FOUND = 'Colaborador não encontrado';

/**
 * One collaborator's record (domain.md §3): the collaborator itself, an administrator any, a
 * company only its own collaborators (their registration, with the invitation's status).
 */
export async function readCollaborator(deps: AppDeps, auth: AuthContext, id: string) {
  const { db } = deps.database;
  if (auth.role === 'collaborator' && auth.uuid !== id) throw forbidden();
  // Only an active collaborator, read with the record in one statement (decision 1233).
  const view = isUuid(id)
    ? await collaboratorView(db, id, { invitation: auth.role === 'company', activeOnly: true })
    : undefined;
  if (!view) throw notFound(COLLABORATOR_NOT_FOUND);
  if (auth.role === 'company') {
    if (view.companyUuid !== auth.uuid) throw forbidden();
    return companyCollaboratorView(view);
  }
  return view;
}

/**
 * Accepting the terms stores the moment and the terms version; accepting the same version again
 * keeps the first moment (domain.md §11, decision 0703). The modal may also carry the optional
 * WhatsApp-reminder consent.
 */
export async function acceptTerms(
  deps: AppDeps,
  uuid: string,
  whatsappConsent: boolean | undefined,
) {
  const { db } = deps.database;
  const [current] = await db
    .select({ has: collaborators.hasAcceptedTerms, version: collaborators.termsVersion })
    .from(collaborators)
    .where(and(eq(collaborators.uuid, uuid), isNull(collaborators.deletedAt)));
  if (!current) throw notFound(COLLABORATOR_NOT_FOUND);
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
                termsAcceptedAt: deps.clock(),
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
  if (!view) throw notFound(COLLABORATOR_NOT_FOUND);
  return view;
}
