import { z } from 'zod';
import { ZCollaboratorImportResult } from '@acolher/contracts/answers/collaborator-import';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

/** domain.md §19, decisions 1207 (the import: each row's result) and 1208 (resending). */
export const COLLABORATOR_IMPORT_RESPONSES: Record<string, Responses> = {
  'POST /api/collaborators/import': { 200: ZCollaboratorImportResult },
  'POST /api/collaborators/:uuid/resend-invitation': {
    202: z.strictObject({ message: z.string() }),
  },
};
