// `npm run backup -- FILE`: the database in use and the uploaded files in one archive (domain.md §15).
import { loadEnv } from './config/env.ts';
import { writeBackup } from './operations/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run backup -- ARQUIVO');
  process.exit(2);
}
const started = Date.now();
try {
  const manifest = await writeBackup(loadEnv(), file);
  const engine = manifest.engine === 'pg' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `Backup (${engine}) gravado em ${file} em ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
