// The mixed target on the embedded database (PGlite, plain `npm start`): the demo data plus 500
// collaborators, all signed in (docs/performance.md).
import { pathToFileURL } from 'node:url';
import { log, require } from './config.mjs';

/** Opens the server's data directory while the server is stopped (PGlite locks it). */
async function openPglite(dataDir) {
  const { PGlite } = await import(pathToFileURL(require.resolve('@electric-sql/pglite')).href);
  const { btree_gist } = await import(
    pathToFileURL(require.resolve('@electric-sql/pglite/contrib/btree_gist')).href
  );
  return new PGlite({ dataDir, extensions: { btree_gist } });
}

/** Approved psychologists the bench adds to the demo's one. */
const PSYCHOLOGISTS = 6;

/**
 * Adds 500 collaborators (5 credits each, with their ledger rows) to the demo company's sectors and
 * six approved psychologists with hours every day, and opens a session for each collaborator and
 * every approved psychologist. Returns the fixtures the mixed requests need.
 */
export async function seedPglite(dataDir) {
  const db = await openPglite(dataDir);
  try {
    const q = async (sql, params) => (await db.query(sql, params)).rows;
    await q(`
      insert into collaborators (name, document, email, phone, birthdate, gender, credits, sector_uuid,
        company_uuid, has_accepted_terms, terms_accepted_at, terms_version, has_sent_form, last_sent_form_at)
      select 'Colaborador Bench ' || i, lpad((40000000000 + i)::text, 11, '0'), 'bench-c' || i || '@bench.dev',
             '11999990000', date '1990-01-01' + i, 'female', 5, s.uuid, s.company_uuid, true, now(), '1',
             true, now()
      from generate_series(0, 499) i
      join lateral (select uuid, company_uuid from sectors where deleted_at is null
                    order by uuid offset (i % (select count(*) from sectors where deleted_at is null)) limit 1) s on true`);
    await q(`insert into credit_ledger (collaborator_uuid, delta, reason, note)
             select uuid, 5, 'seed', 'bench' from collaborators where email like 'bench-c%'`);
    // A handful of approved psychologists besides the demo's one, each with hours every day
    // 08:00–17:50: the bookings and the psychologists' reads spread over several people, as in a
    // small company's real use (the demo seed itself is unchanged).
    await q(`
      insert into psychologists (name, document, crp, email, phone, compliance_status, education,
                                 career_history, host_message, has_signed_terms, terms_signed_at, terms_version)
      select 'Psicóloga Bench ' || i, lpad((30000000000 + i)::text, 11, '0'), lpad((6000000 + i)::text, 8, '0'),
             'bench-p' || i || '@bench.dev', '11988887777', 'approved', 'Psicologia (USP), especialização em TCC.',
             'Dez anos de clínica.', 'Olá! Vamos conversar.', true, now(), '1'
      from generate_series(1, ${PSYCHOLOGISTS}) i`);
    await q(`
      insert into opening_hours (psychologist_uuid, day_of_week, start_time, end_time)
      select p.uuid, d, make_time(h, 0, 0), make_time(h, 50, 0)
      from psychologists p, generate_series(0, 6) d, generate_series(8, 17) h
      where p.email like 'bench-p%'`);
    const sessions = async (role, table, where) =>
      q(`insert into auth_sessions (role, account_uuid)
         select '${role}', uuid from ${table} where ${where} returning id as sid, account_uuid as uuid`);
    const colls = await sessions('collaborator', 'collaborators', `email like 'bench-c%'`);
    const psys = await sessions(
      'psychologist',
      'psychologists',
      `compliance_status = 'approved' and deleted_at is null`,
    );
    const hours = await q(`
      select oh.uuid, oh.psychologist_uuid, oh.day_of_week from opening_hours oh
      join psychologists p on p.uuid = oh.psychologist_uuid
      where p.compliance_status = 'approved' and p.deleted_at is null
      order by oh.psychologist_uuid, oh.day_of_week, oh.start_time`);
    const counts = (
      await q(`select (select count(*) from collaborators)::int as collaborators,
        (select count(*) from psychologists)::int as psychologists,
        (select count(*) from appointments)::int as appointments`)
    )[0];
    log('pglite dataset', counts);
    return { colls, psys, hours, counts };
  } finally {
    await db.close();
  }
}
