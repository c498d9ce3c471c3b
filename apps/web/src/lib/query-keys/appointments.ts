/** Appointments: bookings, both areas' lists, outcomes, a psychologist's dashboard and statements. */
export const appointmentKeys = {
  all: ['appointments'] as const,
  one: (uuid: string) => ['appointments', 'one', uuid] as const,
  mine: (collaboratorUuid: string) => ['appointments', 'collaborator', collaboratorUuid] as const,
  busy: (psychologistUuid: string) => ['appointments', 'busy', psychologistUuid] as const,
  ofPsychologist: (uuid: string) => ['appointments', 'psychologist', uuid] as const,
  absences: (psychologistUuid: string) => ['absences', psychologistUuid] as const,
  disputes: ['disputes'] as const,
  /** The collaborator's own disputes, for its history's cards (decision 1412). */
  myDisputes: (collaboratorUuid: string) => ['disputes', 'collaborator', collaboratorUuid] as const,
  /** Everything a dashboard or statement shows (dashboards, statements, payouts). */
  dashboards: ['dashboards'] as const,
  dashboard: (psychologistUuid: string) => ['dashboards', 'psychologist', psychologistUuid] as const,
  statement: (psychologistUuid: string, month: string) =>
    ['dashboards', 'statement', psychologistUuid, month] as const,
  payouts: (month: string) => ['dashboards', 'payouts', month] as const,
};
