import { isNull } from 'drizzle-orm';
import type { AppDeps } from '../app-context.ts';
import { administrators } from './schema.ts';
import { hashPassword } from '../modules/auth/password.ts';
import { StartRefused, adminPasswordRefusal } from '../config/production-checks.ts';

/** A fresh installation gets one administrator from ADMIN_EMAIL / ADMIN_PASSWORD when none exists. */
export async function bootstrapAdministrator(deps: AppDeps) {
  const { db } = deps.database;
  const existing = await db
    .select({ uuid: administrators.uuid })
    .from(administrators)
    .where(isNull(administrators.deletedAt))
    .limit(1);
  if (existing.length > 0) return false;
  // Production refuses a missing, demo or short password only now: when one must be created (§15).
  const refusal = adminPasswordRefusal(deps.env);
  if (refusal) throw new StartRefused([refusal]);
  if (!deps.env.ADMIN_PASSWORD) throw new StartRefused(['Defina ADMIN_PASSWORD.']);
  await db.insert(administrators).values({
    name: 'Administrador Acolher',
    email: deps.env.ADMIN_EMAIL.toLowerCase(),
    document: '52998224725',
    phone: '11999990000',
    passwordHash: await hashPassword(deps.env.ADMIN_PASSWORD),
  });
  return true;
}
