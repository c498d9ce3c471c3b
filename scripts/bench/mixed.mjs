// The mixed target: many different people at once, each reading their own data, the directory
// read by all, and 5 % bookings (docs/performance.md; decisions 1211–1213).
import { bookingRequests } from './hot.mjs';

const pick = (items) => items[Math.floor(Math.random() * items.length)];
const NAMES = ['bench 12', 'bench 3', 'psicologa bench 45', 'Bench 7', 'bench 99', 'ana', 'silva'];

/**
 * `people.colls`: the signed-in collaborators (2,000 on PostgreSQL, 500 on PGlite), `psyAuth`
 * the signed-in psychologists (200), `psychologists` those whose pages collaborators open.
 */
/** The reads of the mix by kind: each gives a person's request (`c` a collaborator, `p` a psychologist). */
function mixReads(people) {
  const psys = people.psychologists;
  return {
    collaborator: {
      'own record': (c) => `/api/collaborators/${c.uuid}`,
      gamification: (c) => `/api/collaborators/${c.uuid}/gamification`,
      history: (c) => `/api/appointments/collaborators/${c.uuid}`,
      purchases: (c) => `/api/purchases/${c.uuid}`,
      'directory ?name=': () =>
        `/api/psychologists/collaborators?name=${encodeURIComponent(pick(NAMES))}`,
      "a psychologist's hours": () => `/api/opening-hours/psychologist/${pick(psys).uuid}`,
      "a psychologist's 'confirmed'": () =>
        `/api/appointments/psychologists/confirmed/${pick(psys).uuid}`,
      "a psychologist's profile": () => `/api/psychologists/${pick(psys).uuid}`,
    },
    psychologist: {
      dashboard: (p) => `/api/dashboards/psychologists/${p.uuid}`,
      'own appointments': (p) => `/api/appointments/psychologists/${p.uuid}`,
    },
  };
}

/**
 * `people.colls`: the signed-in collaborators (2,000 on PostgreSQL, 500 on PGlite), `psyAuth`
 * the signed-in psychologists (200), `psychologists` those whose pages collaborators open.
 */
export function mixedRequests(f, people, bookingShare = 0.05) {
  const book = bookingRequests(f, { bookers: people.colls });
  const reads = mixReads(people);
  const collaboratorReads = Object.values(reads.collaborator);
  const psychologistReads = Object.values(reads.psychologist);
  // Collaborators outnumber psychologists ten to one; so do their requests.
  const psychologistShare = 0.1;
  return () => {
    const x = Math.random();
    if (x < bookingShare) return book();
    if (x < bookingShare + psychologistShare) {
      const p = pick(people.psyAuth);
      return { method: 'GET', path: pick(psychologistReads)(p), headers: p.auth, body: undefined };
    }
    const c = pick(people.colls);
    return { method: 'GET', path: pick(collaboratorReads)(c), headers: c.auth, body: undefined };
  };
}

/**
 * `npm run bench -- kinds`: each kind of the mix alone, on the instance with the read cache off
 * (every answer read from the database), and the booking: what each costs the API per request.
 */
export function mixKinds(people) {
  const reads = mixReads(people);
  const of = (group, who) =>
    Object.entries(reads[group]).map(([name, path]) => ({
      name: `mix alone: ${name} — cache off`,
      next: () => {
        const person = pick(who);
        return { method: 'GET', path: path(person), headers: person.auth, body: undefined };
      },
    }));
  return [...of('collaborator', people.colls), ...of('psychologist', people.psyAuth)];
}
