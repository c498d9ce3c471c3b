/** 'Minha conta''s second factor and open sessions (domain.md §14, decision 1340). */
export const accountKeys = {
  mfa: ['account', 'mfa'] as const,
  sessions: ['account', 'sessions'] as const,
};
