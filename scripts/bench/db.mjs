// The bench's PostgreSQL database: created next to TEST_DATABASE_URL, seeded with set-based SQL.
import { TZ, log, require } from './config.mjs';

const { Client } = require('pg');

function adminUrl() {
  if (!process.env.TEST_DATABASE_URL) return 'postgres://root@127.0.0.1:5432/postgres';
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = '/postgres';
  return url.toString();
}

async function withClient(url, fn) {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export async function createDatabase() {
  const name = `acolher_bench_${Date.now().toString(36)}`;
  await withClient(adminUrl(), (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl());
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl(), (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

/** Set-based seed: every row from generate_series / INSERT … SELECT, constraints kept on. */
const SEED = [
  [
    'companies (200)',
    `
    insert into companies (name, document, legal_name, email)
    select 'Empresa Bench ' || i, lpad((10000000000000 + i)::text, 14, '0'), 'Empresa Bench ' || i || ' Ltda.',
           'bench-rh' || i || '@bench.dev'
    from generate_series(0, 199) i`,
  ],
  [
    'sectors (1,000)',
    `
    insert into sectors (name, company_uuid)
    select 'Setor ' || s, c.uuid from companies c, generate_series(1, 5) s where c.email like 'bench-rh%'`,
  ],
  [
    'temp numbering',
    `
    create temp table bench_sec as
      select uuid, company_uuid, (row_number() over (order by company_uuid, uuid) - 1)::int as n
      from sectors where company_uuid in (select uuid from companies where email like 'bench-rh%');
    create index on bench_sec (n)`,
  ],
  [
    'collaborators (50,000)',
    `
    insert into collaborators (name, document, email, phone, birthdate, gender, credits, sector_uuid, company_uuid,
                               has_accepted_terms, terms_accepted_at, terms_version, has_sent_form, last_sent_form_at)
    select 'Colaborador Bench ' || i, lpad((20000000000 + i)::text, 11, '0'), 'bench-c' || i || '@bench.dev',
           '11999990000', date '1990-01-01' + (i % 9000), case when i % 2 = 0 then 'female' else 'male' end, 5,
           s.uuid, s.company_uuid, true, now(), '1', true, now()
    from generate_series(0, 49999) i join bench_sec s on s.n = i % 1000`,
  ],
  [
    'credit ledger (50,000)',
    `
    insert into credit_ledger (collaborator_uuid, delta, reason, note)
    select uuid, 5, 'seed', 'bench' from collaborators where email like 'bench-c%'`,
  ],
  [
    'psychologists (1,000)',
    `
    insert into psychologists (name, document, crp, email, phone, compliance_status, education,
                               career_history, host_message, has_signed_terms, terms_signed_at, terms_version)
    select 'Psicóloga Bench ' || i, lpad((30000000000 + i)::text, 11, '0'),
           lpad((6000000 + i)::text, 8, '0'), 'bench-p' || i || '@gmail.com', '11988887777', 'approved',
           'Psicologia (USP), especialização em TCC.', 'Dez anos de clínica.', 'Olá! Vamos conversar.', true, now(), '1'
    from generate_series(0, 999) i`,
  ],
  [
    'temp numbering',
    `
    create temp table bench_psy as
      select uuid, (substring(email from 'bench-p([0-9]+)@'))::int as n from psychologists where email like 'bench-p%';
    create unique index on bench_psy (n);
    create temp table bench_col as
      select uuid, (substring(email from 'bench-c([0-9]+)@'))::int as n from collaborators where email like 'bench-c%';
    create unique index on bench_col (n)`,
  ],
  [
    'opening hours (Mon–Fri 08–18 for all; Sat–Sun for the booking pool)',
    `
    insert into opening_hours (psychologist_uuid, day_of_week, start_time, end_time)
    select p.uuid, d, make_time(h, 0, 0), make_time(h, 50, 0)
    from bench_psy p, generate_series(1, 5) d, generate_series(8, 17) h;
    insert into opening_hours (psychologist_uuid, day_of_week, start_time, end_time)
    select p.uuid, d, make_time(h, 0, 0), make_time(h, 50, 0)
    from bench_psy p, generate_series(0, 6, 6) d, generate_series(8, 17) h where p.n >= 900;
    create temp table bench_hour as
      select oh.uuid, p.n as p, ((oh.day_of_week - 1) * 10 + extract(hour from oh.start_time)::int - 8) as h
      from opening_hours oh join bench_psy p on p.uuid = oh.psychologist_uuid where oh.day_of_week between 1 and 5;
    create unique index on bench_hour (p, h)`,
  ],
  [
    'appointments (500,000 over two years)',
    `
    -- The seed is a bulk load into an empty waitlist: the hold trigger (migration 0030) would take
    -- one advisory lock per row, 500,000 in one transaction, past max_locks_per_transaction.
    alter table appointments disable trigger appointments_waitlist_hold;
    with base as (
      select (date_trunc('week', (now() at time zone '${TZ}')::date - 91 * 7))::date as monday0
    ), slots as (
      select x, x / 900 as k, x % 900 as p, ((x / 900) * 9 + (x % 900) % 9) as s
      from generate_series(0, 499999) x
    ), placed as (
      select x, p, s % 50 as h, s / 50 as w from slots
    ), dated as (
      select pl.x, pl.p, pl.h, b.monday0 + pl.w * 7 + (pl.h / 10) as d, make_time(8 + pl.h % 10, 0, 0) as t
      from placed pl, base b
    )
    insert into appointments (collaborator_uuid, psychologist_uuid, opening_hour_uuid, date, starts_at, ends_at,
                              status, cancelled_at)
    select c.uuid, ps.uuid, bh.uuid, dd.d, (dd.d + dd.t) at time zone '${TZ}',
           (dd.d + dd.t) at time zone '${TZ}' + interval '50 minutes',
           case when (dd.d + dd.t) at time zone '${TZ}' < now()
                then case when dd.x % 20 = 0 then 'cancelled_by_psychologist'
                          when dd.x % 10 = 1 then 'cancelled_by_collaborator_in_advance' else 'confirmed' end
                else case when dd.x % 10 = 1 then 'cancelled_by_collaborator_in_advance' else 'pending' end end,
           case when dd.x % 10 = 1 or dd.x % 20 = 0 then now() end
    from dated dd
    join bench_col c on c.n = dd.x % 50000
    join bench_psy ps on ps.n = dd.p
    join bench_hour bh on bh.p = dd.p and bh.h = dd.h;
    alter table appointments enable trigger appointments_waitlist_hold`,
  ],
  ['analyze', `analyze`],
];

export async function seed(url) {
  await withClient(url, async (c) => {
    for (const [label, sql] of SEED) {
      const started = Date.now();
      await c.query(sql);
      log(`seed ${label}: ${((Date.now() - started) / 1000).toFixed(1)}s`);
    }
  });
}

export async function fixtures(url) {
  return withClient(url, async (c) => {
    const q = async (sql) => (await c.query(sql)).rows;
    const admin = (await q(`select uuid from administrators where deleted_at is null limit 1`))[0];
    const companies = await q(
      `select uuid from companies where email like 'bench-rh%' order by email`,
    );
    const psychologists = await q(
      `select uuid, (substring(email from 'bench-p([0-9]+)@'))::int as n from psychologists where email like 'bench-p%' order by 2`,
    );
    const collaborators = await q(
      `select uuid from collaborators where email like 'bench-c%' order by (substring(email from 'bench-c([0-9]+)@'))::int`,
    );
    const weekendHours = await q(`
      select oh.uuid, oh.psychologist_uuid, oh.day_of_week from opening_hours oh
      join psychologists p on p.uuid = oh.psychologist_uuid
      where oh.day_of_week in (0, 6) and p.email like 'bench-p%' order by oh.psychologist_uuid, oh.day_of_week, oh.start_time`);
    const counts = (
      await q(`select (select count(*) from collaborators)::int as collaborators,
      (select count(*) from companies)::int as companies, (select count(*) from psychologists)::int as psychologists,
      (select count(*) from opening_hours)::int as hours, (select count(*) from appointments)::int as appointments`)
    )[0];
    return { admin, companies, psychologists, collaborators, weekendHours, counts };
  });
}

/** Signed-in people: one open session each (auth_sessions), whose id the bench's tokens carry. */
export async function openSessions(url, role, uuids) {
  if (uuids.length === 0) return new Map();
  return withClient(url, async (c) => {
    const { rows } = await c.query(
      `insert into auth_sessions (role, account_uuid)
       select $1, u from unnest($2::uuid[]) as u returning id, account_uuid`,
      [role, uuids],
    );
    return new Map(rows.map((r) => [r.account_uuid, r.id]));
  });
}

/**
 * A reused database (BENCH_REUSE_DB) after earlier runs: the bench's collaborators who spent credits
 * on its bookings are brought back to 5, with a ledger row each (credits equal the ledger's sum), so
 * a run's bookings are not refused for want of credit.
 */
export async function refillCredits(url, uuids) {
  if (uuids.length === 0) return 0;
  return withClient(url, async (c) => {
    await c.query('begin');
    await c.query(
      `insert into credit_ledger (collaborator_uuid, delta, reason, note)
       select uuid, 5 - credits, 'seed', 'bench refill' from collaborators
       where uuid = any($1::uuid[]) and credits < 5`,
      [uuids],
    );
    const { rowCount } = await c.query(
      `update collaborators set credits = 5 where uuid = any($1::uuid[]) and credits < 5`,
      [uuids],
    );
    await c.query('commit');
    return rowCount;
  });
}
