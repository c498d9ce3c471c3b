import { and, eq, is, isNull, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type {
  TPsychologistBasicData,
  TPsychologistCreateBody,
  TPsychologistSignUp,
} from '@acolher/contracts/psychologists';
import { TERMS_VERSION } from '@acolher/contracts/constants';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { psychologists } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { hashPassword } from '../auth/password.ts';
import { sendInvitation } from '../auth/password-reset.service.ts';
import { moveWhatsappToEmail } from '../messaging/consent-withdrawal.ts';
import { fullPsychologist, publicPsychologist } from './psychologist-view.ts';
import { onePerDatabase } from '../../db/prepared.ts';
import { assertNotCommonPassword } from '../auth/common-passwords.ts';

export const PSYCHOLOGIST_NOT_FOUND = 'Psicólogo não encontrado';

const activePsychologist = (uuid: string) =>
  and(eq(psychologists.uuid, uuid), isNull(psychologists.deletedAt));

function prepareFind(db: Db) {
  return db
    .select()
    .from(psychologists)
    .where(and(eq(psychologists.uuid, sql.placeholder('uuid')), isNull(psychologists.deletedAt)))
    .limit(1)
    .prepare('psychologist_active');
}
const preparedFind = onePerDatabase(prepareFind);

/**
 * The psychologist's row (alive), or undefined. Outside a transaction a named prepared statement
 * (decision 1233): a profile, an hours list and the booking page's 'confirmed' list read it.
 */
export async function findPsychologist(db: DbOrTx, uuid: string) {
  if (!is(db, PgTransaction)) {
    const [row] = await preparedFind(db).execute({ uuid });
    return row;
  }
  const [row] = await db.select().from(psychologists).where(activePsychologist(uuid)).limit(1);
  return row;
}

/** Public sign-up: the account starts under analysis, with the password the person chose. */
export async function signUpPsychologist(deps: AppDeps, input: TPsychologistSignUp) {
  assertNotCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const { confirmPassword: _c, password: _p, ...data } = input;
  const [row] = await deps.database.db
    .insert(psychologists)
    .values({ ...data, passwordHash })
    .returning();
  return fullPsychologist(row);
}

/**
 * Administrator create (decision 0401): no password is ever set by someone else; whatever the
 * dialog sends is discarded and the psychologist receives a 7-day invitation to choose one.
 * The account starts under analysis like any other (domain.md §9).
 */
export async function createPsychologistAsAdministrator(
  deps: AppDeps,
  auth: AuthContext,
  input: TPsychologistCreateBody,
) {
  const { confirmPassword: _c, password: _p, ...data } = input;
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(psychologists)
      .values({ ...data, passwordHash: null })
      .returning();
    await sendInvitation(deps, tx, { role: 'psychologist', ...row });
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'create',
      targetType: 'psychologist',
      targetUuid: row.uuid,
    });
    return fullPsychologist(row);
  });
}

/** Self and administrators: the full record; collaborators: approved only, public face only. */
export async function getPsychologistFor(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.role === 'psychologist' && auth.uuid !== uuid) throw forbidden();
  if (auth.role === 'company') throw forbidden();
  const row = await findPsychologist(deps.database.db, uuid);
  if (!row) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  if (auth.role === 'collaborator') {
    if (row.complianceStatus !== 'approved') throw notFound(PSYCHOLOGIST_NOT_FOUND);
    return publicPsychologist(row);
  }
  return fullPsychologist(row);
}

async function updateOwn(
  deps: AppDeps,
  uuid: string,
  values: Partial<typeof psychologists.$inferInsert>,
) {
  const [row] = await deps.database.db
    .update(psychologists)
    .set(values)
    .where(activePsychologist(uuid))
    .returning();
  if (!row) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  return fullPsychologist(row);
}

export function updateBasicData(deps: AppDeps, uuid: string, input: TPsychologistBasicData) {
  return updateOwn(deps, uuid, input);
}

/**
 * Stores the moment and the version of the terms signed (domain.md §11). A consent withdrawn
 * here moves the pending WhatsApp rows to e-mail in the same transaction (decision 0902).
 */
export function signTerms(deps: AppDeps, uuid: string, whatsappConsent?: boolean) {
  return deps.database.db.transaction(async (tx) => {
    const [row] = await tx
      .update(psychologists)
      .set({
        hasSignedTerms: true,
        termsSignedAt: deps.clock(),
        termsVersion: TERMS_VERSION,
        ...(whatsappConsent === undefined ? {} : { whatsappConsent }),
      })
      .where(activePsychologist(uuid))
      .returning();
    if (!row) throw notFound(PSYCHOLOGIST_NOT_FOUND);
    if (whatsappConsent === false) await moveWhatsappToEmail(tx, row);
    return fullPsychologist(row);
  });
}

export function setAvatarUrl(deps: AppDeps, uuid: string, avatarUrl: string) {
  return updateOwn(deps, uuid, { avatarUrl });
}
