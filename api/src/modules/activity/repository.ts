/** The activity module's SQL: the navigation log. */
import { lt } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { userLogs } from '../../platform/db/schema';
import type { UserLogEntry } from './rules';

export async function addUserLog(db: Db, row: UserLogEntry & { brand: string; guestId: string; accountId: string | null; at: Date }): Promise<void> {
  await db.insert(userLogs).values({ ...row, createdAt: row.at });
}

/** Removes the navigations older than `cutoff`; answers how many went. */
export async function removeUserLogsBefore(db: Db, cutoff: Date): Promise<number> {
  const gone = await db.delete(userLogs).where(lt(userLogs.createdAt, cutoff)).returning({ id: userLogs.id });
  return gone.length;
}
