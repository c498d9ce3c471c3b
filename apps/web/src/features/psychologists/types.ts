/** A psychologist's public profile as a collaborator sees it, and a search result with its next slot. */
export type {
  TPsychologistPublic as TPublicPsychologist,
  TPsychologistSearchResult,
} from '@acolher/contracts/answers/psychologists';
