import fs from 'node:fs/promises';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PROCESS_FILES } from './paths.ts';

/**
 * Copies a PGlite data directory while the database is quiet (decision 1450): a checkpoint first,
 * then the files copied while PGlite's own locks hold every transaction and query back, so the copy
 * is the image of one instant (what PGlite's dumpDataDir does, without its 7-second synchronous tar
 * that would freeze a serving process). Requests wait for the copy (~0.1–0.5 s), the event loop
 * does not.
 */
export async function copyQuietImage(
  pglite: PGlite,
  dataDir: string,
  target: string,
  skip: (relative: string) => boolean,
): Promise<void> {
  await pglite.query('CHECKPOINT');
  await pglite._runExclusiveTransaction(() =>
    pglite.runExclusive(() => copyDataFiles(dataDir, target, skip)),
  );
}

/** The data directory's files, without the running process's own and what `skip` names. */
export function copyDataFiles(
  dataDir: string,
  target: string,
  skip: (relative: string) => boolean,
): Promise<void> {
  return fs.cp(dataDir, target, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(dataDir, source);
      return relative === '' || (!PROCESS_FILES.has(relative) && !skip(relative));
    },
  });
}
