import { and, desc, eq } from 'drizzle-orm';
import { outbox } from '../platform/db/schema';
import type { Services } from '../platform/services';

/** The six-digit code of the latest message of `template` (a registration code by default) sent to `recipient`. */
export async function latestCode(services: Services, recipient: string, template = 'register_code'): Promise<string> {
  const [row] = await services.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.template, template)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return /\b(\d{6})\b/.exec(row?.body ?? '')?.[1] ?? '';
}
