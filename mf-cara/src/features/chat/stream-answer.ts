import {
  CARA_CALLS,
  STREAM_CONTENT_TYPE,
  StreamDecoder,
  apiRequestInit,
  type Brand,
  type LlmNewRequest,
  type SessionSnapshot,
  type StreamEvent,
} from '@storefront/contracts';

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
