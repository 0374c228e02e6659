import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { API_BODY_LIMIT, ERR, PLATFORM_CALLS } from '@storefront/contracts';
import { randomUUID } from 'node:crypto';
import { MODULES } from './modules';
import type { ApiConfig } from './platform/config';
import { openDatabase, type Database } from './platform/db';
import { installDevClock, withDevClock } from './platform/dev-clock';
import { answerClientError, installEnvelopeHandlers, ok } from './platform/envelope';
import { createFileStore, type FileStore } from './platform/files';
import { createOutbox, transportsFor, type Outbox } from './platform/outbox';
import { createPaymentProvider, type PaymentProvider } from './platform/payments';
import { sweepThrottles } from './platform/rate-limit';
import { openApiDocument, plainRoute } from './platform/route';
import { installSecurity, trustedProxies } from './platform/security';
import type { Services } from './platform/services';
import { addSweep, startSweeper, type Sweeper } from './platform/sweep';

export interface BuildOptions {
  config: ApiConfig;
  /** An open database (tests share one); otherwise opened from the config and closed with the app. */
  database?: Database;
  outbox?: Outbox;
  files?: FileStore;
  payments?: PaymentProvider;
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/** One log line per request, when it is answered (Fastify writes two): method, path without its query, status, time. */
class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { method: request.method, path: request.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'answered');
  }
}

/** The api: platform first (logging, envelope, security, storage), then the domain modules' routes. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    logController: new OneLinePerRequest(),
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    clientErrorHandler: answerClientError,
    // X-Forwarded-For is believed only from the configured proxies (the page server): limits key on the real peer.
    trustProxy: trustedProxies(config),
    // Registration certificates are up to 20 MB each; JSON bodies stay small.
    bodyLimit: API_BODY_LIMIT,
  });
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('x-request-id', request.id);
    done();
  });
  installEnvelopeHandlers(app);
  await installSecurity(app, config);
  installDevClock(app, config);

  const database = options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, poolSize: config.DB_POOL_SIZE }));
  // A request's development instant (DEV_CLOCK=on) moves the clock every rule reads; otherwise it is the base clock.
  const now = withDevClock(options.now ?? (() => new Date()));
  const services: Services = {
    config,
    database,
    db: database.db,
    outbox: options.outbox ?? createOutbox({ db: database.db, transports: transportsFor(config), now: options.now, log: app.log }),
    files: options.files ?? createFileStore(config),
    payments: options.payments ?? createPaymentProvider(config, database.db, now),
    now,
    routes: [],
  };
  app.decorate('services', services);

  let ready = false;
  let sweeper: Sweeper | null = null;
  // Old throttle rows (I9); the modules add theirs (the files module: draft uploads no registration took).
  addSweep(services, {
    name: 'throttles',
    run: async (now) => {
      const { counters, holds } = await sweepThrottles(services.db, now);
      return counters + holds;
    },
  });
  app.addHook('onReady', async () => {
    ready = true;
    services.outbox.start?.();
    sweeper = startSweeper(services, config.SWEEP_INTERVAL_MINUTES * 60_000, app.log);
  });
  app.addHook('preClose', async () => {
    ready = false;
    await sweeper?.stop();
  });
  app.addHook('onClose', async () => {
    await services.outbox.close();
    if (!options.database) await database.close();
  });

  /** Liveness: the process answers. */
  plainRoute(app, services, PLATFORM_CALLS.health, async () => ok({ status: 'ok' }));
  /** Readiness: the process accepts traffic and its database answers. */
  plainRoute(app, services, PLATFORM_CALLS.ready, async (_request, reply) => {
    const dbOk = ready && (await database.ping().catch(() => false));
    if (!dbOk) return reply.code(503).send({ err: ERR.UNAVAILABLE, val: { status: ready ? 'database unavailable' : 'starting' }, errmsg: 'Not ready' });
    return ok({ status: 'ready', database: database.kind });
  });
  plainRoute(app, services, PLATFORM_CALLS.openapi, async () => openApiDocument(services.routes));

  for (const register of MODULES) await register(app, services);
  return app;
}
