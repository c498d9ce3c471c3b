import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  DECLARATION_CODE_PATTERN,
  DECLARATION_MESSAGES,
  declarationPath,
} from '@acolher/contracts/declarations';
import { isUuid } from '@acolher/contracts/fields';
import { instantToLocalTime } from '@acolher/contracts/time';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { attendanceDeclarations } from '../../db/tables/attendance-declarations.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { APPOINTMENT_NOT_FOUND } from '../appointments/appointment-access.ts';
import { writeAudit } from '../audit/audit.ts';
import { publicUrl } from '../auth/password-reset.service.ts';

/** No 0/O, 1/I: a code read aloud or typed from paper is not mistaken (decision 1375). */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function drawCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

const facts = {
  code: attendanceDeclarations.code,
  issuedAt: attendanceDeclarations.createdAt,
  collaboratorName: collaborators.name,
  date: appointments.date,
  startsAt: appointments.startsAt,
  endsAt: appointments.endsAt,
  psychologistName: psychologists.name,
  psychologistCrp: psychologists.crp,
};

type FactsRow = {
  code: string;
  issuedAt: Date;
  collaboratorName: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  psychologistName: string;
  psychologistCrp: string;
};

/** Only the facts of attendance (Res. CFP 06/2019): no status, no company, nothing clinical. */
function toFacts(deps: AppDeps, row: FactsRow) {
  const zone = deps.env.APP_TIME_ZONE;
  return {
    code: row.code,
    collaboratorName: row.collaboratorName,
    date: row.date,
    startTime: instantToLocalTime(row.startsAt, zone),
    endTime: instantToLocalTime(row.endsAt, zone),
    durationMinutes: Math.round((row.endsAt.getTime() - row.startsAt.getTime()) / 60_000),
    psychologistName: row.psychologistName,
    psychologistCrp: row.psychologistCrp,
    issuedAt: row.issuedAt,
  };
}

function factsQuery(db: DbOrTx) {
  return db
    .select(facts)
    .from(attendanceDeclarations)
    .innerJoin(appointments, eq(appointments.uuid, attendanceDeclarations.appointmentUuid))
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid));
}

/**
 * GET /appointments/{uuid}/attendance-declaration(.pdf) (decision 1375): only the collaborator
 * of the appointment (anyone else 403, administrators and companies before anything is read),
 * only for a held (`confirmed`) session (409). The code is drawn once and kept; the first issue
 * is audited.
 */
export async function attendanceDeclaration(deps: AppDeps, auth: AuthContext, uuid: string) {
  if (auth.role !== 'collaborator') throw forbidden();
  if (!isUuid(uuid)) throw notFound(APPOINTMENT_NOT_FOUND);
  return deps.database.db.transaction(async (tx) => {
    const [appointment] = await tx
      .select({ collaboratorUuid: appointments.collaboratorUuid, status: appointments.status })
      .from(appointments)
      .where(eq(appointments.uuid, uuid))
      .for('update');
    if (!appointment) throw notFound(APPOINTMENT_NOT_FOUND);
    if (appointment.collaboratorUuid !== auth.uuid) throw forbidden();
    if (appointment.status !== 'confirmed') throw conflict(DECLARATION_MESSAGES.notHeld);
    const [kept] = await tx
      .select({ code: attendanceDeclarations.code })
      .from(attendanceDeclarations)
      .where(eq(attendanceDeclarations.appointmentUuid, uuid));
    if (!kept) {
      const code = drawCode();
      await tx.insert(attendanceDeclarations).values({
        appointmentUuid: uuid,
        code,
        createdAt: deps.clock(),
      });
      await writeAudit(tx, {
        actorRole: auth.role,
        actorUuid: auth.uuid,
        action: 'attendance_declaration.issue',
        targetType: 'appointment',
        targetUuid: uuid,
      });
    }
    const [row] = await factsQuery(tx).where(eq(attendanceDeclarations.appointmentUuid, uuid));
    const declaration = toFacts(deps, row);
    return {
      ...declaration,
      verificationUrl: `${publicUrl(deps)}${declarationPath(declaration.code)}`,
    };
  });
}
export type AttendanceDeclaration = Awaited<ReturnType<typeof attendanceDeclaration>>;

/**
 * GET /declarations/{code} (anonymous, rate-limited on its route): the same facts, for a third
 * party to check; an unknown or malformed code is 404 alike (decision 1375).
 */
export async function checkDeclaration(deps: AppDeps, code: string) {
  const normalized = code.trim().toUpperCase();
  if (!DECLARATION_CODE_PATTERN.test(normalized)) throw notFound(DECLARATION_MESSAGES.notFound);
  const [row] = await factsQuery(deps.database.db).where(
    eq(attendanceDeclarations.code, normalized),
  );
  if (!row) throw notFound(DECLARATION_MESSAGES.notFound);
  return toFacts(deps, row);
}
