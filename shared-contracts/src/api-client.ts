import * as z from 'zod/v4/core';
import { BRAND_TABLE, type Brand } from './brands';
import type { BodyOf, Endpoint, QueryOf, ResponseOf } from './endpoints/endpoint';
import { ApiError, ERR, MESSAGES, SESSION_INVALID_CODES, type Envelope } from './errors';
import { modeHeader, type Mode } from './permissions';
import { HOLD_TOKEN_HEADER } from './session';

/** Request timeout: the shorter of the spec's two readings (section 7). */
export const API_TIMEOUT_MS = 150_000;
/** Api-Token is a fixed key sent on every call; its value comes from configuration. */
export const DEFAULT_API_TOKEN = 'storefront-web';

/** What the client reads of the session at call time. */
export interface ApiSessionView {
  token: string | null;
  mode: Mode;
  guestId: string;
  customerId: string | null;
  language: 'en' | 'zh';
  clientAgent: { id: string; code: string } | null;
  channelSource?: string;
  currentPage?: string;
  lastPath?: string;
}

export interface ApiClientOptions {
  brand: Brand;
  /** '' for the same origin. */
  baseUrl?: string;
  apiToken?: string;
  session: () => ApiSessionView;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** 21015 and 22007. */
  onSessionInvalid?: (err: number) => void;
  /** 22003. */
  onNoRole?: () => void;
  /** 25010. */
  onNoPermission?: () => void;
  /** The next success after a failure: lets the shell reset its once-only flags. */
  onSuccess?: () => void;
  /** A browser's client behind the page server: a login's token is kept in the page server's HttpOnly cookie. */
  holdToken?: boolean;
}

/** The common query values of section 7 and a call's own. */
type QueryValues = Record<string, string | number | boolean | undefined>;

export interface CallOptions<E extends Endpoint = Endpoint> {
  body?: BodyOf<E>;
  query?: QueryOf<E>;
  /** false: sent without X-Auth-Token, in visitor mode, even when signed in. Defaults to the endpoint's auth. */
  auth?: boolean;
  /** Cancel an earlier identical call still pending (spec section 7). */
  cancelPrevious?: boolean;
  signal?: AbortSignal;
}

export interface ApiClient {
  /** Calls an entry of the endpoint table; the answer is parsed by its response schema and typed by it. */
  call<E extends Endpoint>(endpoint: E, options?: CallOptions<E>): Promise<ResponseOf<E>>;
}

function browserInfo(): { os: string; browser: string } {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  // iPhone and iPad agents say "like Mac OS X", so iOS is tested before macOS.
  const os = /Windows/.test(ua) ? 'Windows' : /iPhone|iPad/.test(ua) ? 'iOS' : /Mac OS/.test(ua) ? 'macOS' : /Android/.test(ua) ? 'Android' : /Linux/.test(ua) ? 'Linux' : 'other';
  const browser = /Edg\//.test(ua) ? 'Edge' : /Chrome\//.test(ua) ? 'Chrome' : /Firefox\//.test(ua) ? 'Firefox' : /Safari\//.test(ua) ? 'Safari' : 'other';
  return { os, browser };
}

/**
 * The URL and headers of a call (spec section 7: the common query and headers), for calls that do not
 * answer a JSON envelope (the streamed chat answer) and so are made with fetch directly.
 */
export function apiRequestInit(
  brand: Brand,
  session: ApiSessionView,
  endpoint: Endpoint,
  {
    query = {},
    auth = endpoint.auth !== 'none',
    apiToken,
    baseUrl = '',
    holdToken = false,
  }: { query?: QueryValues; auth?: boolean; apiToken?: string; baseUrl?: string; holdToken?: boolean } = {},
): { url: URL; headers: Record<string, string>; signedIn: boolean } {
  const { method, path } = endpoint;
  const { os, browser } = browserInfo();
  const signedIn = auth && session.token !== null && session.token !== '';
  const mode: Mode = signedIn ? session.mode : 'mibd_visitor';
  const url = new URL(`${baseUrl}${path}`, typeof location === 'undefined' ? 'http://localhost' : location.href);
  const common: Record<string, string> = {
    timestamp: String(Date.now()),
    obtain: BRAND_TABLE[brand].code,
    cookie: session.guestId,
    lang_type: session.language,
    current_page: session.currentPage ?? '',
    last_page: session.lastPath ?? '',
    os,
    browser,
  };
  for (const [k, v] of Object.entries({ ...common, ...query })) {
    if (v !== undefined) url.searchParams.set(k, String(v));
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Api-Token': apiToken ?? DEFAULT_API_TOKEN,
    Mode: modeHeader(brand, mode),
    'Channel-Source': session.channelSource ?? 'web',
    GuestUId: session.guestId,
    CId: session.customerId ?? '',
    agent_user_id: session.clientAgent?.id ?? '',
    agent_user_code: session.clientAgent?.code ?? '',
  };
  if (signedIn) headers['X-Auth-Token'] = session.token as string;
  if (holdToken) headers[HOLD_TOKEN_HEADER] = '1';
  if (method === 'POST') headers['Content-Type'] = 'application/json';
  return { url, headers, signedIn };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  const pending = new Map<string, AbortController>();

  return {
    async call<E extends Endpoint>(endpoint: E, callOptions: CallOptions<E> = {}): Promise<ResponseOf<E>> {
      const { body, cancelPrevious = false } = callOptions;
      const { method, path, response: schema } = endpoint;
      const query = (callOptions.query ?? {}) as QueryValues;
      const { url, headers } = apiRequestInit(options.brand, options.session(), endpoint, {
        query,
        auth: callOptions.auth,
        apiToken: options.apiToken,
        baseUrl: options.baseUrl,
        holdToken: options.holdToken,
      });

      const key = `${method} ${path} ${JSON.stringify(body ?? null)} ${JSON.stringify(query)}`;
      if (cancelPrevious) pending.get(key)?.abort();
      const controller = new AbortController();
      if (cancelPrevious) pending.set(key, controller);
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? API_TIMEOUT_MS);
      const callerSignal = callOptions.signal;
      if (callerSignal?.aborted) {
        clearTimeout(timer);
        if (pending.get(key) === controller) pending.delete(key);
        throw new DOMException('aborted by the caller', 'AbortError');
      }
      callerSignal?.addEventListener('abort', () => controller.abort(), { once: true });

      let envelope: Envelope<unknown>;
      try {
        const response = await doFetch(url.toString(), {
          method,
          headers,
          body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
          signal: controller.signal,
          credentials: 'same-origin',
        });
        envelope = (await response.json()) as Envelope<unknown>;
        if (typeof envelope !== 'object' || envelope === null || typeof envelope.err !== 'number') {
          throw new Error('not an envelope');
        }
      } catch (cause) {
        if (callerSignal?.aborted) throw new DOMException('aborted by the caller', 'AbortError');
        if (controller.signal.aborted && pending.get(key) !== controller && cancelPrevious) {
          throw new DOMException('superseded by a newer identical call', 'AbortError');
        }
        throw new ApiError(0, MESSAGES.requestFalse, cause instanceof Error ? cause.message : null);
      } finally {
        clearTimeout(timer);
        if (pending.get(key) === controller) pending.delete(key);
      }

      if (envelope.err !== ERR.OK) {
        if (SESSION_INVALID_CODES.includes(envelope.err)) options.onSessionInvalid?.(envelope.err);
        else if (envelope.err === ERR.NO_ROLE) options.onNoRole?.();
        else if (envelope.err === ERR.NO_PERMISSION) options.onNoPermission?.();
        throw new ApiError(envelope.err, envelope.errmsg || MESSAGES.requestFalse, envelope.val);
      }
      options.onSuccess?.();
      if (!schema) return envelope.val as ResponseOf<E>;
      const parsed = z.safeParse(schema, envelope.val);
      if (!parsed.success) {
        // The server broke the contract: the caller gets the same answer as for any failed request.
        console.error(`[api] ${path} answered outside its schema`, parsed.error.issues);
        throw new ApiError(0, MESSAGES.requestFalse, parsed.error.issues);
      }
      return parsed.data as ResponseOf<E>;
    },
  };
}
