import { defineConfig } from '@playwright/test';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Journeys that read or change the demo accounts' own state run one at a time, each lane in file
 * order (decision 1438): ana's credits, history and radar, bruno's first access, helena's agenda
 * (ana and bruno book her free hours) in one lane; the demo company's HR in another. Every other
 * journey makes its own people through the API and runs beside them.
 */
const DEMO_PEOPLE = [
  'account/data-export.spec.ts',
  'account/deletion-requests.spec.ts',
  'account/sign-out.spec.ts',
  'administrator/administrator-cancel.spec.ts',
  'administrator/messages.spec.ts',
  'collaborator/attendance-declaration.spec.ts',
  'collaborator/booking.spec.ts',
  'collaborator/credits.spec.ts',
  'collaborator/dispute.spec.ts',
  'collaborator/first-access.spec.ts',
  'collaborator/measures.spec.ts',
  'collaborator/no-dead-ends.spec.ts',
  'collaborator/psi-priscila-risk.spec.ts',
  'collaborator/psychologist-filters.spec.ts',
  'collaborator/psychologist-matches.spec.ts',
  'collaborator/radar.spec.ts',
  'collaborator/reschedule.spec.ts',
  'collaborator/waitlist.spec.ts',
  'collaborator/weekly-series.spec.ts',
  'foundation/a11y-pages.spec.ts',
  'foundation/keyboard.spec.ts',
  'psychologist/absences-statements.spec.ts',
  'psychologist/journey.spec.ts',
  'psychologist/series-absence.spec.ts',
  'psychologist/session-notes.spec.ts',
];
const DEMO_COMPANY = [
  'company/action-plan.spec.ts',
  'company/company-area.spec.ts',
  'company/import-collaborators.spec.ts',
  'company/import-pt-br.spec.ts',
  'company/usage.spec.ts',
];
/**
 * Journeys that hold a call, two fake video streams each: one at a time. Two calls at once kept a
 * 2-core machine so busy that a third page of the room journey did not hydrate within its 10 s.
 */
const ROOM = [
  'collaborator/session-contract.spec.ts',
  'collaborator/session-room-instances.spec.ts',
  'collaborator/session-room.spec.ts',
];

/**
 * Two workers against one server started on a fresh data directory with the demo seed (decision
 * 1438): the demo lanes and the room's take one worker each at most; a retry runs at the end, alone.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  retryStrategy: 'isolated',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../.tmp/e2e-results',
  projects: [
    { name: 'demo-people', testMatch: DEMO_PEOPLE, workers: 1 },
    { name: 'demo-company', testMatch: DEMO_COMPANY, workers: 1 },
    { name: 'room', testMatch: ROOM, workers: 1 },
    { name: 'own-people', testIgnore: [...DEMO_PEOPLE, ...DEMO_COMPANY, ...ROOM] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(E2E_PORT) },
  },
});
