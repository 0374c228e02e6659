import Fastify, { type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { ApiConfig } from './platform/config';
import { installEnvelopeHandlers, ok } from './platform/envelope';

export interface BuildOptions {
  config: ApiConfig;
}

/** The api: platform first (logging, envelope), then the domain modules' routes. */
export async function buildApp({ config }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  installEnvelopeHandlers(app);

  let ready = false;
  app.addHook('onReady', async () => {
    ready = true;
  });
  app.addHook('preClose', async () => {
    ready = false;
  });

  /** Liveness: the process answers. */
  app.get('/api/health', async () => ok({ status: 'ok' }));
  /** Readiness: the process accepts traffic (false while it starts or shuts down). */
  app.get('/api/ready', async (_request, reply) => {
    if (!ready) return reply.code(503).send({ err: 50300, val: { status: 'starting' }, errmsg: 'Not ready' });
    return ok({ status: 'ready' });
  });
  return app;
}
