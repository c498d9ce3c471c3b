/** The radar, the measures, clinical records and reviews. */
export const radarKeys = {
  questionnaire: ['radar', 'questionnaire'] as const,
  latest: ['radar', 'latest'] as const,
};
export const measureKeys = {
  overview: (uuid: string) => ['measures', uuid] as const,
  alerts: ['measures', 'alerts'] as const,
};
export const clinicalRecordKeys = {
  note: (uuid: string) => ['session-note', uuid] as const,
  patients: ['clinical-records'] as const,
  record: (collaboratorUuid: string) => ['clinical-records', collaboratorUuid] as const,
  referrals: (collaboratorUuid: string) =>
    ['clinical-records', collaboratorUuid, 'referrals'] as const,
};
export const reviewKeys = {
  list: (collaboratorUuid: string) => ['reviews', collaboratorUuid] as const,
};
