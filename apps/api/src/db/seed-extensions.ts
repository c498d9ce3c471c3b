import type { AppDeps } from '../app-context.ts';
import type { Tx } from './client.ts';
import type { DemoIds } from './seed.ts';
import { seedPsychologistGender } from '../modules/matching/matching-seed.ts';
import { seedCareContracts } from '../modules/care-contract/contract-seed.ts';
import { seedMeasures } from '../modules/measures/measures-seed.ts';
import { seedRadarResponses } from '../modules/radar/radar-seed.ts';
import { seedSessionNotes } from '../modules/session-notes/notes-seed.ts';
import { seedRecentNoShow } from '../modules/session-outcomes/outcomes-seed.ts';

/** Other modules add demo data here (radar responses, purchases, …), inside the seed's transaction. */
export type SeedExtension = (deps: AppDeps, tx: Tx, ids: DemoIds) => Promise<void>;
export const SEED_EXTENSIONS: SeedExtension[] = [
  seedRadarResponses,
  seedMeasures,
  seedSessionNotes,
  seedRecentNoShow,
  seedPsychologistGender,
  seedCareContracts,
];
