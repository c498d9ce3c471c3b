import type { FastifyRequest } from 'fastify';

/**
 * The families of cached answers (decision 1212): what each answer depends on, so that a change
 * clears only what it made stale. An answer without families is cleared by every change.
 */
export const family = {
  /** A collaborator's own history (their appointments). */
  collaborator: (uuid: string) => `collaborator:${uuid}`,
  /** A psychologist's appointments: their lists, dashboard and the booking page's 'confirmed'. */
  psychologist: (uuid: string) => `psychologist:${uuid}`,
  /** A psychologist's opening hours and absences. */
  psychologistHours: (uuid: string) => `psychologist-hours:${uuid}`,
  company: (uuid: string) => `company:${uuid}`,
  /** The psychologist search (its next free slot may lag a booking by the entry's lifetime). */
  directory: 'directory',
};

type Params = { id?: string; uuid?: string };
const param = (request: FastifyRequest) => {
  const p = request.params as Params;
  return p.id ?? p.uuid ?? '';
};

/** `config.readCache.families` of the routes keyed by a person's id in the path. */
export const familiesOf = {
  collaborator: (request: FastifyRequest) => [family.collaborator(param(request))],
  psychologist: (request: FastifyRequest) => [family.psychologist(param(request))],
  psychologistHours: (request: FastifyRequest) => [family.psychologistHours(param(request))],
  company: (request: FastifyRequest) => [family.company(param(request))],
  directory: () => [family.directory],
};
