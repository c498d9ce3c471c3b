/** The signed-in collaborator (credits, radar, terms) and what hangs from it. */
export const collaboratorKeys = {
  all: ['collaborator'] as const,
  one: (uuid: string) => ['collaborator', uuid] as const,
  gamification: (uuid: string) => ['collaborator', uuid, 'gamification'] as const,
};
