/** The waitlist (domain.md §26): the collaborator's places, an offer, the psychologist's count. */
export const waitlistKeys = {
  all: ['waitlist'] as const,
  mine: ['waitlist', 'mine'] as const,
  offer: (token: string) => ['waitlist', 'offer', token] as const,
  count: ['waitlist', 'count'] as const,
};
