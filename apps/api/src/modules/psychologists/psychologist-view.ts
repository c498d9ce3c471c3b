import { psychologists } from '../../db/schema.ts';
import { publicRecord } from '../accounts/account-view.ts';

type PsychologistRow = typeof psychologists.$inferSelect;

/** What the psychologist itself and administrators see: everything but the hash. */
export function fullPsychologist(row: PsychologistRow) {
  return publicRecord(row);
}

/**
 * What a collaborator sees (domain.md §3): the professional face, no CPF, e-mail or phone. The one
 * list of those fields: the profile, the search and the matches read these columns.
 */
export const PUBLIC_COLUMNS = {
  uuid: psychologists.uuid,
  name: psychologists.name,
  crp: psychologists.crp,
  avatarUrl: psychologists.avatarUrl,
  education: psychologists.education,
  careerHistory: psychologists.careerHistory,
  hostMessage: psychologists.hostMessage,
  specialties: psychologists.specialties,
  approach: psychologists.approach,
  targetAudience: psychologists.targetAudience,
};
type PublicProfile = { [K in keyof typeof PUBLIC_COLUMNS]: PsychologistRow[K] };

export function publicPsychologist(row: PsychologistRow): PublicProfile {
  const keys = Object.keys(PUBLIC_COLUMNS) as (keyof PublicProfile)[];
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as PublicProfile;
}
