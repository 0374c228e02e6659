import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from './db';
import { rateLimits } from './db/schema';

/** Start of the current UTC day: the window of the daily limits. */
export function dayWindow(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * Counts one use of `key` in today's window and refuses with the daily-limit message past `limit`.
 * The counter lives in the database, so every api process shares it.
 */
export async function spendDaily(db: Db, key: string, limit: number, now: Date): Promise<void> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: dayWindow(now), count: 1 })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
    .returning({ count: rateLimits.count });
  if ((row?.count ?? 0) > limit) throw new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
}
