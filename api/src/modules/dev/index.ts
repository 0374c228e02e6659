/**
 * Development pages: the mailbox (what the outbox holds), on only with DEV_MAILBOX=on (I1; refused at start when
 * NODE_ENV=production).
 * When it is off its paths answer the 404 envelope like any unknown call. The only door other modules use:
 * `devModule` registers the pages.
 *
 * routes/mailbox.ts  the page and its JSON
 * page.ts            the page's HTML; rules.ts what it shows of a message and its filter
 *
 * The module has no SQL of its own: the outbox's query is the platform's (`listMessages`).
 */
import type { FastifyInstance } from 'fastify';
import { mailboxEnabled } from '../../platform/config';
import type { Services } from '../../platform/services';
import { mailboxRoutes } from './routes/mailbox';

export function devModule(app: FastifyInstance, services: Services): void {
  if (!mailboxEnabled(services.config)) return;
  // It shows every code and password link to whoever reaches it (I1): never beside real accounts.
  if (services.config.NODE_ENV === 'production') throw new Error('DEV_MAILBOX=on is refused in production: it shows every code and password link to anyone');
  mailboxRoutes(app, services);
}
