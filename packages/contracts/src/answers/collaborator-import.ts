import { z } from 'zod';
import { IMPORT_COLUMNS, IMPORT_ROW_STATUSES } from '../collaborator-import.ts';
import { ZId } from './common.ts';

// POST /collaborators/import (domain.md §19, decisions 1207, 1227, 1414).
const column = z.enum(IMPORT_COLUMNS);
/**
 * Each row's result: `created` (or `valid` in a preview), or `refused` with every error of the row
 * (decision 1414); `message` and `field` repeat the first one.
 */
const ZImportRowResult = z.strictObject({
  line: z.number().int().min(2),
  status: z.enum(IMPORT_ROW_STATUSES),
  message: z.string().nullable(),
  /** The column the first refusal is about (null for none in particular). */
  field: column.nullable(),
  /** Every reason the row is refused, in the file's column order; empty when accepted. */
  errors: z.array(z.strictObject({ field: column.nullable(), message: z.string() })),
  /** The row's cells as read, trimmed. */
  values: z.strictObject(
    Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, z.string()])) as Record<
      (typeof IMPORT_COLUMNS)[number],
      z.ZodString
    >,
  ),
});
export const ZCollaboratorImportResult = z.strictObject({
  dryRun: z.boolean(),
  companyUuid: ZId,
  total: z.number().int().positive(),
  /** Rows created (or, in a preview, that would be). */
  acceptedCount: z.number().int().nonnegative(),
  refusedCount: z.number().int().nonnegative(),
  rows: z.array(ZImportRowResult),
});
export type TImportRowResult = z.infer<typeof ZImportRowResult>;
export type TCollaboratorImportResult = z.infer<typeof ZCollaboratorImportResult>;
