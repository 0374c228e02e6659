import { normalizePhone } from '@storefront/contracts';
import { eq, or } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { accounts } from '../../platform/db/schema';

export type AccountRow = typeof accounts.$inferSelect;

/** Finds the account a login name means: its email, its username, or (ten digits) its phone. */
export async function findByLoginName(db: Db, name: string): Promise<AccountRow | null> {
  const lower = name.trim().toLowerCase();
  const phone = normalizePhone(lower);
  const [row] = await db
    .select()
    .from(accounts)
    .where(phone ? or(eq(accounts.email, lower), eq(accounts.username, lower), eq(accounts.phone, phone)) : or(eq(accounts.email, lower), eq(accounts.username, lower)))
    .limit(1);
  return row ?? null;
}

export async function findById(db: Db, id: string): Promise<AccountRow | null> {
  const [row] = await db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
  return row ?? null;
}
