// `npm run bench -- heavy`: the operations people wait for, timed once each over
// HTTP against the compiled API on the bench dataset (docs/performance.md): the NR-1 report and the
// risk report of a 50,000-person company (< 2 s), a clinical-record PDF of 100 sessions (< 2 s), a
// month's payouts CSV (< 5 s). The CSV import of 10,000 rows is `npm run bench:import`; backup and
// restore are `npm run backup` / `npm run restore` (their times are printed here when asked).
import { execFileSync } from 'node:child_process';
import { ROOT } from '../lib/run.mjs';
import { TZ, log, require } from './config.mjs';
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
 * answered by all of them; the first bench psychologist gets 100 past sessions with one
 * collaborator, each with a note.
 */
async function prepare(url) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql, params) => (await c.query(sql, params)).rows;
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
    const [psy] = await q(`select uuid from psychologists where email = 'bench-p0@gmail.com'`);
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
 * `signIn(role, uuid)` gives the headers of a signed-in account. Prints each operation's time and
 * verdict; a missed target makes the bench exit with 1.
 */
export async function heavy(dbUrl, origin, signIn) {
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
      (r.bytes / 1024).toFixed(0).padStart(7),
      ` < ${r.target} s ${r.verdict}`,
    );
  return rows;
}
