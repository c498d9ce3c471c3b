// The performance targets (docs/performance.md): each hot read on its own (one URL pattern, many people), and booking.
import { API_PORT, HELLO_PORT, TZ } from './config.mjs';
import { rotate } from './load.mjs';
import { checks } from './report.mjs';

/**
 * `people` holds the signed-in accounts: `colls` (2,000 collaborators), `psyAuth` (psychologists)
 * and `adminAuth`, each with the header of a token that carries its session.
 */
export function hotTargets(f, people) {
  const base = `http://127.0.0.1:${API_PORT}/api`;
  const { colls, psyAuth, adminAuth } = people;
  const busyPsys = f.psychologists.filter((p) => p.n < 900);
  const nextColl = rotate(colls);
  const nextPsy = rotate(busyPsys);
  const nextPsyAuth = rotate(psyAuth);
  const nextCompany = rotate(f.companies);
  const names = rotate(['bench 12', 'bench 3', 'psicologa bench 45', 'Bench 7', 'bench 99']);

  const targets = [
    {
      name: 'hello-world (bare Fastify)',
      kind: 'baseline',
      url: `http://127.0.0.1:${HELLO_PORT}/`,
    },
    {
      name: 'psychologist search ?name=',
      kind: 'read',
      url: base,
      next: () => ({
        path: `/api/psychologists/collaborators?name=${encodeURIComponent(names())}`,
        headers: nextColl().auth,
      }),
    },
    {
      name: "a psychologist's opening hours",
      kind: 'read',
      url: base,
      next: () => ({
        path: `/api/opening-hours/psychologist/${nextPsy().uuid}`,
        headers: nextColl().auth,
      }),
    },
    {
      name: "a psychologist's 'confirmed' list",
      kind: 'read',
      url: base,
      next: () => ({
        path: `/api/appointments/psychologists/confirmed/${nextPsy().uuid}`,
        headers: nextColl().auth,
      }),
    },
    {
      name: 'psychologist dashboard',
      kind: 'read',
      url: base,
      next: () => {
        const p = nextPsyAuth();
        return { path: `/api/dashboards/psychologists/${p.uuid}`, headers: p.auth };
      },
    },
    {
      name: "a collaborator's history",
      kind: 'read',
      url: base,
      next: () => {
        const c = nextColl();
        return { path: `/api/appointments/collaborators/${c.uuid}`, headers: c.auth };
      },
    },
    {
      name: "administrator's company page",
      kind: 'read',
      url: base,
      next: () => ({ path: `/api/companies/${nextCompany().uuid}`, headers: adminAuth }),
    },
    {
      name: 'psychologist search (no filter, 1,000 rows)',
      kind: 'info',
      url: base,
      next: () => ({ path: '/api/psychologists/collaborators', headers: nextColl().auth }),
    },
    {
      name: 'booking (distinct slots)',
      kind: 'write',
      url: base,
      method: 'POST',
      next: bookingRequests(f, people),
    },
  ];

  for (const t of targets) if (checks[t.kind]) t.check = checks[t.kind];
  return targets;
}

/** Each booking: a different collaborator (credits 5) and a free weekend slot of the booking pool. */
export function bookingRequests(f, people) {
  const today = new Date();
  const slots = [];
  for (let day = 2; day <= 84; day++) {
    const d = new Date(today.getTime() + day * 86_400_000);
    const ymd = new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(d);
    const weekday = new Date(`${ymd}T12:00:00Z`).getUTCDay();
    for (const h of f.weekendHours)
      if (h.day_of_week === weekday) slots.push({ date: ymd, hour: h });
  }
  // Signed-in collaborators who only book (credits 5 each); the mixed target books with its readers.
  const collaborators = people.bookers;
  // A reused database (BENCH_REUSE_DB) holds the slots of earlier runs: start elsewhere.
  let i = process.env.BENCH_REUSE_DB ? Math.floor(Math.random() * slots.length) : 0;
  return () => {
    const slot = slots[i % slots.length];
    const c = collaborators[i % collaborators.length];
    i++;
    return {
      method: 'POST',
      headers: { ...c.auth, 'content-type': 'application/json' },
      path: '/api/appointments/collaborators',
      body: JSON.stringify({
        collaboratorUuid: c.uuid,
        psychologistUuid: slot.hour.psychologist_uuid,
        openingHourUuid: slot.hour.uuid,
        date: slot.date,
      }),
    };
  };
}
