/** A psychologist's opening hours: as the booking reads them, and grouped by day. */
export const openingHourKeys = {
  all: ['opening-hours'] as const,
  of: (psychologistUuid: string) => ['opening-hours', psychologistUuid] as const,
  grouped: (psychologistUuid: string) => ['opening-hours', 'grouped', psychologistUuid] as const,
};
