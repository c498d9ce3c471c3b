import { eq } from 'drizzle-orm';
import {
  ROOM_CLOSES_MINUTES_AFTER,
  ROOM_MESSAGES,
  ROOM_OPENS_MINUTES_BEFORE,
  type TRoomSide,
} from '@acolher/contracts/session-room';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import { appointments, collaborators, psychologists } from '../../db/schema.ts';
import { conflict, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '@acolher/contracts/fields';
import { CARE_CONTRACT_MESSAGES } from '@acolher/contracts/care-contract';
import { hasAcceptedCareContract } from '../care-contract/care-contract.service.ts';

const MINUTE = 60_000;

export interface RoomAccess {
  appointmentUuid: string;
  side: TRoomSide;
  peerName: string;
  selfName: string;
  startsAt: Date;
  endsAt: Date;
  opensAt: Date;
  closesAt: Date;
}

const roomWindow = (startsAt: Date, endsAt: Date) => ({
  opensAt: new Date(startsAt.getTime() - ROOM_OPENS_MINUTES_BEFORE * MINUTE),
  closesAt: new Date(endsAt.getTime() + ROOM_CLOSES_MINUTES_AFTER * MINUTE),
});

/**
 * Who may be in an appointment's room, and when (domain.md §16): its collaborator and its
 * psychologist only (403 for every other account, whatever its role), from 15 minutes before the
 * start to 10 minutes after the end; a cancelled appointment's room never opens (decision 1152).
 * Order: unknown 404, stranger 403, then the 409s (cancelled, the care contract, the window), so a
 * stranger learns nothing about the session.
 */
export async function roomAccess(
  deps: AppDeps,
  auth: AuthContext,
  uuid: string,
): Promise<RoomAccess> {
  if (!isUuid(uuid)) throw notFound('Agendamento não encontrado');
  const [row] = await deps.database.db
    .select({
      uuid: appointments.uuid,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      collaboratorUuid: appointments.collaboratorUuid,
      psychologistUuid: appointments.psychologistUuid,
      collaboratorName: collaborators.name,
      psychologistName: psychologists.name,
    })
    .from(appointments)
    .innerJoin(collaborators, eq(collaborators.uuid, appointments.collaboratorUuid))
    .innerJoin(psychologists, eq(psychologists.uuid, appointments.psychologistUuid))
    .where(eq(appointments.uuid, uuid))
    .limit(1);
  if (!row) throw notFound('Agendamento não encontrado');
  const side: TRoomSide | undefined =
    auth.role === 'collaborator' && auth.uuid === row.collaboratorUuid
      ? 'collaborator'
      : auth.role === 'psychologist' && auth.uuid === row.psychologistUuid
        ? 'psychologist'
        : undefined;
  if (!side) throw forbidden();
  if (row.status.startsWith('cancelled')) throw conflict(ROOM_MESSAGES.cancelled);
  // The collaborator enters once it accepted the psychologist's care contract (domain.md §16, §18):
  // asked before the window, so the lobby can show the contract ahead (decision 1370).
  if (
    side === 'collaborator' &&
    !(await hasAcceptedCareContract(deps.database.db, row.collaboratorUuid, row.psychologistUuid))
  )
    throw conflict(CARE_CONTRACT_MESSAGES.roomNeedsContract);
  const startsAt = new Date(row.startsAt);
  const endsAt = new Date(row.endsAt);
  const { opensAt, closesAt } = roomWindow(startsAt, endsAt);
  const now = deps.clock().getTime();
  if (now < opensAt.getTime()) throw conflict(ROOM_MESSAGES.notYetOpen);
  if (now >= closesAt.getTime()) throw conflict(ROOM_MESSAGES.over);
  return {
    appointmentUuid: row.uuid,
    side,
    peerName: side === 'collaborator' ? row.psychologistName : row.collaboratorName,
    selfName: side === 'collaborator' ? row.collaboratorName : row.psychologistName,
    startsAt,
    endsAt,
    opensAt,
    closesAt,
  };
}
