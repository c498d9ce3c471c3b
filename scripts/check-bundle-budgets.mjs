// First-load JavaScript (gzip) of the pages that must open fast, read from the Vite manifest of
// apps/web/dist. A page's first load = the entry and its static imports (the route tables among
// them), plus the lazy chunks the router fetches before the page can render (providers, layout, the
// page; decision 1330), each with its own static imports. Chunks shared between them count once.
// The budget is gzip (docs/performance.md); the brotli figure beside it is what `npm start` sends
// (the build's `.br` files, served by @fastify/static `preCompressed`), for information.
// Exits 1 over budget.
// Usage: node scripts/check-bundle-budgets.mjs [--json]
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(ROOT, 'apps/web/dist');
const MANIFEST = path.join(DIST, '.vite/manifest.json');
const KB = 1024;

const ENTRY = 'index.html';
const DEV_ONLY_ROUTER_WARNING = 'No routes matched location';
// Mounted by the root providers after the first paint (sonner): fetched on every page, but no page
// waits for it to render. Shown in its own column, not counted in the budget (decision 1001).
const DEFERRED = ['src/components/ui/toaster.tsx'];
const signIn = (area) => [`src/routes/${area}/sign-in-page.tsx`];

// The public pages' 100 KB became 120 KB with React Router's data router (+17.6 KB of the library's
// own runtime, decision 1330); React, React DOM and the router alone are 100.8 KB. With small shared
// chunks inlined (decision 1442) they are at 113–114 KB: 116 KB, and the booking page's 150 KB.
const PUBLIC_BUDGET = 116;
export const PAGES = [
  { name: 'landing /', budget: PUBLIC_BUDGET, lazy: ['src/routes/public/landing-page.tsx'] },
  { name: 'sign-in /administrator', budget: PUBLIC_BUDGET, lazy: signIn('administrator') },
  { name: 'sign-in /company', budget: PUBLIC_BUDGET, lazy: signIn('company') },
  { name: 'sign-in /collaborator', budget: PUBLIC_BUDGET, lazy: signIn('collaborator') },
  { name: 'sign-in /psychologist', budget: PUBLIC_BUDGET, lazy: signIn('psychologist') },
  {
    name: 'booking /collaborator/app/psychologists/:uuid',
    budget: 150,
    lazy: [
      'src/app/area-providers.tsx',
      'src/routes/collaborator/layout.tsx',
      'src/routes/collaborator/psychologist-page.tsx',
    ],
  },
];

// Each of these must be its own lazily loaded chunk, never part of the entry's static graph (the
// area's providers hold TanStack Query, which no public page downloads).
const SEPARATE = [
  'src/routes/public/landing-page.tsx',
  'src/app/area-providers.tsx',
  ...['administrator', 'company', 'collaborator', 'psychologist'].flatMap(signIn),
];

function loadManifest() {
  if (!fs.existsSync(MANIFEST)) {
    console.error(
      `${path.relative(ROOT, MANIFEST)} não existe: rode "npm run build" (build.manifest: true).`,
    );
    process.exit(1);
  }
  return JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
}

/** Static closure of manifest keys: the chunks the browser fetches together with `keys`. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`módulo ausente do manifest: ${key}`);
    seen.add(key);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  keys.forEach(visit);
  return seen;
}

const gzipCache = new Map();
function gzipSize(file) {
  if (!gzipCache.has(file)) {
    const bytes = fs.readFileSync(path.join(DIST, file));
    gzipCache.set(file, zlib.gzipSync(bytes, { level: 9 }).length);
  }
  return gzipCache.get(file);
}

/** The bytes `npm start` sends: the build's `.br` file (vite.config.ts), or the file itself under 1 KB. */
function wireSize(file) {
  const br = path.join(DIST, `${file}.br`);
  return fs.statSync(fs.existsSync(br) ? br : path.join(DIST, file)).size;
}

export function measure(manifest = loadManifest()) {
  const rows = PAGES.map((page) => {
    const jsFiles = (keys) => [
      ...new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'))),
    ];
    const files = jsFiles(staticClosure(manifest, [ENTRY, ...page.lazy]));
    const bytes = files.reduce((sum, f) => sum + gzipSize(f), 0);
    const wire = files.reduce((sum, f) => sum + wireSize(f), 0);
    const deferred = jsFiles(staticClosure(manifest, DEFERRED))
      .filter((f) => !files.includes(f))
      .reduce((sum, f) => sum + gzipSize(f), 0);
    const biggest = files
      .map((f) => ({ f, size: gzipSize(f) }))
      .sort((a, b) => b.size - a.size)
      .slice(0, 3)
      .map(
        ({ f, size }) =>
          `${path.basename(f).replace(/-[\w-]{8}\.js$/, '')} ${(size / KB).toFixed(1)}`,
      );
    return {
      ...page,
      kb: bytes / KB,
      brKb: wire / KB,
      deferredKb: deferred / KB,
      chunks: files.length,
      biggest,
      ok: bytes / KB <= page.budget,
    };
  });
  const entryGraph = staticClosure(manifest, [ENTRY]);
  const separation = SEPARATE.map((key) => ({
    key,
    ok: !!manifest[key]?.isDynamicEntry && !entryGraph.has(key),
  }));
  // React Router's development build (its package's only export) keeps its warnings in production:
  // vite.config.ts points builds at its production build, which has none of them.
  const routerChunks = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.js'))
    .filter((chunk) =>
      fs.readFileSync(path.join(DIST, chunk.file), 'utf8').includes(DEV_ONLY_ROUTER_WARNING),
    )
    .map((chunk) => chunk.file);
  return { rows, separation, routerChunks };
}

function main() {
  const { rows, separation, routerChunks } = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({ rows, separation, routerChunks }, null, 2));
  } else {
    const w = Math.max(...rows.map((r) => r.name.length));
    console.log(
      `${'page'.padEnd(w)}  gzip KB  budget  br KB  +after paint  chunks  result  biggest chunks (KB)`,
    );
    for (const r of rows)
      console.log(
        `${r.name.padEnd(w)}  ${r.kb.toFixed(1).padStart(7)}  ${String(r.budget).padStart(6)}  ${r.brKb.toFixed(1).padStart(5)}  ${r.deferredKb.toFixed(1).padStart(12)}  ${String(r.chunks).padStart(6)}  ${(r.ok ? 'ok' : 'OVER').padEnd(6)}  ${r.biggest.join(', ')}`,
      );
    for (const s of separation)
      if (!s.ok) console.log(`NOT SPLIT: ${s.key} is not its own lazy chunk`);
    for (const file of routerChunks)
      console.log(`DEVELOPMENT BUILD: ${file} holds React Router's development warnings`);
  }
  const failed =
    rows.filter((r) => !r.ok).length + separation.filter((s) => !s.ok).length + routerChunks.length;
  if (failed) console.error(`\n${failed} budget(s) exceeded.`);
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
