import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { appointments, outbox } from '../../db/schema.ts';
import {
  messageChannelsFor,
  type MessageChannels,
  type MessageToSend,
} from '../../integrations/messaging/message-channel.ts';
import { REMINDER_KIND } from './appointment-reminders.ts';
import { moveWhatsappToEmail, recipientNow } from './consent-withdrawal.ts';
import { PHONE_CODE_KIND } from './phone-code.ts';
import { bodyToKeep, hideOneTimeLinks } from './one-time-links.ts';
import { safeErrorLine } from '../../lib/log-safety.ts';

export type DeliveryDeps = Pick<AppDeps, 'database' | 'env' | 'clock'>;

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failure; the 5th failure is final. */
export const RETRY_BACKOFF_MINUTES = [1, 5, 15, 60] as const;
export const MAX_ATTEMPTS = RETRY_BACKOFF_MINUTES.length + 1;
/** A claimed row is invisible to other instances this long (a crash mid-send retries after it). */
const CLAIM_LEASE_MINUTES = 5;
const BATCH = 25;
const MAX_ROUNDS = 40;

export interface DeliveryResult {
  sent: number;
  retried: number;
  failed: number;
  dropped: number;
}

const minutes = (n: number) => n * 60_000;

/**
 * Claims due rows (pending, sendAfter null or past) with FOR UPDATE SKIP LOCKED and pushes their
 * sendAfter past a lease in the same short transaction, so that no other instance, worker or
 * restarted process picks them while they are being sent; reminders of appointments that are no
 * longer pending are dropped there. The network send happens outside the transaction (a slow
 * provider never holds a lock or, on PGlite, the only connection).
 */
type Claimed = MessageToSend & { attempts: number };

const claimed = (r: typeof outbox.$inferSelect): Claimed => ({
  uuid: r.uuid,
  channel: r.channel as MessageToSend['channel'],
  recipient: r.recipient,
  kind: r.kind,
  subject: r.subject,
  body: r.body,
  attempts: r.attempts,
});

async function claimDue(deps: DeliveryDeps, result: DeliveryResult): Promise<Claimed[]> {
  const now = deps.clock();
  return deps.database.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(outbox)
      .where(
        and(eq(outbox.status, 'pending'), or(isNull(outbox.sendAfter), lte(outbox.sendAfter, now))),
      )
      .orderBy(asc(sql`coalesce(${outbox.sendAfter}, ${outbox.createdAt})`), asc(outbox.uuid))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];

    const reminderTargets = [
      ...new Set(
        rows.filter((r) => r.kind === REMINDER_KIND && r.relatedUuid).map((r) => r.relatedUuid!),
      ),
    ];
    const live = new Set<string>();
    if (reminderTargets.length > 0) {
      const pending = await tx
        .select({ uuid: appointments.uuid })
        .from(appointments)
        .where(
          and(inArray(appointments.uuid, reminderTargets), eq(appointments.status, 'pending')),
        );
      for (const a of pending) live.add(a.uuid);
    }
    const stale = rows.filter(
      (r) => r.kind === REMINDER_KIND && r.relatedUuid && !live.has(r.relatedUuid),
    );
    const toSend = rows.filter((r) => !stale.includes(r));
    if (stale.length > 0) {
      await tx
        .update(outbox)
        .set({ status: 'dropped' })
        .where(
          inArray(
            outbox.uuid,
            stale.map((r) => r.uuid),
          ),
        );
      result.dropped += stale.length;
    }
    if (toSend.length > 0) {
      await tx
        .update(outbox)
        .set({ sendAfter: new Date(now.getTime() + minutes(CLAIM_LEASE_MINUTES)) })
        .where(
          inArray(
            outbox.uuid,
            toSend.map((r) => r.uuid),
          ),
        );
    }
    return toSend.map(claimed);
  });
}

/**
 * Right before a WhatsApp send, the row and its recipient as they are now (decision 0902): consent
 * withdrawn after the claim, or a row written by a booking that raced the withdrawal, moves it to
 * e-mail here (sent at once instead); a row addressed to no account, or to a removed one, is
 * dropped: nobody's consent allows it. Returns what to send, or null (nothing to send).
 */
async function recheckWhatsapp(
  deps: DeliveryDeps,
  message: Claimed,
  result: DeliveryResult,
): Promise<Claimed | null> {
  return deps.database.db.transaction(async (tx) => {
    const row = async () => {
      const [r] = await tx.select().from(outbox).where(eq(outbox.uuid, message.uuid)).for('update');
      return r?.status === 'pending' ? r : null;
    };
    const current = await row();
    if (!current || current.channel !== 'whatsapp') return current && claimed(current);
    if (current.kind === PHONE_CODE_KIND) return claimed(current); // asked for (decision 1300)
    const person = current.recipientUuid ? await recipientNow(tx, current.recipientUuid) : null;
    if (person?.whatsappConsent && person.phone) return claimed(current);
    if (person) await moveWhatsappToEmail(tx, person, current.uuid);
    else await tx.update(outbox).set({ status: 'dropped' }).where(eq(outbox.uuid, current.uuid));
    const after = await row();
    if (!after) result.dropped++;
    return after && claimed(after);
  });
}

async function sendOne(
  deps: DeliveryDeps,
  channels: MessageChannels,
  message: Claimed,
  result: DeliveryResult,
) {
  const { db } = deps.database;
  if (message.channel === 'whatsapp') {
    const checked = await recheckWhatsapp(deps, message, result);
    if (!checked) return;
    message = checked;
  }
  const channel = message.channel === 'whatsapp' ? channels.whatsapp : channels.email;
  try {
    await channel.send(message);
  } catch (error) {
    const attempts = message.attempts + 1;
    const lastError = hideOneTimeLinks(
      (error instanceof Error ? error.message : String(error)).slice(0, 500),
    );
    const final = attempts >= MAX_ATTEMPTS;
    const wait = RETRY_BACKOFF_MINUTES[Math.min(attempts, RETRY_BACKOFF_MINUTES.length) - 1];
    await db
      .update(outbox)
      .set(
        final
          ? { attempts, lastError, status: 'failed', body: bodyToKeep(deps.env, message.body) }
          : { attempts, lastError, sendAfter: new Date(deps.clock().getTime() + minutes(wait)) },
      )
      .where(and(eq(outbox.uuid, message.uuid), eq(outbox.status, 'pending')));
    if (final) result.failed++;
    else result.retried++;
    return;
  }
  // Sent is sent: recorded even if the appointment was cancelled while the provider answered, with
  // the channel it went by (a consent withdrawn during the send may have moved the row meanwhile).
  await db
    .update(outbox)
    .set({
      status: 'sent',
      sentAt: deps.clock(),
      lastError: null,
      channel: message.channel,
      recipient: message.recipient,
      // Decision 1121: outside demo mode the delivered copy keeps no one-time link.
      body: bodyToKeep(deps.env, message.body),
    })
    .where(eq(outbox.uuid, message.uuid));
  result.sent++;
}

/**
 * Delivers every due message once (domain.md §13): safe to run from several instances and
 * workers at the same time, and idempotent, so the every-minute job and `kickDelivery` may overlap.
 */
export async function deliverDueMessages(
  deps: DeliveryDeps,
  opts: { channels?: MessageChannels } = {},
): Promise<DeliveryResult> {
  const channels = opts.channels ?? messageChannelsFor(deps.env);
  const result: DeliveryResult = { sent: 0, retried: 0, failed: 0, dropped: 0 };
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const claimed = await claimDue(deps, result);
    for (const message of claimed) await sendOne(deps, channels, message, result);
    if (claimed.length < BATCH) break;
  }
  return result;
}

const inFlight = new WeakMap<object, { again: boolean }>();

/**
 * Runs a delivery in the background soon, without throwing (a booking less than 15 minutes
 * ahead, or any message due now, goes out at once instead of at the next minute's job).
 * Callable inside a transaction: the short delay lets it commit first, and the every-minute job
 * catches whatever a kick missed. Coalesced per database; off where background jobs are off.
 */
export function kickDelivery(deps: DeliveryDeps, delayMs = 150): void {
  if (!deps.env.JOBS_ENABLED) return;
  const key = deps.database;
  const state = inFlight.get(key);
  if (state) {
    state.again = true;
    return;
  }
  const current = { again: false };
  inFlight.set(key, current);
  const timer = setTimeout(async () => {
    try {
      do {
        current.again = false;
        await deliverDueMessages(deps);
      } while (current.again);
    } catch (error) {
      console.error('entrega de mensagens:', safeErrorLine(error));
    } finally {
      inFlight.delete(key);
    }
  }, delayMs);
  timer.unref?.();
}
