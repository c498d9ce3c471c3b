import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, gt, isNull, lte } from 'drizzle-orm';
import { formatPhone } from '@acolher/contracts/format';
import { MESSAGES } from '@acolher/contracts/errors';
import type { AppDeps, AuthContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { pendingContactChanges } from '../../db/tables/pending-contact-changes.ts';
import { badRequest } from '../../lib/errors.ts';
import { writeAudit } from '../audit/audit.ts';
import { publicUrl } from '../auth/password-reset.service.ts';
import { accountTables, type Role } from '../auth/roles.ts';
import { contactChangePendingText, phoneChangedText } from '../messaging/templates.ts';
import { sendAccountNotice } from './account-notices.ts';
import { assertEmailFree } from './own-account.ts';
import {
  afterEmailChangedByOther,
  sameEmail,
  type AccountBefore,
} from './email-change-by-other.ts';

/** domain.md §26, decision 1301: an administrator's change of a person's e-mail or phone waits. */
export const CONTACT_CHANGE_DELAY_MS = 72 * 60 * 60 * 1000;

type Field = 'email' | 'phone';
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const open = and(
  isNull(pendingContactChanges.cancelledAt),
  isNull(pendingContactChanges.appliedAt),
);

/**
 * For an administrator's PUT of a person who has set a password: each changed e-mail or phone is
 * kept as it was and becomes a pending change (a newer one replaces an older one of the same
 * field); the old address and phone get a one-time cancel link; audited. Returns the values to
 * write now and whether the e-mail change was deferred. Anyone else (a company, an unused
 * invitation) goes on as before (email-change-by-other.ts).
 */
export async function deferAdministratorChanges(
  deps: AppDeps,
  tx: DbOrTx,
  auth: AuthContext,
  role: Role,
  before: AccountBefore,
  wanted: { email: string; phone?: string },
) {
  const ownAccount = role === 'administrator' && before.uuid === auth.uuid;
  if (auth.role !== 'administrator' || before.passwordHash === null || ownAccount) {
    return { values: wanted, emailDeferred: false };
  }
  const changes: [Field, string][] = [];
  if (!sameEmail(before.email, wanted.email))
    changes.push(['email', wanted.email.trim().toLowerCase()]);
  if (wanted.phone !== undefined && before.phone !== wanted.phone)
    changes.push(['phone', wanted.phone]);
  // Another account's address is refused now, as an immediate change would be (409).
  if (changes.some(([field]) => field === 'email'))
    await assertEmailFree(tx, role, before.uuid, wanted.email.trim().toLowerCase());
  for (const [field, newValue] of changes) {
    await deferOne(deps, tx, auth, role, before, field, newValue);
  }
  const values = {
    ...wanted,
    email: before.email,
    ...(wanted.phone !== undefined && { phone: before.phone }),
  };
  return { values, emailDeferred: changes.some(([field]) => field === 'email') };
}

async function deferOne(
  deps: AppDeps,
  tx: DbOrTx,
  auth: AuthContext,
  role: Role,
  before: AccountBefore,
  field: Field,
  newValue: string,
) {
  const now = deps.clock();
  const mine = and(
    eq(pendingContactChanges.role, role),
    eq(pendingContactChanges.accountUuid, before.uuid),
    eq(pendingContactChanges.field, field),
    open,
  );
  await tx.update(pendingContactChanges).set({ cancelledAt: now }).where(mine);
  const token = randomBytes(32).toString('base64url');
  const appliesAt = new Date(now.getTime() + CONTACT_CHANGE_DELAY_MS);
  await tx.insert(pendingContactChanges).values({
    role,
    accountUuid: before.uuid,
    field,
    newValue,
    requestedBy: auth.uuid,
    cancelTokenHash: sha256(token),
    appliesAt,
  });
  const text = contactChangePendingText({
    name: before.name,
    what: field === 'email' ? 'e-mail de acesso' : 'telefone',
    newValue: field === 'email' ? newValue : formatPhone(newValue),
    cancelUrl: `${publicUrl(deps)}/auth/cancel-contact-change?token=${token}`,
  });
  await sendAccountNotice(tx, before, 'contact_change_pending', text);
  await writeAudit(tx, {
    actorRole: auth.role,
    actorUuid: auth.uuid,
    action: `${field}_change_requested`,
    targetType: role,
    targetUuid: before.uuid,
    details: {
      by: auth.role,
      from: before[field] ?? null,
      to: newValue,
      appliesAt: appliesAt.toISOString(),
    },
  });
}

/** POST /account/contact-change/cancel: the link from the old address or phone; once only. */
export async function cancelContactChange(deps: AppDeps, token: string) {
  const now = deps.clock();
  const [row] = await deps.database.db
    .update(pendingContactChanges)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(pendingContactChanges.cancelTokenHash, sha256(token)),
        open,
        gt(pendingContactChanges.appliesAt, now),
      ),
    )
    .returning();
  if (!row) throw badRequest(MESSAGES.invalidOrExpiredToken);
  await writeAudit(deps.database.db, {
    actorRole: row.role,
    actorUuid: row.accountUuid,
    action: `${row.field as Field}_change_cancelled`,
    targetType: row.role as Role,
    targetUuid: row.accountUuid,
    details: { by: 'link', requestedBy: row.requestedBy },
  });
  return { message: 'Troca cancelada. Seus dados de contato continuam os mesmos.' };
}

/**
 * The recurring job (jobs/recurring-jobs.ts): applies every change whose 72 hours are over, with
 * the effects of an immediate change (email-change-by-other.ts: sessions end, old address told,
 * audited). Idempotent: each row is claimed once (`applied_at`); second-factor tables are never
 * touched. A change whose new e-mail another account took meanwhile is cancelled instead.
 */
export async function applyDueContactChanges(deps: AppDeps) {
  const now = deps.clock();
  const due = await deps.database.db
    .select({ uuid: pendingContactChanges.uuid })
    .from(pendingContactChanges)
    .where(and(open, lte(pendingContactChanges.appliesAt, now)))
    .orderBy(asc(pendingContactChanges.appliesAt), asc(pendingContactChanges.field));
  let applied = 0;
  for (const { uuid } of due) {
    if (await applyOne(deps, uuid, now)) applied += 1;
  }
  return applied;
}

async function applyOne(deps: AppDeps, uuid: string, now: Date) {
  return deps.database.db.transaction(async (tx) => {
    const [change] = await tx
      .update(pendingContactChanges)
      .set({ appliedAt: now })
      .where(and(eq(pendingContactChanges.uuid, uuid), open))
      .returning();
    if (!change) return false;
    const role = change.role as Role;
    const table = accountTables[role];
    const [before] = await tx
      .select()
      .from(table)
      .where(and(eq(table.uuid, change.accountUuid), isNull(table.deletedAt)))
      .for('update')
      .limit(1);
    const admin: AuthContext = { role: 'administrator', uuid: change.requestedBy };
    if (!before || (change.field === 'email' && (await emailTaken(tx, role, change)))) {
      await tx
        .update(pendingContactChanges)
        .set({ appliedAt: null, cancelledAt: now })
        .where(eq(pendingContactChanges.uuid, uuid));
      return false;
    }
    await tx
      .update(table)
      .set({ [change.field]: change.newValue })
      .where(eq(table.uuid, change.accountUuid));
    if (change.field === 'email') {
      await afterEmailChangedByOther(deps, tx, admin, role, before, change.newValue);
    } else {
      const text = phoneChangedText({ name: before.name, newPhone: change.newValue });
      await sendAccountNotice(tx, before, 'phone_changed', text);
      await writeAudit(tx, {
        actorRole: 'administrator',
        actorUuid: change.requestedBy,
        action: 'phone_change',
        targetType: role,
        targetUuid: change.accountUuid,
        details: {
          by: 'administrator',
          from: 'phone' in before ? before.phone : null,
          to: change.newValue,
        },
      });
    }
    return true;
  });
}

async function emailTaken(
  tx: DbOrTx,
  role: Role,
  change: { accountUuid: string; newValue: string },
) {
  const table = accountTables[role];
  const rows = await tx
    .select({ uuid: table.uuid, email: table.email })
    .from(table)
    .where(and(eq(table.email, change.newValue), isNull(table.deletedAt)))
    .limit(2);
  return rows.some((row) => row.uuid !== change.accountUuid);
}
