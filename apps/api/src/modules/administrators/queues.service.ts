import { and, count, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { psychologists } from '../../db/schema.ts';
import { accountDeletionRequests } from '../../db/tables/account-deletion.ts';
import { appointmentDisputes } from '../../db/tables/session-outcomes.ts';

/**
 * The administrator's first screen (decision 1408): psychologists under analysis (not deleted),
 * disputes still open, deletion requests not completed. Counts only; each list is its own page.
 */
export async function administratorQueues(deps: AppDeps) {
  const { db } = deps.database;
  const [[review], [disputes], [deletions]] = await Promise.all([
    db
      .select({ n: count() })
      .from(psychologists)
      .where(and(eq(psychologists.complianceStatus, 'analyzing'), isNull(psychologists.deletedAt))),
    db
      .select({ n: count() })
      .from(appointmentDisputes)
      .where(eq(appointmentDisputes.status, 'open')),
    db
      .select({ n: count() })
      .from(accountDeletionRequests)
      .where(isNull(accountDeletionRequests.completedAt)),
  ]);
  return {
    psychologistsUnderReview: Number(review?.n ?? 0),
    openDisputes: Number(disputes?.n ?? 0),
    deletionRequests: Number(deletions?.n ?? 0),
  };
}
