/**
 * The development mailbox: every message in the outbox, as a page for people (PLATFORM_CALLS.mailboxPage) and as
 * JSON for the browser tests (PLATFORM_CALLS.mailbox, `?to=`). Registered only when the mailbox is on.
 */
import { PLATFORM_CALLS } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../platform/envelope';
import { listMessages } from '../../../platform/outbox';
import { plainRoute } from '../../../platform/route';
import type { Services } from '../../../platform/services';
import { PAGE_CSP, pageHtml } from '../page';
import { MAILBOX_LIMIT, recipientFilter, toMailbox } from '../rules';

export function mailboxRoutes(app: FastifyInstance, services: Services): void {
  plainRoute(app, services, PLATFORM_CALLS.mailboxPage, async (request, reply) => {
    const to = recipientFilter(request.query as Record<string, unknown>);
    const list = (await listMessages(services.db, { to, limit: MAILBOX_LIMIT })).map(toMailbox);
    return reply.type('text/html; charset=utf-8').header('content-security-policy', PAGE_CSP).send(pageHtml(list, to));
  });
  plainRoute(app, services, PLATFORM_CALLS.mailbox, async (request) => {
    const to = recipientFilter(request.query as Record<string, unknown>);
    return ok({ list: (await listMessages(services.db, { to, limit: MAILBOX_LIMIT })).map(toMailbox) });
  });
}
