import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { JobRunner } from '../jobs/jobs.ts';
import type { Lifecycle } from './lifecycle.ts';
import { runExitHooks } from '../lib/exit-hooks.ts';

/** In-flight requests get this long once the instance stops listening (domain.md §15). */
const IN_FLIGHT_LIMIT_MS = 10_000;

interface Running {
  app: FastifyInstance;
  jobs?: JobRunner;
  database: Database;
  lifecycle: Lifecycle;
  env: Pick<Env, 'SHUTDOWN_DELAY_SECONDS'>;
  log: Logger;
  release: () => void;
}

/**
 * SIGTERM/SIGINT (§15, decision 1146): ready answers 503 at once; the instance keeps serving for
 * SHUTDOWN_DELAY_SECONDS so the proxy stops sending it work; then it stops listening, lets the
 * requests in flight end (at most 10 s), stops the jobs, closes the pools and exits 0.
 */
export function installShutdown(running: Running) {
  const { app, jobs, database, lifecycle, env, log, release } = running;
  const stop = async (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    log.info({ signal }, 'encerrando: /api/health/ready responde 503');
    await new Promise((resolve) => setTimeout(resolve, env.SHUTDOWN_DELAY_SECONDS * 1000));
    const force = setTimeout(() => {
      log.warn('requisições ainda abertas após 10 s: conexões encerradas');
      app.server.closeAllConnections();
    }, IN_FLIGHT_LIMIT_MS);
    let code = 0;
    try {
      await app.close();
      await jobs?.stop();
      await database.close();
      await runExitHooks();
      log.info('encerrado');
    } catch (error) {
      log.error({ err: error }, 'falha ao encerrar');
      code = 1;
    } finally {
      clearTimeout(force);
      release();
      log.flush?.();
      process.exit(code);
    }
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
