import type { FastifyRequest } from 'fastify';

/**
 * The families of cached answers (decision 1212): what each answer depends on, so that a change
 * clears only what it made stale. An answer without families is cleared by every change.
 */
export const family = {
  /**
   * A collaborator's own answers: their history (appointments), their record (credits), their
   * well-being trail and their purchases. A change scoped to a collaborator clears them all.
   */
  collaborator: (uuid: string) => `collaborator:${uuid}`,
  /** A psychologist's appointments: their lists, dashboard and the booking page's 'confirmed'. */
  psychologist: (uuid: string) => `psychologist:${uuid}`,
  /** A psychologist's opening hours and absences. */
  psychologistHours: (uuid: string) => `psychologist-hours:${uuid}`,
  /** A psychologist's profile (their row): no booking, cancellation or sign-in changes it. */
  psychologistProfile: (uuid: string) => `psychologist-profile:${uuid}`,
  company: (uuid: string) => `company:${uuid}`,
  /** The psychologist search (its next free slot may lag a booking by the entry's lifetime). */
  directory: 'directory',
};

type Params = { id?: string; uuid?: string; collaboratorId?: string };
const param = (request: FastifyRequest) => {
  const p = request.params as Params;
  return p.id ?? p.uuid ?? p.collaboratorId ?? '';
};

/** `config.readCache.families` of the routes keyed by a person's id in the path. */
export const familiesOf = {
  collaborator: (request: FastifyRequest) => [family.collaborator(param(request))],
  psychologist: (request: FastifyRequest) => [family.psychologist(param(request))],
  psychologistHours: (request: FastifyRequest) => [family.psychologistHours(param(request))],
  psychologistProfile: (request: FastifyRequest) => [family.psychologistProfile(param(request))],
  company: (request: FastifyRequest) => [family.company(param(request))],
  directory: () => [family.directory],
};
