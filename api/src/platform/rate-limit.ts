/**
 * Limits shared by every api process, kept as rows (never in a process's memory): daily counters per key, holds
 * that grow with a key's failures (back-off), and pauses between two uses of a key (cooldown). Each step is one
 * atomic statement, so parallel calls, on one process or several, cannot slip past a limit between a check and
 * its write.
 */
import { ApiError, ERR, MESSAGES } from '@storefront/contracts';
import { isIPv6 } from 'node:net';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from './db';
import { rateLimits, throttleHolds } from './db/schema';

/** Start of the current UTC day: the window of the daily limits. */
export function dayWindow(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/**
 * The key a client address is counted under. An IPv6 client usually holds a whole /64 (one home, one phone), so
 * it is counted as its /64, not as each of its 2^64 addresses; IPv4 addresses (mapped into IPv6 too) count alone.
 */
export function clientKey(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/**
 * Counts `amount` uses of `key` in today's window (one call, or a number of bytes); false when they went past
 * `limit`. A refused spend stays counted: give it back with `refundDaily` when nothing was done.
 */
export async function trySpendDaily(db: Db, key: string, limit: number, now: Date, amount = 1): Promise<boolean> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: dayWindow(now), count: amount })
    .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + ${amount}::int` } })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) <= limit;
}

/** A daily budget: its key, its limit, and how much one use spends of it (1 unless said). */
export interface DailyBudget {
  key: string;
  limit: number;
  amount?: number;
}

/**
 * Spends every budget, or none: the first one that goes past its limit is returned and what was spent of the
 * others given back (the use is refused, so nothing of it stays counted). null when all of them allowed it.
 */
export async function trySpendAll(db: Db, budgets: readonly DailyBudget[], now: Date): Promise<DailyBudget | null> {
  const spent: DailyBudget[] = [];
  for (const budget of budgets) {
    spent.push(budget);
    if (await trySpendDaily(db, budget.key, budget.limit, now, budget.amount ?? 1)) continue;
    for (const done of spent) await refundDaily(db, done.key, now, done.amount ?? 1);
    return budget;
  }
  return null;
}

/** Gives back what `trySpendAll` spent (the use it was spent for failed later). */
export async function refundAll(db: Db, budgets: readonly DailyBudget[], now: Date): Promise<void> {
  for (const budget of budgets) await refundDaily(db, budget.key, now, budget.amount ?? 1);
}

/**
 * Counts one use of `key` in today's window and refuses with the daily-limit message past `limit`.
 * The counter lives in the database, so every api process shares it.
 */
export async function spendDaily(db: Db, key: string, limit: number, now: Date): Promise<void> {
  if (!(await trySpendDaily(db, key, limit, now))) throw new ApiError(ERR.DAILY_LIMIT, MESSAGES.dailyLimit);
}

/** Gives back one use of today's window (a use that turned out not to count, such as a sign-in that succeeded). */
export async function refundDaily(db: Db, key: string, now: Date, amount = 1): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}::int, 0)` })
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, dayWindow(now)), gt(rateLimits.count, 0)));
}

/** How failures of one key hold it back: free failures, then a hold that doubles with each further one. */
export interface BackoffPolicy {
  freeFailures: number;
  firstHoldMs: number;
  maxHoldMs: number;
  /** A run of failures is forgotten once its last failure is this old. */
  forgetAfterMs: number;
}

/** The hold after the `failures`-th failure of a run (pure; the statement below computes the same in SQL). */
export function holdAfter(policy: BackoffPolicy, failures: number): number {
  if (failures <= policy.freeFailures) return 0;
  return Math.min(policy.maxHoldMs, policy.firstHoldMs * 2 ** (failures - policy.freeFailures - 1));
}

/** Milliseconds until a held key may be used again (at least a second, so a refusal never says 'in 0 seconds'). */
async function heldFor(db: Db, key: string, now: Date): Promise<number> {
  const [row] = await db.select({ until: throttleHolds.until }).from(throttleHolds).where(eq(throttleHolds.key, key)).limit(1);
  return Math.max(1000, (row?.until.getTime() ?? now.getTime()) - now.getTime());
}

/**
 * Claims an attempt on `key`, counted as a failure before it is checked (a success forgets the run, see
 * `forgetFailures`): 0 when the attempt may go ahead, else the milliseconds the key is still held for. Counting
 * first means a burst of parallel guesses gets no further than the free failures and one more.
 */
export async function claimAttempt(db: Db, key: string, policy: BackoffPolicy, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const failures = sql`(CASE WHEN ${throttleHolds.lastAt} < ${new Date(now.getTime() - policy.forgetAfterMs).toISOString()}::timestamptz THEN 1 ELSE ${throttleHolds.failures} + 1 END)`;
  const hold = sql`(CASE WHEN ${failures} <= ${policy.freeFailures}::int THEN 0
    ELSE LEAST(${policy.maxHoldMs}::float8, ${policy.firstHoldMs}::float8 * power(2, ${failures} - ${policy.freeFailures}::int - 1)) END)`;
  const [claimed] = await db
    .insert(throttleHolds)
    .values({ key, failures: 1, lastAt: now, until: new Date(now.getTime() + holdAfter(policy, 1)) })
    .onConflictDoUpdate({
      target: throttleHolds.key,
      set: { failures, lastAt: at, until: sql`${at} + ${hold} * interval '1 millisecond'` },
      setWhere: sql`${throttleHolds.until} <= ${at}`,
    })
    .returning({ failures: throttleHolds.failures });
  return claimed ? 0 : heldFor(db, key, now);
}

/** Forgets a key's failures and hold (a sign-in that succeeded). */
export async function forgetFailures(db: Db, key: string): Promise<void> {
  await db.delete(throttleHolds).where(eq(throttleHolds.key, key));
}

/** Claims a use of `key` that must be `pauseMs` after the last one: 0 when claimed, else the milliseconds left. */
export async function claimPause(db: Db, key: string, pauseMs: number, now: Date): Promise<number> {
  if (pauseMs <= 0) return 0;
  const until = new Date(now.getTime() + pauseMs);
  const [claimed] = await db
    .insert(throttleHolds)
    .values({ key, lastAt: now, until })
    .onConflictDoUpdate({ target: throttleHolds.key, set: { lastAt: now, until }, setWhere: sql`${throttleHolds.until} <= ${now.toISOString()}::timestamptz` })
    .returning({ key: throttleHolds.key });
  return claimed ? 0 : heldFor(db, key, now);
}

/** Gives a claimed pause back (the use it was claimed for was refused by another limit). */
export async function releasePause(db: Db, key: string, now: Date): Promise<void> {
  await db.update(throttleHolds).set({ until: now }).where(and(eq(throttleHolds.key, key), eq(throttleHolds.lastAt, now)));
}

/** '45 seconds', '1 minute', '15 minutes': how long to wait, rounded up. */
export function waitWords(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * A refusal that says when to come back. It carries the limit code of the other limits (the client shows the
 * message), with words of its own: the spec's daily-limit sentence would say 'tomorrow' for a wait of seconds.
 */
export function tryAgainIn(lead: string, ms: number): ApiError {
  return new ApiError(ERR.DAILY_LIMIT, `${lead}, please try again in ${waitWords(ms)}`);
}

/**
 * Holds and pauses quiet this long are deleted by the sweep. Longer than any policy remembers a run of failures
 * (a sign-in's run is forgotten after a quiet day), so a deleted row is one no limit would still read.
 */
export const HOLDS_KEPT_MS = 7 * 86_400_000;

/**
 * Deletes the rows no limit reads any more (I9): daily counters of the days before today (every counter is of
 * today's window), and holds and pauses that ended and were last used HOLDS_KEPT_MS ago. How many of each went.
 */
export async function sweepThrottles(db: Db, now: Date): Promise<{ counters: number; holds: number }> {
  const counters = await db.delete(rateLimits).where(lt(rateLimits.windowStart, dayWindow(now))).returning({ key: rateLimits.key });
  const quiet = new Date(now.getTime() - HOLDS_KEPT_MS);
  const holds = await db
    .delete(throttleHolds)
    .where(and(lt(throttleHolds.until, now), lt(throttleHolds.lastAt, quiet)))
    .returning({ key: throttleHolds.key });
  return { counters: counters.length, holds: holds.length };
}
