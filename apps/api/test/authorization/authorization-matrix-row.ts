import type { EntityKind } from '../helpers/world.ts';
import type { Caller, MatrixEntry } from './authorization-matrix.ts';

/** The statuses of one route for none, administrator, company, collaborator, psychologist. */
type Statuses = [number, number, number, number, number];

/**
 * One matrix row (authorization-matrix.ts): the path's parameter (null when it has none), the
 * status of each caller in CALLERS order, the owner role calling with another tenant's ids and its
 * status (null when the route has no tenant-owned id), and the body when the route reads one.
 */
export function row(
  param: EntityKind | null,
  [none, administrator, company, collaborator, psychologist]: Statuses,
  otherTenant: [Exclude<Caller, 'none'>, number] | null = null,
  body?: MatrixEntry['body'],
): MatrixEntry {
  return {
    ...(param ? { param } : {}),
    ...(body ? { body } : {}),
    none,
    administrator,
    company,
    collaborator,
    psychologist,
    otherTenant: otherTenant && { as: otherTenant[0], status: otherTenant[1] },
  };
}
