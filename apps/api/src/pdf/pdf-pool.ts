import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { PdfJob } from './pdf-worker.ts';

/**
 * Every PDF is drawn off the request thread (domain.md §26, decision 1316): the module reads the
 * data and audits as before, then hands plain data to this pool of worker threads and gets the
 * bytes back, so a large 'Prontuário' never holds the event loop. From source (tsx: dev, tests)
 * the worker is ./pdf-worker.ts loaded through tsx; in the build, dist/pdf-worker.js beside the
 * bundle (scripts/build.mjs makes it an entry).
 */
const fromSource = fileURLToPath(import.meta.url).endsWith('.ts');
let pool: Piscina | undefined;

function pdfPool() {
  pool ??= new Piscina({
    filename: new URL(fromSource ? './pdf-worker.ts' : './pdf-worker.js', import.meta.url).href,
    execArgv: fromSource ? ['--import', 'tsx'] : [],
    minThreads: 0,
    maxThreads: Math.max(1, Math.min(2, os.availableParallelism() - 1)),
    idleTimeout: 30_000,
  });
  return pool;
}

export async function buildPdf(job: PdfJob): Promise<Buffer> {
  const bytes: Uint8Array = await pdfPool().run(job);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
