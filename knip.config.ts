import type { KnipConfig } from 'knip';

// Unused files, exports and dependencies fail npm test (decision 1229). Entry points come from
// knip's plugins where one reads them (vite + index.html, vitest, playwright, eslint, drizzle);
// the rest are listed here.
const config: KnipConfig = {
  workspaces: {
    '.': {
      // npm start, npm test, the bench, the checks: each run as `node scripts/<name>.mjs`.
      entry: ['scripts/*.mjs'],
      project: ['scripts/**/*.mjs', '*.{js,ts}'],
      // The scripts load these from the API's own dependencies on purpose
      // (createRequire(apps/api/package.json)): the same versions the server runs.
      ignoreDependencies: ['pg', 'fastify', '@electric-sql/pglite'],
      // The system's openssl (scripts/lib/tls-proxy.mjs makes the bench's certificate).
      ignoreBinaries: ['openssl'],
    },
    'packages/contracts': {
      // Every src file is a public entry ("./*" in package.json); its exports count as unused
      // unless the API or the web app imports them.
      project: ['src/**/*.ts'],
      includeEntryExports: true,
    },
    'apps/api': {
      // The production build's entries (scripts/build.mjs) and the development ones.
      entry: [
        'src/main.ts',
        'src/server.ts',
        'src/migrate.ts',
        'src/backup.ts',
        'src/restore.ts',
        'src/pdf/pdf-worker.ts',
        'scripts/*.{ts,mjs}',
      ],
      project: ['src/**/*.ts', 'test/**/*.ts', 'scripts/**/*.{ts,mjs}', '*.ts'],
      vitest: { config: ['vitest.config.ts', 'vitest.production.config.ts'] },
    },
    'apps/web': {
      // The server-side render of the build (vite build --ssr src/prerender.tsx),
      // and the pages: the route tables read each page's default export and `loader` through
      // `lazy` (src/app/route-kit.tsx, decision 1330), which knip cannot follow.
      entry: ['src/prerender.tsx', 'src/routes/*/*-page.tsx'],
      project: ['src/**/*.{ts,tsx,css}', 'scripts/**/*.mjs', '*.ts'],
    },
    e2e: {
      project: ['**/*.ts'],
      // The system's PostgreSQL client (the two-instance room journey makes its own database) and
      // poppler's pdftotext (the attendance declaration journey reads its PDF back, decision 1375).
      ignoreBinaries: ['psql', 'pdftotext'],
    },
  },
};

export default config;
