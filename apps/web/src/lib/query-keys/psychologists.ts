/** Psychologists: the public profile, the own profile, search, administration. */
export const psychologistKeys = {
  public: (uuid: string) => ['psychologists', 'public', uuid] as const,
  me: (uuid: string) => ['psychologists', 'self', uuid] as const,
  search: (query: unknown) => ['psychologists', 'search', query] as const,
  /** The caller's own intake and its matches (decision 1380). */
  intake: ['psychologists', 'intake'] as const,
  matches: (exclude: string | null) => ['psychologists', 'matches', exclude] as const,
  adminAll: ['admin', 'psychologists'] as const,
  adminOne: (uuid: string) => ['admin', 'psychologists', uuid] as const,
  /** The CRP card on file (decision 1406), read by the psychologist and administrators. */
  crpCard: (uuid: string) => ['psychologists', uuid, 'crp-card'] as const,
  adminLastMonth: (uuid: string) => ['admin', 'psychologists', uuid, 'last-month'] as const,
};
