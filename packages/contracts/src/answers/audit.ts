import { z } from 'zod';
import { ZId, ZInstant, text } from './common.ts';

/** GET /audit-log (decision 1182): who, what, on what, when; no secret or health data. */
export const ZAuditEntry = z.strictObject({
  id: z.string().regex(/^\d+$/),
  createdAt: ZInstant,
  action: text,
  actor: z.strictObject({
    role: text,
    uuid: ZId.nullable(),
    name: text.nullable(),
    email: text.nullable(),
  }),
  targetType: text,
  targetUuid: ZId.nullable(),
  targetName: text.nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;
