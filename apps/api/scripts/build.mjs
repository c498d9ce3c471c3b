// Compiles the API for production (decision 1145): one ES module per entry in dist/, our own
// TypeScript and @acolher/contracts bundled, every installed dependency left to node_modules.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { dependencies } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies)
  .filter((name) => name !== '@acolher/contracts')
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: {
    server: 'src/server.ts',
    migrate: 'src/migrate.ts',
    backup: 'src/backup.ts',
    restore: 'src/restore.ts',
    // The PDF pool's worker thread (src/pdf/pdf-pool.ts loads dist/pdf-worker.js).
    'pdf-worker': 'src/pdf/pdf-worker.ts',
  },
  absWorkingDir: root,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  splitting: true,
  sourcemap: true,
  external,
  logLevel: 'warning',
  // Bundled CommonJS helpers (date-fns' tz data) may call require(): give ESM one.
  banner: {
    js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
  },
});
