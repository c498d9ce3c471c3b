import type { SeedExtension } from '../../db/seed-extensions.ts';
import { psychologistGenders } from '../../db/tables/matching.ts';

/** The demo psychologist is a woman: the intake's 'Uma psicóloga' finds her (decision 1381). */
export const seedPsychologistGender: SeedExtension = async (_deps, tx, ids) => {
  await tx
    .insert(psychologistGenders)
    .values({ psychologistUuid: ids.psychologistUuid, gender: 'female' })
    .onConflictDoNothing();
};
