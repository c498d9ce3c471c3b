import { and, eq, isNull } from 'drizzle-orm';
import type { TWhatsappConsentView } from '@acolher/contracts/answers/messaging';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { collaborators, psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { moveWhatsappToEmail } from './consent-withdrawal.ts';

function tableOf(auth: AuthContext) {
  if (auth.role === 'collaborator') return collaborators;
  if (auth.role === 'psychologist') return psychologists;
  throw forbidden();
}

/** The caller's own WhatsApp consent (collaborators and psychologists receive reminders). */
export async function getWhatsappConsent(
  deps: AppDeps,
  auth: AuthContext,
): Promise<TWhatsappConsentView> {
  const table = tableOf(auth);
  const [row] = await deps.database.db
    .select({ whatsappConsent: table.whatsappConsent, phone: table.phone })
    .from(table)
    .where(and(eq(table.uuid, auth.uuid), isNull(table.deletedAt)));
  if (!row) throw notFound('Cadastro não encontrado');
  return { whatsappConsent: row.whatsappConsent, hasPhone: row.phone.length > 0 };
}

/**
 * Turning consent off also moves the person's WhatsApp messages not sent yet to e-mail, in the same
 * transaction (LGPD, decision 0902); turning it on moves nothing back.
 */
export async function setWhatsappConsent(deps: AppDeps, auth: AuthContext, consent: boolean) {
  const table = tableOf(auth);
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(table)
      .set({ whatsappConsent: consent })
      .where(and(eq(table.uuid, auth.uuid), isNull(table.deletedAt)))
      .returning({
        whatsappConsent: table.whatsappConsent,
        phone: table.phone,
        email: table.email,
      });
    if (!row) throw notFound('Cadastro não encontrado');
    if (!consent) await moveWhatsappToEmail(tx, { uuid: auth.uuid, email: row.email });
    return { whatsappConsent: row.whatsappConsent, hasPhone: row.phone.length > 0 };
  });
}
