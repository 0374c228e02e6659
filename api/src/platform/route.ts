import { ApiError, ENDPOINT_DOCS, ERR, MESSAGES, endpointEntries, isStorableText, type AnyPermission, type Endpoint, type OperationId } from '@storefront/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { resolveCaller, visitorCaller, type Caller } from './caller';
import { unmovedBy } from './dev-clock';
import type { Services } from './services';

type Schema = z.ZodMiniType;

/** What a handler receives of a call: its parsed body and query (the endpoint's schemas' output), the caller. */
type Parsed<S> = S extends z.core.$ZodType ? z.output<S> : undefined;
export interface RouteInput<E extends Endpoint> {
  body: Parsed<E['body']>;
  query: Parsed<E['query']>;
  caller: Caller;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** 25010 (spec sections 6 and 8): the caller's kind or mode does not allow the call. */
export const noPermission = () => new ApiError(ERR.NO_PERMISSION, MESSAGES.noPermission);

/**
 * Refuses with 25010 unless the caller's role list holds every one of the permissions: the check every route makes
 * of its entry's permissions, and what a handler asks when a field of the body needs one more.
 */
export function requirePermissions(caller: Pick<Caller, 'roles'>, permissions: readonly AnyPermission[]): void {
  if (permissions.some((p) => !caller.roles.has(p))) throw noPermission();
}

/** What the api adds to a call of the endpoint table: its handler. */
export interface RouteHandlers<E extends Endpoint> {
  handler: (input: RouteInput<E>) => Promise<unknown> | unknown;
}

/** A registered call: its entry of the endpoint table. */
export type AnyRoute = Endpoint;

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

/**
 * Far deeper than anything the storefront sends (its bodies nest a few levels), and far below where Postgres's
 * jsonb gives up (a stack depth error, which would be a 500).
 */
export const INPUT_MAX_DEPTH = 32;

/**
 * The first part of a parsed body or query the database could not keep, whatever the call's schema says of it
 * (free-form fields such as add_log's data reach jsonb as they are): nesting deeper than INPUT_MAX_DEPTH, or a
 * string, value or key, holding a NUL or an unpaired surrogate. Walks with its own stack, so no nesting can
 * overflow the process's.
 */
export function unstorableInput(value: unknown, maxDepth = INPUT_MAX_DEPTH): { field: string; message: string } | null {
  // Each entry knows its parent, so the field's dotted name is spelled out only for the one that is refused.
  interface Entry {
    value: unknown;
    key: string;
    parent: Entry | null;
    depth: number;
  }
  const fieldOf = (entry: Entry): string => {
    const keys: string[] = [];
    for (let at: Entry | null = entry; at?.parent; at = at.parent) keys.unshift(at.key);
    return keys.join('.');
  };
  const pending: Entry[] = [{ value, key: '', parent: null, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isStorableText(next.value)) return { field: fieldOf(next), message: MESSAGES.textNotAllowed };
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth >= maxDepth) return { field: fieldOf(next), message: MESSAGES.nestedTooDeeply };
    for (const [key, child] of Object.entries(next.value)) {
      const entry = { value: child, key, parent: next, depth: next.depth + 1 };
      if (!isStorableText(key)) return { field: fieldOf(entry), message: MESSAGES.textNotAllowed };
      pending.push(entry);
    }
  }
  return null;
}

function parseWith<S extends Schema>(schema: S, value: unknown, where: string): z.output<S> {
  const unstorable = unstorableInput(value);
  if (unstorable) throw new ApiError(ERR.BAD_REQUEST, unstorable.message, { where, field: unstorable.field });
  const parsed = z.safeParse(schema, value);
  if (!parsed.success) throw new ApiError(ERR.BAD_REQUEST, describeIssues(parsed.error), { where });
  return parsed.data;
}

const OPERATION_IDS = new Map(endpointEntries().map(({ operationId, endpoint }) => [endpoint, operationId]));

/**
 * What the api answers is checked against the endpoint's response schema outside production: an answer outside
 * its contract is a bug of the api, found by the tests that make the call, not by a remote that cannot parse it.
 */
function checkAnswer(endpoint: Endpoint, val: unknown): void {
  if (!endpoint.response) return;
  const parsed = z.safeParse(endpoint.response as Schema, val);
  if (parsed.success) return;
  throw new Error(`${endpoint.method} ${endpoint.path} answered outside its response schema: ${JSON.stringify(parsed.error.issues.slice(0, 3))}`);
}

/**
 * Registers a call of the endpoint table (only those: a path the table does not hold is refused at start) with the
 * caller's identity, the kind and permission checks and the body and query parsed before the handler runs; outside
 * production its answer is checked against the response schema.
 */
export function route<E extends Endpoint>(app: FastifyInstance, services: Services, endpoint: E, { handler }: RouteHandlers<E>): void {
  if (!OPERATION_IDS.has(endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} is not an entry of the endpoint table`);
  services.routes.push(endpoint);
  // Sessions keep the real clock: a request's development instant (DEV_CLOCK) never signs anyone out or in.
  const policy = { idleMs: services.config.SESSION_IDLE_MINUTES * 60_000, now: unmovedBy(services.now) };
  const checked = services.config.NODE_ENV !== 'production';
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      const caller = endpoint.auth === 'none' ? visitorCaller(request) : await resolveCaller(services.db, request, policy);
      if (endpoint.auth === 'required' && !caller.account) throw new ApiError(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
      if (endpoint.kinds && (!caller.account || !endpoint.kinds.includes(caller.account.kind))) throw noPermission();
      if (endpoint.permissions) requirePermissions(caller, endpoint.permissions);
      let query: unknown = undefined;
      if (endpoint.query) {
        const own = Object.fromEntries(
          Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([k]) => endpoint.readsCommonQuery || !COMMON_QUERY.has(k)),
        );
        query = parseWith(endpoint.query as Schema, own, 'query');
      }
      let body: unknown = undefined;
      if (endpoint.body && !endpoint.multipart) body = parseWith(endpoint.body as Schema, request.body ?? {}, 'body');
      const val = await handler({ body, query, caller, request, reply } as RouteInput<E>);
      if (reply.sent) return reply;
      if (checked) checkAnswer(endpoint, val ?? null);
      return { err: ERR.OK, val: val ?? null, errmsg: '' };
    },
  });
}

/**
 * Registers a call of the endpoint table that is not a parsed envelope call (the platform's liveness, readiness,
 * document and development pages): its handler answers the request itself. Its query and body are still refused
 * with the 400 envelope when they hold what the database cannot keep, before the handler reads them (the mailbox's
 * recipient filter, the Rowe sign-in form's email): a NUL there was a 500.
 */
export function plainRoute(
  app: FastifyInstance,
  services: Services,
  endpoint: Endpoint,
  handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
): void {
  if (!OPERATION_IDS.has(endpoint)) throw new Error(`${endpoint.method} ${endpoint.path} is not an entry of the endpoint table`);
  services.routes.push(endpoint);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    handler: async (request, reply) => {
      for (const [where, value] of [
        ['query', request.query],
        ['body', request.body],
      ] as const) {
        const unstorable = unstorableInput(value);
        if (unstorable) throw new ApiError(ERR.BAD_REQUEST, unstorable.message, { where, field: unstorable.field });
      }
      return handler(request, reply);
    },
  });
}

/**
 * The OpenAPI document of every registered call, written from the endpoint table: one operation per entry, named by
 * its operation id (`catalog.productList`). A schema's shared parts (zod's `$defs`) become components, so every
 * reference resolves within the document.
 */
export function openApiDocument(routes: readonly AnyRoute[]): unknown {
  const components: Record<string, unknown> = {};
  const jsonSchema = (schema: unknown): Record<string, unknown> | undefined => {
    if (!schema) return undefined;
    const { $schema: _dialect, $defs, ...rest } = z.toJSONSchema(schema as Schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
    const renamed = new Map<string, string>();
    for (const [name, def] of Object.entries(($defs ?? {}) as Record<string, unknown>)) {
      let key = name;
      for (let n = 2; key in components && JSON.stringify(components[key]) !== JSON.stringify(def); n += 1) key = `${name}${n}`;
      renamed.set(name, key);
      components[key] = def;
    }
    const point = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(point);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) =>
          k === '$ref' && typeof v === 'string' && v.startsWith('#/$defs/') ? [k, `#/components/schemas/${renamed.get(v.slice(8)) ?? v.slice(8)}`] : [k, point(v)],
        ),
      );
    };
    for (const key of renamed.values()) components[key] = point(components[key]);
    return point(rest) as Record<string, unknown>;
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of routes) {
    const operationId = OPERATION_IDS.get(endpoint) as OperationId;
    const answer = endpoint.answers
      ? { description: endpoint.answers === 'stream' ? 'A text stream' : endpoint.answers === 'file' ? 'The file' : endpoint.answers === 'html' ? 'A page' : 'A JSON document' }
      : {
          description: 'The envelope: err 200 and the answer in val, or a section 8 code and its message',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['err', 'val', 'errmsg'],
                properties: { err: { type: 'integer' }, val: jsonSchema(endpoint.response) ?? {}, errmsg: { type: 'string' } },
              },
            },
          },
        };
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = {
      operationId,
      summary: ENDPOINT_DOCS[operationId].summary,
      tags: ENDPOINT_DOCS[operationId].tags,
      security: endpoint.auth === 'none' ? [{ apiToken: [] }] : [{ apiToken: [], authToken: [] }],
      'x-auth': endpoint.auth,
      'x-permissions': endpoint.permissions ?? [],
      'x-kinds': endpoint.kinds ?? [],
      parameters: endpoint.query ? [{ in: 'query', name: 'query', schema: jsonSchema(endpoint.query), style: 'form', explode: true }] : undefined,
      requestBody: endpoint.body
        ? { required: true, content: { [endpoint.multipart ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(endpoint.body) } } }
        : undefined,
      responses: { 200: answer },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Trade storefront api', version: '1', description: 'Every call of the storefront, written from the endpoint table of @storefront/contracts.' },
    servers: [{ url: '/' }],
    tags: [...new Set(routes.flatMap((r) => ENDPOINT_DOCS[OPERATION_IDS.get(r) as OperationId].tags))].map((name) => ({ name })),
    security: [{ apiToken: [] }],
    components: {
      schemas: components,
      securitySchemes: {
        apiToken: { type: 'apiKey', in: 'header', name: 'Api-Token' },
        authToken: { type: 'apiKey', in: 'header', name: 'X-Auth-Token' },
      },
    },
    paths,
  };
}
