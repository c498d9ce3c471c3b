import type { psychologists } from '../../db/schema.ts';
import { publicRecord } from '../accounts/account-view.ts';

type PsychologistRow = typeof psychologists.$inferSelect;

/** What the psychologist itself and administrators see: everything but the hash. */
export function fullPsychologist(row: PsychologistRow) {
  return publicRecord(row);
}

/** What a collaborator sees (domain.md §3): the professional face, no CPF, e-mail or phone. */
export function publicPsychologist(row: PsychologistRow) {
  return {
    uuid: row.uuid,
    name: row.name,
    crp: row.crp,
    avatarUrl: row.avatarUrl,
    education: row.education,
    careerHistory: row.careerHistory,
    hostMessage: row.hostMessage,
    specialties: row.specialties,
    approach: row.approach,
    targetAudience: row.targetAudience,
  };
}
