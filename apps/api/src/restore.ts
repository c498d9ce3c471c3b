// `npm run restore -- FILE`: a backup into an empty data directory or database (domain.md §15).
import { loadEnv } from './config/env.ts';
import { restoreBackup } from './operations/backup.ts';

const file = process.argv[2];
if (!file) {
  console.error('Uso: npm run restore -- ARQUIVO');
  process.exit(2);
}
const started = Date.now();
try {
  const manifest = await restoreBackup(loadEnv(), file);
  const engine = manifest.engine === 'pg' ? 'PostgreSQL' : 'PGlite';
  console.log(
    `Backup (${engine}, de ${manifest.createdAt}) restaurado em ${((Date.now() - started) / 1000).toFixed(1)} s. Inicie o servidor com npm start.`,
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
