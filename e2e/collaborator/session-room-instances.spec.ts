import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AS, expect, test } from '../support/fixtures';
import { apiToken, DEMO } from '../support/auth';
import { bookSoon } from '../support/booking';
import { roomPsychologist } from '../support/room-psychologist';
import { acceptCareContract, expectRemotePlaying, FAKE_MEDIA } from '../support/room';

// docs/domain.md §16, decision 1452: the two people of a room on two instances of one PostgreSQL
// database see each other, and a restart of one instance does not end the call. Two servers of
// their own (not the journeys' shared one) on a database made for this journey.
test.use(FAKE_MEDIA);
test.setTimeout(300_000);

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SERVER_URL = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** One instance of the API and web app on the shared database; resolves once it is ready. */
async function startInstance(port: number, databaseUrl: string, dataDir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  for (let i = 0; i < 240; i++) {
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`instance on ${port} did not start`);
}

function stopInstance(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

test('ana on instance A and her psychologist on instance B meet; B restarts and the call goes on', async ({
  signedInAs,
}) => {
  test.skip(
    !SERVER_URL,
    'Needs a PostgreSQL server (TEST_DATABASE_URL): two instances share one database. npm test passes it.',
  );
  const name = `acolher_e2e_rooms_${Date.now().toString(36)}`;
  execFileSync('psql', [SERVER_URL!, '-qc', `CREATE DATABASE ${name}`]);
  const databaseUrl = withDatabase(SERVER_URL!, name);
  const dataDir = path.join(ROOT, '.tmp', name);
  const [portA, portB] = [await freePort(), await freePort()];
  const A = `http://127.0.0.1:${portA}`;
  const B = `http://127.0.0.1:${portB}`;
  let instanceB: ChildProcess | undefined;
  const instanceA = await startInstance(portA, databaseUrl, dataDir);
  try {
    instanceB = await startInstance(portB, databaseUrl, dataDir);
    // Setup through A: a psychologist of its own opens an hour starting in 3 minutes, ana books it.
    const ana = await apiToken(A, 'collaborator', DEMO.ana);
    const helena = await roomPsychologist(A, 'Helena Duas Instâncias');
    const { uuid } = await bookSoon(A, ana, helena, 3);
    await acceptCareContract(A, ana.token, helena.uuid);

    const { page: anaPage } = await signedInAs(AS.ana, { context: { baseURL: A } });
    await anaPage.goto(`/collaborator/app/appointment/${uuid}/session`);
    await anaPage.getByRole('button', { name: 'Entrar na sala' }).click();
    await expect(anaPage.getByText('Sua psicóloga entrará em instantes')).toBeVisible();

    const { page: helenaPage } = await signedInAs(
      { role: 'psychologist', email: helena.email },
      { context: { baseURL: B } },
    );
    await helenaPage.goto(`/psychologist/app/appointments/${uuid}/session`);
    await helenaPage.getByRole('button', { name: 'Entrar na sala' }).click();
    await expectRemotePlaying(anaPage);
    await expectRemotePlaying(helenaPage);

    // B restarts (a deploy): the psychologist's signalling drops and comes back by itself.
    await stopInstance(instanceB);
    instanceB = await startInstance(portB, databaseUrl, dataDir);
    await expectRemotePlaying(anaPage, 15_000);
    await expectRemotePlaying(helenaPage, 15_000);
    await expect(helenaPage.getByText('Reconectando...')).toBeHidden({ timeout: 15_000 });
    // Signalling crosses the instances again: muting on B's side is seen on A's.
    await helenaPage.getByRole('button', { name: 'Desligar microfone' }).click();
    await expect(anaPage.getByText('Microfone desligado')).toBeVisible({ timeout: 15_000 });
  } finally {
    if (instanceB) await stopInstance(instanceB);
    await stopInstance(instanceA);
    execFileSync('psql', [SERVER_URL!, '-qc', `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
