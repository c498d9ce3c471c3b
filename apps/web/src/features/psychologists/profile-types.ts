/** The psychologist's own record (GET /psychologists/{id} as itself; sign-in user). */
export type { TPsychologist } from '@acolher/contracts/answers/psychologists';
