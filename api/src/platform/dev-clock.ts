/**
 * The development clock (DEV_CLOCK=on, refused in production): a request that carries `X-Dev-Now: <ISO instant>` is
 * answered as if it were that instant, so the journeys can see what a designer sees a day or a month later (a
 * cancellation window closed, a payment link expired, a claim window past) without moving anyone else's time.
 *
 * The instant moves the clock the business rules read (`services.now`); sessions keep the real clock
 * (`unmovedBy`), so a journey's session stays signed in whatever time it asks for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ApiError, ERR } from '@storefront/contracts';
import type { FastifyInstance } from 'fastify';
import type { ApiConfig } from './config';

export const DEV_NOW_HEADER = 'x-dev-now';

const requestInstant = new AsyncLocalStorage<Date>();
/** An instant as `Date.prototype.toISOString` writes it, or a date with an offset (2026-12-05T10:00:00+01:00). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

export const devClockEnabled = (config: Pick<ApiConfig, 'DEV_CLOCK'>) => config.DEV_CLOCK === 'on';

/** The clock a handler reads: the request's development instant when it named one, else `base`. */
export const withDevClock =
  (base: () => Date): (() => Date) =>
  () =>
    requestInstant.getStore() ?? base();

/** The same clock as no request's development instant moves it (sessions, which must stay signed in). */
export const unmovedBy =
  (now: () => Date): (() => Date) =>
  () =>
    requestInstant.exit(now);

/** The instant a header names; null when it names none. */
export function parseDevNow(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Reads `X-Dev-Now` on every call once the body is parsed (so the handler runs inside it); off unless DEV_CLOCK=on. */
export function installDevClock(app: FastifyInstance, config: Pick<ApiConfig, 'DEV_CLOCK' | 'NODE_ENV'>): void {
  if (!devClockEnabled(config)) return;
  // Anyone could pay an expired link or cancel a week-old order with it.
  if (config.NODE_ENV === 'production') throw new Error('DEV_CLOCK=on is refused in production: any caller could choose the time its request is judged at');
  app.addHook('preValidation', (request, _reply, done) => {
    const value = request.headers[DEV_NOW_HEADER];
    if (value === undefined) return done();
    const at = parseDevNow(value);
    if (!at) return done(new ApiError(ERR.BAD_REQUEST, `${DEV_NOW_HEADER} must be an ISO instant, such as 2026-12-05T10:00:00Z`));
    requestInstant.run(at, done);
  });
}
