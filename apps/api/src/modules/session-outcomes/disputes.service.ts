import { and, asc, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  SESSION_OUTCOME_MESSAGES as M,
  type TDisputeCreate,
  type TDisputeResolve,
} from '@acolher/contracts/session-outcomes';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { appointmentAttendance as attendance } from '../../db/tables/attendance.ts';
import { appointmentDisputes as disputes } from '../../db/tables/session-outcomes.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { refundAppointment } from '../credits/ledger.ts';
import { pgCode } from '../../db/errors.ts';
import {
  CORRECTABLE,
  lockAppointment,
  withinCorrectionWindow,
} from './attendance-correction.service.ts';
import { brasiliaTime, nameOf, tellPerson } from './notices.ts';

type DisputeRow = typeof disputes.$inferSelect;

const view = (d: DisputeRow, appointmentStatus: string) => ({
  uuid: d.uuid,
  appointmentUuid: d.appointmentUuid,
  reason: d.reason,
  status: d.status,
  resolutionNote: d.resolutionNote,
  resolvedAt: d.resolvedAt,
  createdAt: d.createdAt,
  appointmentStatus,
});

/**
 * POST /appointments/{uuid}/dispute (domain.md §17): the appointment's collaborator contests a
 * `confirmed` or `no_show_collaborator` session within 48 hours after its end, once (decision 1174).
 */
export async function openDispute(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TDisputeCreate,
) {
  return deps.database.db
    .transaction(async (tx) => {
      const row = await lockAppointment(tx, uuid);
      if (auth.role !== 'collaborator' || row.collaboratorUuid !== auth.uuid) throw forbidden();
      if (!(CORRECTABLE as readonly string[]).includes(row.status)) {
        throw badRequest(M.onlyConfirmedOrNoShowDispute);
      }
      if (!withinCorrectionWindow(row.endsAt, deps.clock())) throw badRequest(M.correctionWindow);
      const [dispute] = await tx
        .insert(disputes)
        .values({ appointmentUuid: uuid, reason: input.reason, createdAt: deps.clock() })
        .returning();
      return view(dispute, row.status);
    })
    .catch((error: unknown) => {
      if (pgCode(error) === '23505') throw new AppError(409, M.disputeExists);
      throw error;
    });
}

/**
 * GET /collaborators/{uuid}/disputes: the collaborator's own disputes, newest first, with their
 * state, outcome and the administrator's justification; the route admits only the owner (decision 1412).
 */
export async function listOwnDisputes(deps: AppDeps, collaboratorUuid: string) {
  const rows = await deps.database.db
    .select({ dispute: disputes, appointmentStatus: appointments.status })
    .from(disputes)
    .innerJoin(appointments, eq(appointments.uuid, disputes.appointmentUuid))
    .where(eq(appointments.collaboratorUuid, collaboratorUuid))
    .orderBy(desc(disputes.createdAt), asc(disputes.uuid));
  return rows.map((r) => view(r.dispute, r.appointmentStatus));
}

/** The room's attendance record of each side, joined under its own name. */
const collaboratorSide = alias(attendance, 'collaborator_side');
const psychologistSide = alias(attendance, 'psychologist_side');
const sideOf = (t: typeof collaboratorSide | typeof psychologistSide) => ({
  firstJoinedAt: t.firstJoinedAt,
  lastLeftAt: t.lastLeftAt,
});

/** GET /disputes (administrator): open disputes, oldest first, with the room's attendance record. */
export async function listOpenDisputes(deps: AppDeps) {
  const rows = await deps.database.db
    .select({
      uuid: disputes.uuid,
      reason: disputes.reason,
      status: disputes.status,
      createdAt: disputes.createdAt,
      appointment: {
        uuid: appointments.uuid,
        status: appointments.status,
        date: appointments.date,
        startsAt: appointments.startsAt,
        endsAt: appointments.endsAt,
      },
      collaborator: { uuid: collaborators.uuid, name: collaborators.name },
      psychologist: { uuid: psychologists.uuid, name: psychologists.name },
      collaboratorSide: sideOf(collaboratorSide),
      psychologistSide: sideOf(psychologistSide),
    })
    .from(disputes)
    .innerJoin(appointments, eq(appointments.uuid, disputes.appointmentUuid))
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .leftJoin(
      collaboratorSide,
      and(
        eq(collaboratorSide.appointmentUuid, appointments.uuid),
        eq(collaboratorSide.side, 'collaborator'),
      ),
    )
    .leftJoin(
      psychologistSide,
      and(
        eq(psychologistSide.appointmentUuid, appointments.uuid),
        eq(psychologistSide.side, 'psychologist'),
      ),
    )
    .where(eq(disputes.status, 'open'))
    .orderBy(asc(disputes.createdAt), asc(disputes.uuid));
  // A side that never entered has no row: drizzle gives null for the whole object.
  type Side = { firstJoinedAt: Date | string | null; lastLeftAt: Date | string | null } | null;
  const side = (v: Side) => ({
    firstJoinedAt: v?.firstJoinedAt ? new Date(v.firstJoinedAt) : null,
    lastLeftAt: v?.lastLeftAt ? new Date(v.lastLeftAt) : null,
  });
  return rows.map(({ collaboratorSide, psychologistSide, ...r }) => ({
    ...r,
    appointment: {
      ...r.appointment,
      startsAt: new Date(r.appointment.startsAt),
      endsAt: new Date(r.appointment.endsAt),
    },
    attendance: { collaborator: side(collaboratorSide), psychologist: side(psychologistSide) },
  }));
}

/**
 * PATCH /disputes/{uuid}/resolve (administrator): `refund` gives the credit back in the ledger and
 * sets `refunded_by_administrator` (which earns no fee); `keep` leaves the session as it is. Both
 * people are told; the resolution is audited with its note. One transaction.
 */
export async function resolveDispute(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
  input: TDisputeResolve,
) {
  return deps.database.db.transaction(async (tx) => {
    const [dispute] = await tx.select().from(disputes).where(eq(disputes.uuid, uuid)).for('update');
    if (!dispute) throw notFound('Contestação não encontrada');
    if (dispute.status !== 'open') throw new AppError(409, M.disputeNotOpen);
    const row = await lockAppointment(tx, dispute.appointmentUuid);
    const refund = input.outcome === 'refund';
    let appointmentStatus = row.status;
    if (refund) {
      appointmentStatus = 'refunded_by_administrator';
      await tx
        .update(appointments)
        .set({ status: appointmentStatus })
        .where(eq(appointments.uuid, row.uuid));
      await refundAppointment(tx, row, auth, 'refunded_by_administrator');
    }
    const [resolved] = await tx
      .update(disputes)
      .set({
        status: refund ? 'refunded' : 'kept',
        resolutionNote: input.note,
        resolvedBy: auth.uuid,
        resolvedAt: deps.clock(),
      })
      .where(and(eq(disputes.uuid, uuid), eq(disputes.status, 'open')))
      .returning();
    await writeAudit(tx, {
      actorRole: auth.role,
      actorUuid: auth.uuid,
      action: refund ? 'dispute_refunded' : 'dispute_kept',
      targetType: 'appointment',
      targetUuid: row.uuid,
      details: { disputeUuid: uuid, note: input.note },
    });
    await tellBoth(deps, tx, row, refund, input.note);
    return view(resolved, appointmentStatus);
  });
}

async function tellBoth(
  deps: AppDeps,
  tx: DbOrTx,
  row: typeof appointments.$inferSelect,
  refund: boolean,
  note: string,
) {
  const when = brasiliaTime(row.startsAt, deps.env.APP_TIME_ZONE);
  const psychologist = await nameOf(tx, { role: 'psychologist', uuid: row.psychologistUuid });
  const outcome = refund
    ? 'A contestação foi aceita e o crédito foi devolvido.'
    : 'A contestação não foi aceita e o registro da sessão foi mantido.';
  await tellPerson(
    tx,
    { role: 'collaborator', uuid: row.collaboratorUuid },
    'dispute_resolved',
    (name) => ({
      subject: 'Sua contestação foi analisada',
      body: `Olá, ${name}. Analisamos sua contestação da sessão de ${when} com ${psychologist}. ${outcome} Observação da administração: ${note}`,
    }),
  );
  const psychologistOutcome = refund
    ? 'A sessão foi reembolsada ao colaborador e não gera repasse.'
    : 'O registro da sessão foi mantido.';
  await tellPerson(
    tx,
    { role: 'psychologist', uuid: row.psychologistUuid },
    'dispute_resolved',
    (name) => ({
      subject: 'Contestação de sessão analisada',
      body: `Olá, ${name}. O colaborador contestou a sessão de ${when} e a administração a analisou. ${psychologistOutcome} Observação da administração: ${note}`,
    }),
  );
}
