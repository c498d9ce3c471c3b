import { z } from 'zod';
import { IMPORT_COLUMNS, IMPORT_ROW_STATUSES } from '@acolher/contracts/collaborator-import';
import { ZId } from '@acolher/contracts/answers/common';

type Responses = Partial<Record<200 | 201 | 202 | 204, z.ZodType | null>>;

const column = z.enum(IMPORT_COLUMNS);
const ZImportRow = z.strictObject({
  line: z.number().int().min(2),
  status: z.enum(IMPORT_ROW_STATUSES),
  message: z.string().nullable(),
  field: column.nullable(),
  values: z.strictObject(
    Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, z.string()])) as Record<
      (typeof IMPORT_COLUMNS)[number],
      z.ZodString
    >,
  ),
});

/** domain.md §19, decisions 1207 (the import: each row's result) and 1208 (resending). */
export const COLLABORATOR_IMPORT_RESPONSES: Record<string, Responses> = {
  'POST /api/collaborators/import': {
    200: z.strictObject({
      dryRun: z.boolean(),
      companyUuid: ZId,
      total: z.number().int().positive(),
      acceptedCount: z.number().int().nonnegative(),
      refusedCount: z.number().int().nonnegative(),
      rows: z.array(ZImportRow),
    }),
  },
  'POST /api/collaborators/:uuid/resend-invitation': {
    202: z.strictObject({ message: z.string() }),
  },
};
