import { z } from 'zod';
import { ZAdministrator } from './administrators.ts';
import { ZCollaborator } from './collaborators.ts';
import { ZCompany } from './companies.ts';
import { ZPsychologist } from './psychologists.ts';
import { text } from './common.ts';

const withToken = <T extends z.ZodObject>(schema: T) => schema.extend({ token: text });
export const ZSignIn = {
  administrator: withToken(ZAdministrator),
  company: withToken(ZCompany),
  collaborator: withToken(ZCollaborator),
  psychologist: withToken(ZPsychologist),
};
