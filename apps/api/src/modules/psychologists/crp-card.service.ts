import { eq } from 'drizzle-orm';
import { CRP_CARD_MAX_BYTES } from '@acolher/contracts/constants';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { psychologistCrpCards } from '../../db/tables/crp-cards.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { signToken, verifyToken } from '../auth/jwt.ts';
import { findPsychologist, PSYCHOLOGIST_NOT_FOUND } from './psychologists.service.ts';

/** The type told by the bytes (never the name or the declared type): PDF, JPEG or PNG. */
function crpCardType(bytes: Buffer) {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'image/png';
  return undefined;
}

/**
 * PUT /psychologists/crp-card/{uuid} (decision 1406): the psychologist herself (or with the
 * sign-up's upload token) or an administrator; a new card replaces the old one.
 */
export async function saveCrpCard(
  deps: AppDeps,
  uploader: { role: 'psychologist' | 'administrator'; uuid: string },
  psychologistUuid: string,
  bytes: Buffer,
) {
  const { db } = deps.database;
  if (!(await findPsychologist(db, psychologistUuid))) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  if (bytes.length > CRP_CARD_MAX_BYTES) throw new AppError(413, MESSAGES.crpCardTooLarge);
  const contentType = bytes.length > 0 ? crpCardType(bytes) : undefined;
  if (!contentType) throw badRequest(MESSAGES.crpCardType);
  const values = {
    psychologistUuid,
    contentType,
    bytes,
    size: bytes.length,
    uploadedByRole: uploader.role,
    uploadedAt: deps.clock(),
  };
  await db.insert(psychologistCrpCards).values(values).onConflictDoUpdate({
    target: psychologistCrpCards.psychologistUuid,
    set: values,
  });
  return { contentType, size: bytes.length, uploadedAt: values.uploadedAt };
}

/** Whether a card is on file, and what it is (no bytes): the review page and the profile read it. */
export async function crpCardInfo(deps: AppDeps, psychologistUuid: string) {
  const [row] = await deps.database.db
    .select({
      contentType: psychologistCrpCards.contentType,
      size: psychologistCrpCards.size,
      uploadedAt: psychologistCrpCards.uploadedAt,
    })
    .from(psychologistCrpCards)
    .where(eq(psychologistCrpCards.psychologistUuid, psychologistUuid));
  return row ?? null;
}

/**
 * GET /psychologists/crp-card/{uuid}/file: the bytes, for the psychologist herself or an
 * administrator; an administrator's reading is audited (domain.md §14).
 */
export async function readCrpCard(deps: AppDeps, auth: AuthContext, psychologistUuid: string) {
  const { db } = deps.database;
  if (!(await findPsychologist(db, psychologistUuid))) throw notFound(PSYCHOLOGIST_NOT_FOUND);
  const [row] = await db
    .select()
    .from(psychologistCrpCards)
    .where(eq(psychologistCrpCards.psychologistUuid, psychologistUuid));
  if (!row) throw notFound(MESSAGES.crpCardMissing);
  if (auth.role === 'administrator') {
    await writeAudit(db, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: 'crp_card.read',
      targetType: 'psychologist',
      targetUuid: psychologistUuid,
    });
  }
  return row;
}

/**
 * The sign-up's upload grant (decision 1406): a psychologist under analysis cannot sign in
 * (domain.md §2), so the sign-up answer carries a token that only sends her own CRP card, for 24
 * hours. Signed with a key of its own, so it is never a session and a session is never one.
 */
const UPLOAD_TOKEN_HOURS = 24;
const uploadKeys = new WeakMap<Uint8Array, Uint8Array>();
function uploadKey(deps: AppDeps) {
  let key = uploadKeys.get(deps.jwtKey);
  if (!key) {
    key = new Uint8Array([...deps.jwtKey, ...new TextEncoder().encode(':crp-card-upload')]);
    uploadKeys.set(deps.jwtKey, key);
  }
  return key;
}

export function crpCardUploadToken(deps: AppDeps, psychologistUuid: string) {
  return signToken(
    uploadKey(deps),
    { sub: psychologistUuid, role: 'psychologist' },
    UPLOAD_TOKEN_HOURS,
    deps.clock(),
  );
}

/** Whether `token` is the upload grant of this psychologist, still valid. */
export async function isCrpCardUploadToken(deps: AppDeps, token: string, psychologistUuid: string) {
  const claims = await verifyToken(uploadKey(deps), token, deps.clock());
  return claims?.sub === psychologistUuid && claims.role === 'psychologist' && !claims.sid;
}
