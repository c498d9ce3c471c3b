import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { queryRows } from '../../db/client.ts';

export interface Metrics {
  registry: Registry;
  requests: Histogram<'method' | 'route' | 'status_code'>;
  bookings: Counter<'status_code'>;
  payments: Counter<'step' | 'status_code'>;
}

/**
 * One registry per app (tests build many apps in one process). Counters count this instance;
 * the database gauges (outbox, job lag) read the shared database when Prometheus scrapes.
 */
export function createMetrics(deps: AppDeps): Metrics {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duração das requisições HTTP, por rota e status',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers,
  });
  const bookings = new Counter({
    name: 'acolher_bookings_total',
    help: 'Agendamentos pedidos por colaboradores, por status da resposta',
    labelNames: ['status_code'] as const,
    registers,
  });
  const payments = new Counter({
    name: 'acolher_payments_total',
    help: 'Etapas de pagamento (checkout aberto, pagamento no sandbox, aviso do Stripe), por status',
    labelNames: ['step', 'status_code'] as const,
    registers,
  });
  new Gauge({
    name: 'acolher_db_pool_connections',
    help: 'Conexões do pool do PostgreSQL da aplicação: em uso, ociosas e pedidos esperando',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const pool = deps.database.pool;
      this.set({ state: 'in_use' }, pool ? pool.totalCount - pool.idleCount : 0);
      this.set({ state: 'idle' }, pool?.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool?.waitingCount ?? 0);
    },
  });
  new Gauge({
    name: 'acolher_outbox_messages',
    help: 'Mensagens na fila de saída: pendentes e com falha',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      const rows = await queryRows<{ status: string; n: number }>(
        deps.database.db,
        sql`SELECT status, count(*)::int AS n FROM outbox WHERE status IN ('pending', 'failed') GROUP BY status`,
      );
      this.set({ status: 'pending' }, 0);
      this.set({ status: 'failed' }, 0);
      for (const row of rows) this.set({ status: row.status }, Number(row.n));
    },
  });
  new Gauge({
    name: 'acolher_job_queue_lag_seconds',
    help: 'Há quanto tempo o trabalho mais antigo já devido espera na fila (pg-boss)',
    registers,
    async collect() {
      this.set(await jobQueueLag(deps));
    },
  });
  return { registry, requests, bookings, payments };
}

async function jobQueueLag(deps: AppDeps): Promise<number> {
  try {
    const [row] = await queryRows<{ lag: number | null }>(
      deps.database.db,
      sql`SELECT EXTRACT(EPOCH FROM (now() - min(start_after)))::float8 AS lag
          FROM pgboss.job WHERE state = 'created' AND start_after <= now()`,
    );
    return Math.max(0, Number(row?.lag ?? 0));
  } catch {
    return 0; // jobs off: pg-boss's schema does not exist
  }
}
