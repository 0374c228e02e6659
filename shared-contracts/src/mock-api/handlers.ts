/**
 * The mock api (spec section 7: "a mock flag switches to a mock server"; decision 038): msw handlers for every entry
 * of the endpoint table, made from the table (method, path, auth, permissions, schemas). The catalog calls answer from
 * the generated catalog of the api's seed, as the api answers a visitor; the visitor's roles answer the role call;
 * a picture read answers a drawn SVG. Every other call answers as the api answers a visitor who may not make it
 * (22007 where it needs a session, 25010 where it needs a permission), or the smallest answer its response schema
 * accepts, or 'Request false' (a sign-in, a stream, a page): never a crash, never a session.
 *
 * The browser runs them in msw's worker when the mock flag is on; the component tests run them in msw's node server.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import * as z from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { BRAND_CODES, type BrandCode } from '../brands';
import { ApiError, ERR, MESSAGES } from '../errors';
import { FILE_CALLS, endpointEntries, type Endpoint, type OperationId } from '../endpoints';
import { rolesFor } from '../permissions';
import { SEARCH_DROPDOWN_LIMIT, loginResponse, type ArtSearchRequest, type OlProductListRequest, type ProductListRequest } from '../index';
import { MockCatalog, type MockCatalogOptions } from './catalog';
import { validEmptyAnswer } from './empty-answer';

const envelope = (val: unknown) => HttpResponse.json({ err: ERR.OK, val, errmsg: '' });
const refusal = (err: number, errmsg: string, val: unknown = null) => HttpResponse.json({ err, val, errmsg });

/** The visitor: every caller of the mock api (it signs no one in). */
const VISITOR_ROLES = rolesFor('visitor', 'mibd_visitor') ?? [];

interface MockCall {
  endpoint: Endpoint;
  site: BrandCode;
  query: Record<string, unknown>;
  body: unknown;
}

type Answer = (call: MockCall, catalog: () => MockCatalog) => unknown;

const visitor = (site: BrandCode) => ({ roles: VISITOR_ROLES, mode: 'mibd_visitor' as const, brand: site, signedIn: false });

/** The calls the mock answers with data (the rest answer by the table alone). */
const ANSWERS: Partial<Record<OperationId, Answer>> = {
  'catalog.productList': (c, catalog) => catalog().productList(visitor(c.site), c.body as ProductListRequest),
  'catalog.outletList': (c, catalog) => catalog().outletList(visitor(c.site), c.body as OlProductListRequest),
  'catalog.liveSearch': (c, catalog) => {
    const body = c.body as ArtSearchRequest;
    return catalog().liveSearch(visitor(c.site), body, body.limit ?? SEARCH_DROPDOWN_LIMIT);
  },
  'catalog.bySku': (c, catalog) => {
    const body = c.body as { list?: string[]; sku_number?: string[] };
    return catalog().bySkus(visitor(c.site), body.list ?? body.sku_number ?? []);
  },
  'catalog.detail': (c, catalog) => catalog().detail(visitor(c.site), (c.body as { sku_number: string }).sku_number),
  'catalog.hotProducts': (c, catalog) => catalog().hot(visitor(c.site), (c.query.limit as number | undefined) ?? undefined),
  'catalog.homeCategories': (c, catalog) => catalog().homeCategories(c.site),
  'catalog.caWebMenu': (c, catalog) => catalog().webMenu(c.site),
  'catalog.jcCategories': (c, catalog) => catalog().jcCategories(c.site),
  'catalog.outletCategories': (_c, catalog) => catalog().outletCategories(),
  'catalog.designerInfo': (c, catalog) => catalog().designerInfo(c.site),
  'catalog.brandCategories': (c, catalog) => catalog().categoryList(c.site, true, c.query.brand_id as string | undefined),
  'catalog.roweBrandCategories': (c, catalog) => catalog().categoryList('rowe', true, c.query.brand_id as string | undefined),
  'catalog.roomCategories': (c, catalog) => catalog().categoryList(c.site, false, c.query.brand_id as string | undefined),
  'catalog.roweRoomCategories': (c, catalog) => catalog().categoryList('rowe', false, c.query.brand_id as string | undefined),
  'identity.userRole': () => ({ Role: [...VISITOR_ROLES], mode: 'mibd_visitor' }),
};

/** The brand code of `obtain` (the hub when absent), as the api reads it. */
function siteOf(url: URL): BrandCode {
  const obtain = url.searchParams.get('obtain') ?? '';
  return (BRAND_CODES as readonly string[]).includes(obtain) ? (obtain as BrandCode) : 'hom';
}

function parsed(schema: $ZodType | undefined, value: unknown): unknown {
  if (!schema) return value;
  const result = z.safeParse(schema as z.ZodMiniType, value);
  if (!result.success) throw new ApiError(ERR.BAD_REQUEST, result.error.issues[0]?.message ?? MESSAGES.requestFalse);
  return result.data;
}

export interface MockApiOptions extends MockCatalogOptions {
  /** Log each call answered (the browser's console, for a squad trying its remote). */
  log?: (line: string) => void;
}

const catalogs = new Map<string, MockCatalog>();

/** The generated catalog of these options, made once (a few hundred milliseconds for the api's 3000 products). */
export function mockCatalog(options: MockCatalogOptions = {}): MockCatalog {
  const key = JSON.stringify([options.seed ?? null, options.count ?? null, options.now?.toISOString().slice(0, 7) ?? null]);
  let found = catalogs.get(key);
  if (!found) catalogs.set(key, (found = new MockCatalog(options)));
  return found;
}

/** The answer of one call, as the api would give it to a visitor. */
async function answer(operationId: OperationId, endpoint: Endpoint, request: Request, options: MockApiOptions): Promise<Response> {
  const url = new URL(request.url);
  const site = siteOf(url);
  if (endpoint === FILE_CALLS.read) {
    const filename = url.searchParams.get('filename') ?? '';
    return new HttpResponse(mockCatalog(options).pictureSvg(filename), { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'no-cache' } });
  }
  if (endpoint.auth === 'required') return refusal(ERR.SESSION_INVALID, MESSAGES.sessionInvalid);
  const roles: readonly string[] = VISITOR_ROLES;
  if (endpoint.kinds?.length || endpoint.permissions?.some((p) => !roles.includes(p))) return refusal(ERR.NO_PERMISSION, MESSAGES.noPermission);
  // A sign-in, a stream, a page or a document of its own: the mock opens no session and streams nothing.
  if (endpoint.response === loginResponse || endpoint.answers) return refusal(ERR.UNAVAILABLE, MESSAGES.requestFalse);
  try {
    const query = parsed(endpoint.query, Object.fromEntries(url.searchParams)) as Record<string, unknown>;
    const rawBody = endpoint.method === 'POST' && !endpoint.multipart ? await request.json().catch(() => ({})) : undefined;
    const body = endpoint.multipart ? undefined : parsed(endpoint.body, rawBody ?? (endpoint.method === 'POST' ? {} : undefined));
    const known = ANSWERS[operationId];
    if (known) return envelope(known({ endpoint, site, query, body }, () => mockCatalog(options)));
    if (!endpoint.response) return envelope(null);
    const empty = validEmptyAnswer(endpoint.response);
    return empty === undefined ? refusal(ERR.UNAVAILABLE, MESSAGES.requestFalse) : envelope(empty);
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.err, error.message, error.val);
    return refusal(ERR.SERVER, MESSAGES.requestFalse);
  }
}

/**
 * The mock api's handlers: one per entry of the endpoint table (on any origin, as the tests' `on`). Put a test's own
 * handlers before them to answer a call otherwise.
 */
export function mockApiHandlers(options: MockApiOptions = {}): HttpHandler[] {
  return endpointEntries().map(({ operationId, endpoint }) => {
    const handle = endpoint.method === 'GET' ? http.get : http.post;
    return handle(`*${endpoint.path}`, async ({ request }) => {
      const response = await answer(operationId, endpoint, request, options);
      options.log?.(`${endpoint.method} ${endpoint.path} (${operationId}) -> ${response.status}`);
      return response;
    });
  });
}

