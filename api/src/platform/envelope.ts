import { ApiError, ERR, MESSAGES, type Envelope } from '@storefront/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { isDatabaseUnavailable } from './db';

export function ok<T>(val: T): Envelope<T> {
  return { err: ERR.OK, val, errmsg: '' };
}

export function fail(err: number, errmsg: string, val: unknown = null): Envelope<unknown> {
  return { err, val, errmsg };
}

/** HTTP status for an envelope error: spec codes travel with 200 (the client reads `err`); transport problems keep theirs. */
function statusOf(err: number): number {
  if (err === ERR.BAD_REQUEST) return 400;
  if (err === ERR.BAD_API_TOKEN) return 401;
  if (err === ERR.NOT_FOUND) return 404;
  if (err === ERR.FILE_TOO_LARGE) return 413;
  if (err === ERR.FILE_TYPE) return 415;
  return 200;
}

/** Seconds a client is asked to wait before it tries a call again that the database could not serve. */
export const UNAVAILABLE_RETRY_SECONDS = 2;

/**
 * Every answer is the `{err, val, errmsg}` envelope: a refused call carries its section 8 code and message,
 * malformed requests get a 400 with a clear message, unknown paths a 404, a call the database could not serve
 * (it is restarting, or out of reach) a 503 to try again, and unexpected failures a 500 whose details stay in the
 * log.
 */
export function installEnvelopeHandlers(app: FastifyInstance): void {
  app.setNotFoundHandler((request, reply) => {
    void reply.code(404).send(fail(ERR.NOT_FOUND, `No such call: ${request.method} ${request.url.split('?')[0]}`));
  });
  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    if (error instanceof ApiError) {
      void reply.code(statusOf(error.err)).send(fail(error.err, error.message, error.val));
      return;
    }
    const status = error.statusCode ?? 500;
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      void reply.code(413).send(fail(ERR.BAD_REQUEST, MESSAGES.requestTooLarge));
      return;
    }
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT' || error.code === 'FST_PARTS_LIMIT') {
      void reply.code(413).send(fail(ERR.FILE_TOO_LARGE, MESSAGES.fileTooLarge));
      return;
    }
    if (status < 500) {
      void reply.code(status).send(fail(ERR.BAD_REQUEST, error.message));
      return;
    }
    if (isDatabaseUnavailable(error)) {
      // Not a bug of the api: the same call succeeds once the database answers again (the pool reconnects).
      request.log.warn({ err: error }, 'database unavailable');
      void reply.code(503).header('retry-after', String(UNAVAILABLE_RETRY_SECONDS)).send(fail(ERR.UNAVAILABLE, MESSAGES.requestFalse));
      return;
    }
    request.log.error({ err: error }, 'request failed');
    void reply.code(500).send(fail(ERR.SERVER, MESSAGES.requestFalse));
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (an address or headers past the size limit, a
 * malformed request line, a request that took too long) still get the envelope. Fastify's `clientErrorHandler`.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'The request address or headers are too long']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'The request took too long to arrive']
        : [400, 'Malformed request'];
  const body = JSON.stringify(fail(ERR.BAD_REQUEST, message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
