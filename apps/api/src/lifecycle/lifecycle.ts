/**
 * Where this process is in its life (domain.md §15): /api/health/ready answers 200 only once
 * migrations ran and until a stop began. Apps built without one (tests) count as ready.
 */
export interface Lifecycle {
  migrated: boolean;
  stopping: boolean;
}

export function newLifecycle(): Lifecycle {
  return { migrated: false, stopping: false };
}
