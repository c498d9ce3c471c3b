/** A psychologist search result with its next slot, as a collaborator sees it. */
export type { TPsychologistSearchResult } from '@acolher/contracts/answers/psychologists';
