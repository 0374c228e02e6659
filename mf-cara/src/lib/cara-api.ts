import type * as z from 'zod/mini';
import {
  ApiError,
  CARA_ADD_TYPE,
  CARA_CALLS,
  CART_CALLS,
  ERR,
  MESSAGES,
  STREAM_CONTENT_TYPE,
  StreamDecoder,
  apiRequestInit,
  caraAiSource,
  inpaintingMessageResponse,
  type ApiClient,
  type Brand,
  type LlmNewRequest,
  type SessionSnapshot,
  type StreamEvent,
  type addLogRequest,
  type inpaintingMessageRequest,
} from '@storefront/contracts';

/** The /ca calls and add_log (spec section 7), each read with its contract schema. */
export function caraCalls(api: ApiClient) {
  return {
    history: (time: number | null, limit: number) =>
      api.call(CARA_CALLS.history, { body: { time: time ?? undefined, limit } }),
    caseList: (options: { limit?: number; page?: number } = {}) => api.call(CARA_CALLS.caseList, { body: options }),
    caseDetail: (id: string) => api.call(CARA_CALLS.caseDetail, { body: { id } }),
    settings: () => api.call(CARA_CALLS.inpaintingSettings),
    inpaintingMessage: (body: z.input<typeof inpaintingMessageRequest>) =>
      api.call(CARA_CALLS.inpaintingMessage, { body }),
    photoByCode: (image_code: string) => api.call(CARA_CALLS.visitorImageByCode, { body: { image_code } }),
    /** Add-to-cart from a Cara card: add_type 4 and the answer it came from as ai_source. */
    addToCart: (product: { sku_number: string; consumer_price?: number | null }, messageId: string) =>
      api.call(CART_CALLS.add, {
        body: {
          sku_number: product.sku_number,
          number: 1,
          consumer_price: product.consumer_price ?? undefined,
          add_type: CARA_ADD_TYPE,
          ai_source: caraAiSource(messageId),
        },
      }),
    /** Usage events; never in the user's way: a failed log is dropped. */
    log: (event: z.input<typeof addLogRequest>) => {
      void api.call(CARA_CALLS.addLog, { body: event }).catch(() => undefined);
    },
  };
}
export type CaraCalls = ReturnType<typeof caraCalls>;

/**
 * Stores a room photo (POST /ca/inpainting_message, type 'upload') as a multipart upload: a phone's photo is
 * larger than a JSON body may be. Answers the stored photo, or throws ApiError like the api client.
 */
export async function uploadPhoto(
  brand: Brand,
  session: SessionSnapshot,
  file: Blob,
  source: number,
  options: { fetch?: typeof fetch } = {},
) {
  const { url, headers } = apiRequestInit(brand, session, CARA_CALLS.inpaintingMessage);
  delete headers['Content-Type'];
  const form = new FormData();
  form.append('type', 'upload');
  form.append('source', String(source));
  form.append('image', file, 'name' in file && typeof file.name === 'string' ? file.name : 'room.jpg');
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let envelope: { err: number; val: unknown; errmsg?: string };
  try {
    const response = await doFetch(url.toString(), { method: 'POST', headers, body: form, credentials: 'same-origin' });
    envelope = (await response.json()) as typeof envelope;
  } catch (cause) {
    throw new ApiError(0, MESSAGES.requestFalse, cause instanceof Error ? cause.message : null);
  }
  if (envelope.err !== ERR.OK) throw new ApiError(envelope.err, envelope.errmsg || MESSAGES.requestFalse, envelope.val);
  const parsed = inpaintingMessageResponse.safeParse(envelope.val);
  if (!parsed.success || !parsed.data.photo) throw new ApiError(0, MESSAGES.requestFalse, null);
  return parsed.data.photo;
}

/** Why a streamed answer failed: the chat says 'Sorry, server exception please try again'. */
export class StreamFailure extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'StreamFailure';
  }
}

/**
 * POST /ca/llm/new, read as it streams: fetch with the api client's headers, the body's reader fed to the
 * contract decoder. Resolves once `end` arrives (or the body ends after it); rejects with StreamFailure on a
 * non-OK answer, a content type other than the stream's, an `error` marker, or a body ending without `end`.
 */
export async function streamAnswer(
  brand: Brand,
  session: SessionSnapshot,
  body: LlmNewRequest | Record<string, unknown>,
  onEvent: (event: StreamEvent) => void,
  options: { signal?: AbortSignal; fetch?: typeof fetch } = {},
): Promise<void> {
  const { url, headers } = apiRequestInit(brand, session, CARA_CALLS.ask);
  headers.Accept = `${STREAM_CONTENT_TYPE}, application/json`;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let response: Response;
  try {
    response = await doFetch(url.toString(), {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    throw new StreamFailure(cause instanceof Error ? cause.message : 'network');
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok) throw new StreamFailure(`status ${response.status}`);
  if (!type.toLowerCase().startsWith('text/plain') || !response.body) throw new StreamFailure(`content type ${type}`);
  const reader = response.body.getReader();
  const decoder = new StreamDecoder();
  const deliver = (events: StreamEvent[]) => {
    for (const event of events) {
      if (event.marker === 'error') throw new StreamFailure(event.value.message ?? 'error marker');
      onEvent(event);
    }
  };
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      deliver(decoder.push(value));
      if (decoder.done) break;
    }
    if (!decoder.done) deliver(decoder.end());
  } finally {
    reader.releaseLock?.();
    if (decoder.done) void response.body.cancel().catch(() => undefined);
  }
  if (!decoder.done) throw new StreamFailure('the answer ended without its end marker');
}
