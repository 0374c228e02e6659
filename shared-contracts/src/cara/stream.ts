/**
 * The Cara answer stream (spec section 7, "Stream protocol"): the body of POST /ca/llm/new.
 *
 * The body is UTF-8 text, `Content-Type: text/plain; charset=utf-8`, sent as it is produced. It is a sequence of
 * text runs and markers; markers are delimited by '&&':
 *
 *   stream   = *( text-run / marker )
 *   marker   = "&&" name [ ":" payload ] "&&"
 *   name     = "productList" / "image_src" / "type" / "target_sku_number" / "recommend_sku_number"
 *            / "followUpQs" / "end" / "error"
 *   payload  = JSON text in which every "&" is written "\u0026" (so a payload never holds '&')
 *   text-run = the reply's words; every "&" in them is written "&;" (so a run never holds "&&")
 *
 * Payloads by marker:
 *   type                  the message kind of the answer (1 text ... 8 follow-up guidance), a number; sent first
 *   productList           { kind: 4 | 5 | 6 | 7, title, list: chat products }
 *   image_src             array of image read paths (one: kind 3 single image; four: kind 2)
 *   target_sku_number     the SKU the answer is about ("more like this", pairings), a string
 *   recommend_sku_number  the SKUs recommended so far in this answer, array of strings (sent back to re-recommend)
 *   followUpQs            array of follow-up questions (kind 8 guidance)
 *   end                   { id: the stored answer's id } (payload optional); nothing follows it
 *   error                 { message } (payload optional); nothing follows it
 *
 * A text run may arrive in many pieces; the decoder gives each piece as a `text` event as soon as it can. A reader
 * that sees the body end without `end` or `error` treats the answer as failed ('Sorry, server exception please try
 * again'). Unknown marker names are skipped (newer servers may add some); a known marker with a payload that does
 * not parse, or a marker longer than MAX_MARKER_CHARS, is decoded as an `error` event.
 */
import type { ChatProduct, MessageKind } from './schemas';

export const STREAM_SEPARATOR = '&&';
export const STREAM_CONTENT_TYPE = 'text/plain; charset=utf-8';
/** A marker (name and payload) longer than this is refused by the decoder. */
export const MAX_MARKER_CHARS = 2_000_000;

export const STREAM_MARKERS = [
  'productList',
  'image_src',
  'type',
  'target_sku_number',
  'recommend_sku_number',
  'followUpQs',
  'end',
  'error',
] as const;
export type StreamMarker = (typeof STREAM_MARKERS)[number];

export interface ProductListPayload {
  /** 4 product list, 5 recommendation, 6 more like this, 7 related pairings. */
  kind: 4 | 5 | 6 | 7;
  title: string;
  list: ChatProduct[];
}

/** One decoded piece of the stream. */
export type StreamEvent =
  | { marker: 'text'; value: string }
  | { marker: 'type'; value: MessageKind }
  | { marker: 'productList'; value: ProductListPayload }
  | { marker: 'image_src'; value: string[] }
  | { marker: 'target_sku_number'; value: string }
  | { marker: 'recommend_sku_number'; value: string[] }
  | { marker: 'followUpQs'; value: string[] }
  | { marker: 'end'; value: { id?: string } }
  | { marker: 'error'; value: { message?: string } };

const KNOWN = new Set<string>(STREAM_MARKERS);

// ---------------------------------------------------------------------------------------------
// Encoder.

/** Escapes a text run: '&' becomes '&;'. */
export function escapeText(text: string): string {
  return text.replace(/&/g, '&;');
}

/** The wire text of one event. */
export function encodeEvent(event: StreamEvent): string {
  if (event.marker === 'text') return escapeText(event.value);
  if ((event.marker === 'end' || event.marker === 'error') && Object.keys(event.value).length === 0) return `&&${event.marker}&&`;
  const json = JSON.stringify(event.value).replace(/&/g, '\\u0026');
  return `&&${event.marker}:${json}&&`;
}

/** The wire text of several events. */
export function encodeStream(events: readonly StreamEvent[]): string {
  return events.map(encodeEvent).join('');
}

// ---------------------------------------------------------------------------------------------
// Decoder.

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((v) => typeof v === 'string');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Checks the payload of a known marker; null when it does not fit. */
function toEvent(name: StreamMarker, payload: unknown): StreamEvent | null {
  switch (name) {
    case 'type':
      return typeof payload === 'number' && Number.isInteger(payload) && payload >= 1 && payload <= 8
        ? { marker: 'type', value: payload as MessageKind }
        : null;
    case 'productList':
      return isRecord(payload) && [4, 5, 6, 7].includes(payload.kind as number) && Array.isArray(payload.list)
        ? { marker: 'productList', value: { kind: payload.kind as 4, title: typeof payload.title === 'string' ? payload.title : '', list: payload.list as ChatProduct[] } }
        : null;
    case 'image_src':
      return isStringArray(payload) ? { marker: 'image_src', value: payload } : null;
    case 'target_sku_number':
      return typeof payload === 'string' ? { marker: 'target_sku_number', value: payload } : null;
    case 'recommend_sku_number':
      return isStringArray(payload) ? { marker: 'recommend_sku_number', value: payload } : null;
    case 'followUpQs':
      return isStringArray(payload) ? { marker: 'followUpQs', value: payload } : null;
    case 'end':
      return payload === undefined
        ? { marker: 'end', value: {} }
        : isRecord(payload)
          ? { marker: 'end', value: typeof payload.id === 'string' ? { id: payload.id } : {} }
          : null;
    case 'error':
      return payload === undefined
        ? { marker: 'error', value: {} }
        : isRecord(payload)
          ? { marker: 'error', value: typeof payload.message === 'string' ? { message: payload.message } : {} }
          : null;
  }
}

/**
 * The incremental decoder: feed it the body as it arrives (strings or bytes, split anywhere: inside a marker, inside
 * an escape, inside a multi-byte character) and it gives back the events completed so far.
 */
export class StreamDecoder {
  private readonly bytes = new TextDecoder('utf-8');
  /** Text not yet decided: a trailing '&' of a text run, or an unfinished marker (starting with '&&'). */
  private pending = '';
  private finished = false;

  /** Decodes one chunk; returns the events it completes. */
  push(chunk: string | Uint8Array): StreamEvent[] {
    const text = typeof chunk === 'string' ? chunk : this.bytes.decode(chunk, { stream: true });
    return this.scan(text, false);
  }

  /** The body ended: decodes what is left. An unfinished marker becomes an `error` event. */
  end(): StreamEvent[] {
    const rest = this.bytes.decode();
    return this.scan(rest, true);
  }

  /** True once `end` or `error` was decoded. */
  get done(): boolean {
    return this.finished;
  }

  private scan(input: string, final: boolean): StreamEvent[] {
    const events: StreamEvent[] = [];
    let buffer = this.pending + input;
    let text = '';
    const flushText = () => {
      if (text) events.push({ marker: 'text', value: text });
      text = '';
    };
    let i = 0;
    while (i < buffer.length) {
      const ch = buffer[i];
      if (ch !== '&') {
        const next = buffer.indexOf('&', i);
        const stop = next === -1 ? buffer.length : next;
        text += buffer.slice(i, stop);
        i = stop;
        continue;
      }
      // A '&': an escape ('&;'), a marker ('&&'), or undecided at the end of the chunk.
      if (i + 1 >= buffer.length) {
        if (final) {
          text += '&';
          i += 1;
          continue;
        }
        break;
      }
      const after = buffer[i + 1];
      if (after === ';') {
        text += '&';
        i += 2;
        continue;
      }
      if (after !== '&') {
        // Not in the grammar; read leniently as a literal '&'.
        text += '&';
        i += 1;
        continue;
      }
      const close = buffer.indexOf('&&', i + 2);
      if (close === -1) {
        if (buffer.length - i > MAX_MARKER_CHARS + 4) {
          flushText();
          events.push({ marker: 'error', value: { message: 'The answer stream holds a marker that is too long' } });
          this.finished = true;
          buffer = '';
          i = 0;
          break;
        }
        if (final) {
          flushText();
          events.push({ marker: 'error', value: { message: 'The answer stream ended inside a marker' } });
          this.finished = true;
          i = buffer.length;
        }
        break;
      }
      flushText();
      const body = buffer.slice(i + 2, close);
      i = close + 2;
      const colon = body.indexOf(':');
      const name = colon === -1 ? body : body.slice(0, colon);
      if (!KNOWN.has(name)) continue;
      let payload: unknown = undefined;
      let event: StreamEvent | null;
      try {
        if (colon !== -1) payload = JSON.parse(body.slice(colon + 1));
        event = toEvent(name as StreamMarker, payload);
      } catch {
        event = null;
      }
      const decoded = event ?? { marker: 'error' as const, value: { message: `The answer stream holds a malformed ${name} marker` } };
      events.push(decoded);
      if (decoded.marker === 'end' || decoded.marker === 'error') this.finished = true;
    }
    flushText();
    this.pending = buffer.slice(i);
    return events;
  }
}

/** Decodes a whole body at once (tests, history replays). */
export function decodeStream(body: string | Uint8Array): StreamEvent[] {
  const decoder = new StreamDecoder();
  return mergeText([...decoder.push(body), ...decoder.end()]);
}

/** Joins neighbouring text events (a decoder may split one text run into several). */
export function mergeText(events: readonly StreamEvent[]): StreamEvent[] {
  const out: StreamEvent[] = [];
  for (const event of events) {
    const last = out[out.length - 1];
    if (event.marker === 'text' && last?.marker === 'text') out[out.length - 1] = { marker: 'text', value: last.value + event.value };
    else out.push(event);
  }
  return out;
}
