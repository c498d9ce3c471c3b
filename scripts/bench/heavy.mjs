// `npm run bench -- heavy`: the operations people wait for, timed once each over
// HTTP against the compiled API on the bench dataset (docs/performance.md): the NR-1 report and the
// risk report of a 50,000-person company (< 2 s), a clinical-record PDF of 100 sessions (< 2 s), a
// month's payouts CSV (< 5 s). The CSV import of 10,000 rows is `npm run bench:import`; backup and
// restore are `npm run backup` / `npm run restore` (their times are printed here when asked).
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/run.mjs';
import { TZ, log, require } from './config.mjs';
import { createDatabase } from './db.mjs';
import { passOrFail } from './report.mjs';

const { Client } = require('pg');

/** COPSOQ II-Br items and their options, read from the contracts (TypeScript) through tsx. */
function copsoqItems() {
  const out = execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import('@acolher/contracts/copsoq-ii-br').then((m) => console.log(JSON.stringify(
         m.COPSOQ_ITEMS.map((i) => ({ id: i.id, values: i.options.map((o) => o.value) })))))`,
    ],
    { cwd: `${ROOT}/apps/api`, encoding: 'utf8' },
  );
  return JSON.parse(out);
}

/** Twenty different answer sheets: each item gets an option that varies from sheet to sheet. */
function answerSheets() {
  const items = copsoqItems();
  return Array.from({ length: 20 }, (_, k) =>
    JSON.stringify(
      Object.fromEntries(items.map((it, j) => [it.id, it.values[(k + j) % it.values.length]])),
    ),
  );
}

/**
 * Makes the heavy cases in the bench database: every bench collaborator and sector moves to the
 * first bench company (50,000 people with 500,000 appointments), which gets a closed risk survey
 * answered by all of them; the bench psychologist number 2 (whose past sessions are all confirmed) gets 100 past sessions with one
 * collaborator, each with a note.
 */
async function prepare(url) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql, params) => {
      const started = performance.now();
      const { rows } = await c.query(sql, params);
      const what = sql.trim().split('\n')[0].slice(0, 60);
      log(`  ${what}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return rows;
    };
    const [company] = await q(
      `select uuid from companies where email like 'bench-rh%' order by email limit 1`,
    );
    await q(
      `update sectors set company_uuid = $1 where company_uuid in
         (select uuid from companies where email like 'bench-rh%')`,
      [company.uuid],
    );
    await q(`update collaborators set company_uuid = $1 where email like 'bench-c%'`, [
      company.uuid,
    ]);
    const [survey] = await q(
      `insert into risk_surveys (company_uuid, title, opens_on, closes_on, opens_at, closed_at)
       values ($1, 'Pesquisa de riscos psicossociais (bench)', (now() - interval '30 days')::date,
               (now() - interval '2 days')::date, now() - interval '30 days', now() - interval '1 day')
       returning uuid`,
      [company.uuid],
    );
    await q(
      `insert into risk_survey_answers (survey_uuid, sector_uuid, answered_on, values)
       select $1, c.sector_uuid, (now() - interval '10 days')::date,
              ($2::jsonb[])[1 + (row_number() over (order by c.uuid))::int % 20]
       from collaborators c where c.email like 'bench-c%'`,
      [survey.uuid, answerSheets()],
    );
    await q(
      `insert into risk_survey_participants (survey_uuid, collaborator_uuid)
       select $1, uuid from collaborators where email like 'bench-c%'`,
      [survey.uuid],
    );
    const [psy] = await q(`select uuid from psychologists where email = 'bench-p2@gmail.com'`);
    const [patient] = await q(
      `select uuid from collaborators where email = 'bench-c49999@bench.dev'`,
    );
    const moved = await q(
      `with picked as (
         select a.uuid from appointments a
         where a.psychologist_uuid = $1 and a.status = 'confirmed' and a.starts_at < now() - interval '2 days'
           and not exists (select 1 from appointments b where b.collaborator_uuid = $2 and b.starts_at = a.starts_at)
         order by a.starts_at desc limit 100)
       update appointments set collaborator_uuid = $2 where uuid in (select uuid from picked) returning uuid`,
      [psy.uuid, patient.uuid],
    );
    await q(
      `insert into session_notes (appointment_uuid, psychologist_uuid, note)
       select u, $2, repeat('Paciente relata melhora do sono e menos ansiedade no trabalho; ' ||
                            'combinamos retomar os exercícios de respiração e registrar os gatilhos. ', 6)
       from unnest($1::uuid[]) u`,
      [moved.map((r) => r.uuid), psy.uuid],
    );
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: TZ })
      .format(new Date(Date.now() - 31 * 86_400_000))
      .slice(0, 7);
    return {
      company: company.uuid,
      survey: survey.uuid,
      psy: psy.uuid,
      patient: patient.uuid,
      sessions: moved.length,
      month,
    };
  } finally {
    await c.end();
  }
}

/** Times one GET; returns seconds, status and size. */
async function timed(url, headers) {
  const started = performance.now();
  const res = await fetch(url, { headers });
  const body = Buffer.from(await res.arrayBuffer());
  return {
    seconds: (performance.now() - started) / 1000,
    status: res.status,
    bytes: body.length,
    body,
  };
}

/**
 * `npm run backup` and `npm run restore` of the bench database (the compiled entries they run),
 * the restore into a new empty database: their times, for the record.
 */
async function backupRestore(dbUrl, env) {
  const file = path.join(ROOT, '.tmp', 'bench-backup.tar.gz');
  fs.rmSync(file, { force: true });
  const run = (entry, url) => {
    const started = performance.now();
    const r = spawnSync(process.execPath, [path.join(ROOT, `apps/api/dist/${entry}.js`), file], {
      cwd: ROOT,
      encoding: 'utf8',
      env: { ...process.env, ...env, DATABASE_URL: url, NODE_ENV: 'production' },
    });
    const seconds = (performance.now() - started) / 1000;
    if (r.status !== 0) log(`${entry} failed: ${r.stderr || r.stdout}`);
    return { seconds, ok: r.status === 0 };
  };
  const backup = run('backup', dbUrl);
  const mb = fs.existsSync(file) ? fs.statSync(file).size / 2 ** 20 : 0;
  const target = await createDatabase();
  try {
    const restore = backup.ok ? run('restore', target.url) : { seconds: 0, ok: false };
    return [
      { name: `backup (${mb.toFixed(0)} MB archive)`, ...backup },
      { name: 'restore into an empty database', ...restore },
    ];
  } finally {
    await target.drop().catch(() => {});
    fs.rmSync(file, { force: true });
  }
}

/**
 * `signIn(role, uuid)` gives the headers of a signed-in account. Prints each operation's time and
 * verdict; a missed target makes the bench exit with 1.
 */
export async function heavy(dbUrl, origin, signIn, env) {
  log('heavy: preparing the 50,000-person company, its risk survey and 100 sessions with notes');
  const h = await prepare(dbUrl);
  const company = await signIn('company', h.company);
  const psychologist = await signIn('psychologist', h.psy);
  const admin = await signIn('administrator');
  const ops = [
    ['NR-1 report, company of 50,000', `${origin}/api/company-insights/nr1-report`, company, 2],
    [
      'risk report PDF, 50,000 answers',
      `${origin}/api/companies/${h.company}/risk-surveys/${h.survey}/report.pdf`,
      company,
      2,
    ],
    [
      `clinical-record PDF, ${h.sessions} sessions`,
      `${origin}/api/clinical-records/${h.patient}/pdf`,
      psychologist,
      2,
    ],
    [`payouts CSV, ${h.month}`, `${origin}/api/statements/${h.month}?format=csv`, admin, 5],
  ];
  const rows = [];
  for (const [name, url, headers, target] of ops) {
    await timed(url, headers); // the first call warms the code path (and the PDF worker)
    const r = await timed(url, headers);
    const lines = name.startsWith('payouts')
      ? r.body.toString('utf8').trim().split('\n').length - 1
      : undefined;
    const ok = r.status === 200 && r.seconds < target;
    rows.push({
      name: lines ? `${name} (${lines} psychologists)` : name,
      ...r,
      target,
      verdict: passOrFail(ok),
    });
  }
  // `npm run bench:import` on PGlite alone (its own in-process database).
  const imp = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/scripts/bench-import.ts'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, TEST_DATABASE_URL: '' },
  });
  // The 10,000-row import (the file also measures 100 rows and a preview first).
  const line = /pglite\s+10000 rows, import\s+\d+\s+(\d+) accepted\s+(\d+) ms/.exec(
    imp.stdout ?? '',
  );
  if (!line) log(`bench:import: ${imp.stdout}${imp.stderr}`);
  rows.push({
    name: `CSV import, ${line?.[1] ?? '?'} rows, PGlite (bench:import)`,
    seconds: line ? Number(line[2]) / 1000 : NaN,
    status: imp.status === 0 ? 'ok' : `exit ${imp.status}`,
    bytes: 0,
    target: 10,
    verdict: passOrFail(imp.status === 0 && line && Number(line[2]) < 10_000),
  });
  for (const r of await backupRestore(dbUrl, env))
    rows.push({
      ...r,
      status: r.ok ? 'ok' : 'failed',
      bytes: 0,
      verdict: r.ok ? '' : passOrFail(false),
    });
  console.log(
    '\nheavy operation'.padEnd(52),
    'seconds'.padStart(8),
    'status'.padStart(7),
    'KB'.padStart(7),
    ' target',
  );
  for (const r of rows)
    console.log(
      r.name.padEnd(51),
      r.seconds.toFixed(2).padStart(8),
      String(r.status).padStart(7),
      (r.bytes ? (r.bytes / 1024).toFixed(0) : '').padStart(7),
      r.target ? ` < ${r.target} s ${r.verdict}` : ` time reported ${r.verdict}`,
    );
  return rows;
}
