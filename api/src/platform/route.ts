import { ApiError, ERR, MESSAGES, type AnyPermission, type AccountKind } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { resolveCaller, visitorCaller, type Caller } from './caller';
import type { Services } from './services';

type Schema = z.ZodMiniType;

/**
 * How a call is protected:
 * - 'none': a no-auth call; the caller is a visitor whatever it sends (spec section 7).
 * - 'optional': signed in or visitor; a bad token is still 22007.
 * - 'required': signed in; no token or a bad one is 22007.
 */
export type Auth = 'none' | 'optional' | 'required';

export interface RouteSpec<B extends Schema | undefined, Q extends Schema | undefined> {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  summary: string;
  tags?: string[];
  body?: B;
  query?: Q;
  /** The `val` schema, for the OpenAPI document (and the client's parse). */
  response?: Schema;
  auth: Auth;
  /** Every one of these must be in the caller's role list (the permission matrix); else 25010. */
  permissions?: AnyPermission[];
  /** Only these account kinds may call; else 25010. */
  kinds?: AccountKind[];
  /** Multipart calls parse their own body. */
  multipart?: boolean;
  handler: (input: {
    body: B extends Schema ? z.output<B> : undefined;
    query: Q extends Schema ? z.output<Q> : undefined;
    caller: Caller;
    request: FastifyRequest;
    reply: FastifyReply;
  }) => Promise<unknown>;
}

export type AnyRoute = RouteSpec<Schema | undefined, Schema | undefined>;

/** The first problem in words a person can act on: the schema's own message, or the field and what it expects. */
export function describeIssues(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map(String).join('.');
  const custom = !/^Invalid|^Too (big|small)|^Unrecognized/.test(issue.message);
  if (custom || !field) return issue.message;
  return `${field}: ${issue.message}`;
}

/** The common query fields of section 7 travel on every call; a call's own query schema sees only its fields. */
const COMMON_QUERY = new Set(['timestamp', 'obtain', 'cookie', 'lang_type', 'current_page', 'last_page', 'os', 'browser', 'isMock']);

function parseWith<S extends Schema>(schema: S, value: unknown, where: string): z.output<S> {
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new ApiError(ERR.BAD_REQUEST, describeIssues(parsed.error), { where });
  return parsed.data;
}

/** Registers a call with validation, the caller's identity and the permission check done before the handler runs. */
export function route<B extends Schema | undefined = undefined, Q extends Schema | undefined = undefined>(
  app: FastifyInstance,
  services: Services,
  spec: RouteSpec<B, Q>,
): void {
  services.routes.push(spec as unknown as AnyRoute);
  const policy = { idleMs: services.config.SESSION_IDLE_MINUTES * 60_000, now: services.now };
  app.route({
    method: spec.method,
    url: spec.url,
    handler: async (request, reply) => {
      const caller = spec.auth === 'none' ? visitorCaller(request) : await resolveCaller(services.db, request, policy);
      if (spec.auth === 'required' && !caller.account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
      if (spec.kinds && (!caller.account || !spec.kinds.includes(caller.account.kind))) {
        throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
      }
      if (spec.permissions?.some((p) => !caller.roles.has(p))) throw new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);
      let query: unknown = undefined;
      if (spec.query) {
        const own = Object.fromEntries(
          Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([k]) => !COMMON_QUERY.has(k)),
        );
        query = parseWith(spec.query, own, 'query');
      }
      let body: unknown = undefined;
      if (spec.body && !spec.multipart) body = parseWith(spec.body, request.body ?? {}, 'body');
      const val = await spec.handler({ body, query, caller, request, reply } as never);
      if (reply.sent) return reply;
      return { err: ERR.OK, val: val ?? null, errmsg: '' };
    },
  });
}

function jsonSchema(schema: Schema | undefined): unknown {
  if (!schema) return undefined;
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** The OpenAPI document of every registered call. */
export function openApiDocument(routes: readonly AnyRoute[]): unknown {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const spec of routes) {
    const envelope = {
      type: 'object',
      required: ['err', 'val', 'errmsg'],
      properties: { err: { type: 'integer', description: '200 on success; section 8 codes otherwise' }, val: jsonSchema(spec.response) ?? {}, errmsg: { type: 'string' } },
    };
    const path = spec.url.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][spec.method.toLowerCase()] = {
      summary: spec.summary,
      tags: spec.tags,
      security: spec.auth === 'none' ? [{ apiToken: [] }] : [{ apiToken: [], authToken: [] }],
      'x-auth': spec.auth,
      'x-permissions': spec.permissions ?? [],
      'x-kinds': spec.kinds ?? [],
      parameters: spec.query ? [{ in: 'query', name: 'query', schema: jsonSchema(spec.query), style: 'form', explode: true }] : [],
      requestBody: spec.body
        ? { content: { [spec.multipart ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(spec.body) } } }
        : undefined,
      responses: { 200: { description: 'The envelope', content: { 'application/json': { schema: envelope } } } },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Trade storefront api', version: '1' },
    components: {
      securitySchemes: {
        apiToken: { type: 'apiKey', in: 'header', name: 'Api-Token' },
        authToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
      },
    },
    paths,
  };
}

