import { openDatabase } from '/work/main/apps/api/src/db/client.ts';
import { listAppointmentsPage } from '/work/main/apps/api/src/modules/appointments/appointment-view.ts';
import { serializeWithLocalDates } from '/work/main/apps/api/src/lib/local-dates.ts';
import { appointments } from '/work/main/apps/api/src/db/schema.ts';
import { eq } from 'drizzle-orm';
const database = openDatabase({ url: process.env.URL! });
const db = database.db;
const pg = await import("pg"); const pool = new pg.default.Pool({ connectionString: process.env.URL });
const { rows } = await pool.query("select uuid from psychologists where email like 'bench-p%' limit 50");
const ser = serializeWithLocalDates('America/Sao_Paulo');
async function run(n: number, phase: string) {
  const c0 = process.cpuUsage(); const t0 = performance.now(); let bytes = 0; let q = 0, s = 0;
  for (let i = 0; i < n; i++) {
    const a = performance.now();
    const { list } = await listAppointmentsPage(db as any, eq(appointments.psychologistUuid, rows[i % rows.length].uuid), {});
    const b = performance.now();
    bytes += ser(list).length;
    s += performance.now() - b; q += b - a;
  }
  const c = process.cpuUsage(c0);
  console.log(phase, 'wall ms/req', ((performance.now() - t0) / n).toFixed(2), 'cpu user ms/req', (c.user / 1000 / n).toFixed(2), 'sys', (c.system / 1000 / n).toFixed(2), 'query wall', (q / n).toFixed(2), 'serialize', (s / n).toFixed(2), 'bytes', bytes / n);
}
await run(100, 'warm');
await run(300, 'measure');
process.exit(0);
