import { loadConfig } from '../platform/config';
import { openDatabase } from '../platform/db';
import { outbox } from '../platform/db/schema';
import { createFileStore } from '../platform/files';
import type { Outbox } from '../platform/outbox';
import { createPaymentProvider } from '../platform/payments';
import type { Services } from '../platform/services';

/** Queues messages for the api's delivery loop; a short-lived command never sends itself. */
export function queueOnlyOutbox(db: Services['db']): Outbox {
  return {
    async enqueue(message, tx) {
      const [row] = await (tx ?? db)
        .insert(outbox)
        .values({ channel: message.channel, recipient: message.recipient, subject: message.subject ?? '', body: message.body, links: message.links ?? [], template: message.template, status: 'pending' })
        .returning({ id: outbox.id });
      return row!.id;
    },
    drain: async () => 0,
    close: async () => undefined,
  } as Outbox;
}

/**
 * The services a staff command runs the api's own rules with: the configured database (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR, which takes one process: stop the api first), mail queued for the api to deliver.
 * The caller closes `database` when done.
 */
export async function commandServices(): Promise<Services> {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: 2 });
  return {
    config,
    database,
    db: database.db,
    outbox: queueOnlyOutbox(database.db),
    files: createFileStore(config),
    payments: createPaymentProvider(config, database.db, () => new Date()),
    now: () => new Date(),
    routes: [],
  };
}
