/**
 * Cara, the AI assistant: its chat, renders of products into room photos, and the cases that keep them. The only
 * door other modules (and the tests) use: `caraModule` registers the calls and runs the render worker with the api.
 *
 * routes/chat.ts        /ca/llm/new (the answer stream) and the history
 * routes/inpainting.ts  the upload widget's settings and message, the chat's render
 * routes/cases.ts       cases and their renders, a photo by its code, add_log
 * service.ts            owners, photos, cases and the render job (I/O); rules.ts the same rules without I/O
 * repository.ts         the module's SQL; jobs.ts the durable render queue; engine.ts the chat's answers
 */
import type { FastifyInstance } from 'fastify';
import type { Services } from '../../platform/services';
import { startWorker } from './jobs';
import { caseRoutes } from './routes/cases';
import { chatRoutes } from './routes/chat';
import { inpaintingRoutes } from './routes/inpainting';
import { renderHandler } from './service';
import { caraWorker, keepWorker } from './worker';

export { caraWorker } from './worker';

export async function caraModule(app: FastifyInstance, services: Services): Promise<void> {
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
