import {
  BRAND_TABLE,
  CATALOG_CALLS,
  DEFAULT_API_TOKEN,
  IDENTITY_CALLS,
  PLATFORM_CALLS,
  type AnswerOf,
  type Brand,
  type Endpoint,
} from '@storefront/contracts';
import type { APIRequestContext, APIResponse, BrowserContext, Page } from '@playwright/test';
import { brandUrl } from './ports';

/**
 * The api as the journeys call it themselves (to set up data, or to check what the screens did): every call by its
 * entry of the endpoint table (@storefront/contracts), through a brand's own origin, which forwards the api's paths.
 */

/** The demo accounts' password (the README's, seeded by SEED_DEMO_DATA). */
export const DEMO_PASSWORD = 'Storefront-Demo-26';

/** What every call answers (spec section 7): the code, the value, the message. */
export interface Envelope<T> {
  err: number;
  val: T;
  errmsg: string;
}

/** A call's url on a brand's origin: the entry's path, its own query fields, then the brand's `obtain`. */
export function callUrl(entry: Endpoint, brand: Brand = 'HOM', query: Readonly<Record<string, string>> = {}): string {
  const search = Object.entries({ ...query, obtain: BRAND_TABLE[brand].code })
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
  return brandUrl(brand, `${entry.path}?${search}`);
}

type Multipart = NonNullable<Parameters<APIRequestContext['post']>[1]>['multipart'];

export interface CallOptions {
  /** The visitor id the call is made as (the GuestUId header). */
  guest: string;
  /** The brand whose origin the call goes through (and whose `obtain` it carries); HOM unless given. */
  brand?: Brand;
  /** The JSON body of a POST call. */
  body?: unknown;
  /** The call's own query fields. */
  query?: Readonly<Record<string, string>>;
  /** A signed-in caller's token (X-Auth-Token). */
  token?: string;
  /** The mode the caller is in (the Mode header). */
  mode?: string;
  /** The form of a multipart call (an upload), sent instead of the JSON body. */
  multipart?: Multipart;
  /** The instant the api judges the call at (X-Dev-Now; the journeys' api has DEV_CLOCK on): a later day. */
  at?: Date;
}

/** The header the journeys' api reads the instant of a call from (its development clock). */
export const DEV_NOW_HEADER = 'X-Dev-Now';

/** `hours` from now. */
export const hoursLater = (hours: number): Date => new Date(Date.now() + hours * 3_600_000);

/**
 * A page of the journey's browser whose calls the api judges at `at` (the journeys' api has DEV_CLOCK on): what the
 * user sees on a later day. The browser's own clock is not moved; the pages read dates and windows from the api.
 */
export async function pageAt(context: BrowserContext, at: Date): Promise<Page> {
  const page = await context.newPage();
  await page.setExtraHTTPHeaders({ [DEV_NOW_HEADER]: at.toISOString() });
  return page;
}

/** Sends a call as the storefront does: the entry's method and path, with the api token, the guest id, and the token and mode when given. */
export function sendCall(request: APIRequestContext, entry: Endpoint, options: CallOptions): Promise<APIResponse> {
  const headers: Record<string, string> = { 'Api-Token': DEFAULT_API_TOKEN, GuestUId: options.guest };
  if (options.token) headers['X-Auth-Token'] = options.token;
  if (options.mode) headers.Mode = options.mode;
  if (options.at) headers[DEV_NOW_HEADER] = options.at.toISOString();
  const url = callUrl(entry, options.brand, options.query);
  if (entry.method === 'GET') return request.get(url, { headers });
  return request.post(url, { headers, ...(options.multipart ? { multipart: options.multipart } : { data: options.body }) });
}

/** A call and the envelope it answers, its `val` typed by the entry's response. */
export async function callApi<E extends Endpoint>(request: APIRequestContext, entry: E, options: CallOptions): Promise<Envelope<AnswerOf<E>>> {
  return (await (await sendCall(request, entry, options)).json()) as Envelope<AnswerOf<E>>;
}

/** Signs a demo account in through the api (the password login): the envelope, its `val` the session (token, user id and names). */
export function apiLogin(
  request: APIRequestContext,
  username: string,
  options: { guest: string; brand?: Brand },
): Promise<Envelope<AnswerOf<typeof IDENTITY_CALLS.login>>> {
  return callApi(request, IDENTITY_CALLS.login, { ...options, body: { username, password: DEMO_PASSWORD } });
}

/** The product list call of a brand's site: FFD's outlet lists through its own. */
export function productListCall(brand: Brand): typeof CATALOG_CALLS.productList | typeof CATALOG_CALLS.outletList {
  return brand === 'FFD' ? CATALOG_CALLS.outletList : CATALOG_CALLS.productList;
}

/** A message in the development outbox. */
export interface Mail {
  template: string;
  body: string;
  time: string;
  links: Array<{ label: string; url: string }>;
}

/** What the development mailbox holds for a recipient (an email address or a phone number), read through the HOM site. */
export async function mailbox(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get(brandUrl('HOM', `${PLATFORM_CALLS.mailbox.path}?to=${encodeURIComponent(to)}`));
  return ((await response.json()) as Envelope<{ list: Mail[] }>).val.list;
}
