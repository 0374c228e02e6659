import { ERR, type Envelope } from '@storefront/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';

export function ok<T>(val: T): Envelope<T> {
  return { err: ERR.OK, val, errmsg: '' };
}

export function fail(err: number, errmsg: string, val: unknown = null): Envelope<unknown> {
  return { err, val, errmsg };
}

/**
 * Every answer is the `{err, val, errmsg}` envelope: malformed requests get a 400 with a clear message,
 * unknown paths a 404, and unexpected failures a 500 whose details stay in the log.
 */
export function installEnvelopeHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(fail(ERR.NOT_FOUND, `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) {
      void reply.code(status).send(fail(ERR.BAD_REQUEST, error.message));
      return;
    }
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send(fail(ERR.SERVER, 'Request false'));
  });
}
