import type { TAuditAction, TAuditTargetType } from '@acolher/contracts/audit';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

export interface AuditEntry {
  actorRole: string;
  actorUuid?: string | null;
  action: TAuditAction;
  targetType: TAuditTargetType;
  targetUuid?: string | null;
  details?: Record<string, unknown>;
}

/** Sensitive actions (grants, compliance, deletions, reviews) leave a row here: who, what, on what, when. */
export async function writeAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? null });
}
