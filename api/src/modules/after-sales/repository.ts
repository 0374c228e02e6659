/** The after-sales module's SQL: the submissions of the forms that need no order. */
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db';
import { afterSalesRequests } from '../../platform/db/schema';

export type NewSubmission = Omit<typeof afterSalesRequests.$inferInsert, 'id' | 'serial' | 'createdAt' | 'outboxId'>;

/** Stores a submission; answers its id, serial and time. */
export async function insertSubmission(db: Db, row: NewSubmission): Promise<{ id: string; serial: number; createdAt: Date }> {
  const [inserted] = await db
    .insert(afterSalesRequests)
    .values(row)
    .returning({ id: afterSalesRequests.id, serial: afterSalesRequests.serial, createdAt: afterSalesRequests.createdAt });
  if (!inserted) throw new Error('after_sales_requests insert returned no row');
  return inserted;
}

/** Ties a submission to the email the trade desk receives. */
export async function setSubmissionEmail(db: Db, id: string, outboxId: string): Promise<void> {
  await db.update(afterSalesRequests).set({ outboxId }).where(eq(afterSalesRequests.id, id));
}
