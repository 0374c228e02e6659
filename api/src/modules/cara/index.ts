/**
 * Cara, the AI assistant: its chat, renders of products into room photos, and the cases that keep them. The only
 * door other modules (and the tests) use: `caraModule` registers the calls and runs the render worker with the api.
 *
 * routes/chat.ts        /ca/llm/new (the answer stream) and the history
 * routes/inpainting.ts  the upload widget's settings and message, the chat's render
 * routes/cases.ts       cases and their renders, the notices of settled cases, a render kept in a project, a photo
 *                       by its code, add_log
 * service.ts            owners, photos, cases, the render job and the wait for a render (I/O); rules.ts the rules
 *                       without I/O
 * repository.ts         the module's SQL, all of it; jobs.ts the durable render queue; engine.ts the chat's answers
 * signals.ts            the signal that a case settled, from the worker to the requests waiting on it
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { startWorker } from './jobs';
import { caseRoutes } from './routes/cases';
import { chatRoutes } from './routes/chat';
import { inpaintingRoutes } from './routes/inpainting';
import { renderHandler } from './service';
import { listenForSettledCases, stopListeningForSettledCases } from './signals';
import { caraWorker, keepWorker } from './worker';

export { caraWorker } from './worker';

export async function caraModule(app: FastifyInstance, services: Services): Promise<void> {
  // Every api hears the settled cases, with or without a worker of its own: the worker may be another process.
  app.addHook('onReady', async () => {
    await listenForSettledCases(services).catch((error: unknown) => {
      app.log.error({ err: error }, 'cara cannot hear settled cases: waiting chats read their case every second');
    });
  });
  app.addHook('onClose', async () => {
    await stopListeningForSettledCases(services);
  });

  // The render worker runs with the api and stops with it.
  if (services.config.CARA_JOB_CONCURRENCY > 0) {
    app.addHook('onReady', async () => {
      keepWorker(
        services,
        startWorker({
          db: services.db,
          handlers: { render: renderHandler(services) },
          concurrency: services.config.CARA_JOB_CONCURRENCY,
          leaseMs: services.config.CARA_JOB_LEASE_SECONDS * 1000,
          now: services.now,
          log: app.log,
        }),
      );
    });
    app.addHook('preClose', async () => {
      await caraWorker(services)?.stop();
    });
  }

  chatRoutes(app, services);
  inpaintingRoutes(app, services);
  caseRoutes(app, services);
}
