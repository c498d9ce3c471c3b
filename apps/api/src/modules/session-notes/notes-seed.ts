import { and, asc, eq, lt } from 'drizzle-orm';
import type { SeedExtension } from '../../db/seed-extensions.ts';
import { appointments } from '../../db/schema.ts';
import { sessionNoteAddenda, sessionNotes } from '../../db/tables/session-notes.ts';
import { noteLocksAt } from './notes.service.ts';

const NOTES = [
  'Primeira sessão. Ana relata tensão constante no trabalho e dificuldade para dormir há cerca de dois meses, desde a mudança de equipe.\nCombinamos registrar os horários de sono e os momentos de maior ansiedade ao longo da semana.',
  'Ana trouxe o registro da semana: a ansiedade aumenta nas manhãs de reunião. Trabalhamos respiração diafragmática e a identificação de pensamentos automáticos ("vou errar na frente de todos").\nPróximo passo: praticar a respiração antes das reuniões.',
  'Relata melhora do sono (cerca de 6 horas por noite) e menos irritação. Conversamos sobre limites no horário de trabalho e sobre retomar a caminhada.\nManter as práticas; revisar metas na próxima sessão.',
];

/**
 * The demo psychologist's notes on Ana's past sessions (domain.md §18), so that 'Anotações da
 * sessão' and the 'Prontuário' are not empty; the oldest, long locked, carries an addendum.
 */
export const seedSessionNotes: SeedExtension = async (deps, tx, ids) => {
  const now = deps.clock();
  const past = await tx
    .select({ uuid: appointments.uuid, endsAt: appointments.endsAt })
    .from(appointments)
    .where(
      and(
        eq(appointments.collaboratorUuid, ids.anaUuid),
        eq(appointments.psychologistUuid, ids.psychologistUuid),
        eq(appointments.status, 'confirmed'),
        lt(appointments.endsAt, now),
      ),
    )
    .orderBy(asc(appointments.startsAt));
  for (const [i, session] of past.entries()) {
    const writtenAt = new Date(session.endsAt.getTime() + 10 * 60_000);
    await tx.insert(sessionNotes).values({
      appointmentUuid: session.uuid,
      psychologistUuid: ids.psychologistUuid,
      note: NOTES[i % NOTES.length]!,
      createdAt: writtenAt,
      updatedAt: writtenAt,
    });
  }
  const oldest = past[0];
  if (!oldest) return;
  const locksAt = noteLocksAt(oldest.endsAt);
  if (now.getTime() < locksAt.getTime()) return;
  await tx.insert(sessionNoteAddenda).values({
    appointmentUuid: oldest.uuid,
    psychologistUuid: ids.psychologistUuid,
    text: 'Correção: a mudança de equipe ocorreu há três meses, não dois.',
    createdAt: new Date(Math.min(now.getTime(), locksAt.getTime() + 24 * 3_600_000)),
  });
};
