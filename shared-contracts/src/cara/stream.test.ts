import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { fileReadUrl } from '../endpoints';
import { llmNewRequest, visitorImageByCodeRequest, addLogRequest, inpaintingMessageRequest, llmHistoryRequest, caseState, isNotified } from './schemas';
import { StreamDecoder, decodeStream, encodeEvent, encodeStream, mergeText, type StreamEvent } from './stream';

const product = {
  sku_number: 'CA-1001',
  brand_id: 'ca' as const,
  name: 'Walnut & Brass Dining Table',
  image: fileReadUrl('CA-1001_1.jpg'),
  style: 'Modern',
  portfolio: 'Signature',
  space: 'Dining Room',
  category: 'Dining Tables',
  finish: 'Walnut',
  width: 96,
  length: 44,
  height: 30,
  status: 1,
  stock: 3,
  future_stock: 0,
  stock_tag: 'in_stock' as const,
  customizable_type: 0,
  reason: 'Walnut, seats 8 — “under” $5,000 && ready',
};

/** One of every marker, with text that holds '&', '&&', ';', multi-byte characters and emoji. */
const EVENTS: StreamEvent[] = [
  { marker: 'type', value: 4 },
  { marker: 'text', value: 'Here are walnut tables & chairs && more; déjà vu 🪑 ' },
  { marker: 'target_sku_number', value: 'CA-0&&1' },
  { marker: 'productList', value: { kind: 4, title: 'Dining tables & more', list: [product] } },
  { marker: 'recommend_sku_number', value: ['CA-1001', 'CA-1002'] },
  { marker: 'image_src', value: ['/a.jpg', '/b.jpg', '/c.jpg', '/d.jpg'] },
  { marker: 'text', value: '&' },
  { marker: 'followUpQs', value: ['What finish do you prefer?', 'Round or rectangular & why?'] },
  { marker: 'end', value: { id: 'm-1' } },
];

function decodeInPieces(wire: string | Uint8Array, cuts: number[]): StreamEvent[] {
  const decoder = new StreamDecoder();
  const out: StreamEvent[] = [];
  let from = 0;
  for (const cut of [...cuts, wire.length]) {
    out.push(...decoder.push(wire.slice(from, cut)));
    from = cut;
  }
  out.push(...decoder.end());
  return mergeText(out);
}

describe('stream codec', () => {
  it('round-trips every marker', () => {
    const wire = encodeStream(EVENTS);
    expect(decodeStream(wire)).toEqual(EVENTS);
    expect(wire.startsWith('&&type:4&&Here are walnut tables &; chairs &;&; more;')).toBe(true);
  });

  it('writes the grammar literally', () => {
    expect(encodeEvent({ marker: 'type', value: 5 })).toBe('&&type:5&&');
    expect(encodeEvent({ marker: 'end', value: {} })).toBe('&&end&&');
    expect(encodeEvent({ marker: 'error', value: {} })).toBe('&&error&&');
    expect(encodeEvent({ marker: 'text', value: 'a && b' })).toBe('a &;&; b');
    expect(encodeEvent({ marker: 'followUpQs', value: ['x & y'] })).toBe('&&followUpQs:["x \\u0026 y"]&&');
    expect(decodeStream('&&end&&')).toEqual([{ marker: 'end', value: {} }]);
    expect(decodeStream('&&error:{"message":"boom"}&&')).toEqual([{ marker: 'error', value: { message: 'boom' } }]);
  });

  it('decodes each marker alone', () => {
    for (const event of EVENTS) expect(mergeText(decodeStream(encodeEvent(event)))).toEqual([event]);
  });

  it('decodes with a chunk boundary at every offset (text)', () => {
    const wire = encodeStream(EVENTS);
    for (let cut = 0; cut <= wire.length; cut++) expect(decodeInPieces(wire, [cut])).toEqual(EVENTS);
  });

  it('decodes with a chunk boundary at every byte offset (bytes, splitting multi-byte characters)', () => {
    const bytes = new TextEncoder().encode(encodeStream(EVENTS));
    for (let cut = 0; cut <= bytes.length; cut++) expect(decodeInPieces(bytes, [cut])).toEqual(EVENTS);
  });

  it('decodes one byte at a time', () => {
    const bytes = new TextEncoder().encode(encodeStream(EVENTS));
    expect(decodeInPieces(bytes, [...Array(bytes.length).keys()].slice(1))).toEqual(EVENTS);
  });

  it('decodes random splits of random streams (property)', () => {
    let seed = 12345;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const alphabet = ['a', ' ', '&', '&&', ';', 'é', '🛋', '"', '\\', ':', '\n', 'end', '&;'];
    const text = () => Array.from({ length: 1 + rand(12) }, () => alphabet[rand(alphabet.length)]).join('');
    for (let round = 0; round < 300; round++) {
      const events: StreamEvent[] = [];
      for (let k = rand(8); k >= 0; k--) {
        const pick = rand(7);
        if (pick === 0) events.push({ marker: 'type', value: (1 + rand(8)) as 1 });
        else if (pick === 1) events.push({ marker: 'followUpQs', value: [text(), text()] });
        else if (pick === 2) events.push({ marker: 'target_sku_number', value: text() });
        else if (pick === 3) events.push({ marker: 'recommend_sku_number', value: [text()] });
        else if (pick === 4) events.push({ marker: 'image_src', value: [text()] });
        else if (pick === 5) events.push({ marker: 'productList', value: { kind: 6, title: text(), list: [{ ...product, name: text() }] } });
        else if (events[events.length - 1]?.marker !== 'text') events.push({ marker: 'text', value: text() });
      }
      events.push(rand(2) ? { marker: 'end', value: {} } : { marker: 'error', value: { message: text() } });
      const bytes = new TextEncoder().encode(encodeStream(events));
      const cuts = [...new Set(Array.from({ length: rand(10) }, () => rand(bytes.length + 1)))].sort((a, b) => a - b);
      expect(decodeInPieces(bytes, cuts)).toEqual(events);
    }
  });

  it('gives text as soon as it can, holding back only a trailing "&"', () => {
    const decoder = new StreamDecoder();
    expect(decoder.push('Hello wor')).toEqual([{ marker: 'text', value: 'Hello wor' }]);
    expect(decoder.push('ld &')).toEqual([{ marker: 'text', value: 'ld ' }]);
    expect(decoder.push(';')).toEqual([{ marker: 'text', value: '&' }]);
    expect(decoder.push('&&ty')).toEqual([]);
    expect(decoder.push('pe:1&')).toEqual([]);
    expect(decoder.push('&')).toEqual([{ marker: 'type', value: 1 }]);
    expect(decoder.done).toBe(false);
    expect(decoder.push('&&end&&')).toEqual([{ marker: 'end', value: {} }]);
    expect(decoder.done).toBe(true);
  });

  it('turns a malformed or unfinished marker into an error, skips unknown markers', () => {
    expect(decodeStream('&&productList:{"kind":4&&')).toEqual([{ marker: 'error', value: { message: 'The answer stream holds a malformed productList marker' } }]);
    expect(decodeStream('&&type:"x"&&')[0]?.marker).toBe('error');
    expect(decodeStream('&&type:9&&')[0]?.marker).toBe('error');
    expect(decodeStream('hi&&future:{"a":1}&&there')).toEqual([{ marker: 'text', value: 'hithere' }]);
    expect(decodeStream('hi &&followUpQs:["a"')).toEqual([
      { marker: 'text', value: 'hi ' },
      { marker: 'error', value: { message: 'The answer stream ended inside a marker' } },
    ]);
    expect(decodeStream('a & b')).toEqual([{ marker: 'text', value: 'a & b' }]);
    expect(decodeStream('tail&')).toEqual([{ marker: 'text', value: 'tail&' }]);
  });
});

describe('cara schemas', () => {
  it('takes a question of up to 200 characters, refusing a blank one', () => {
    expect(z.safeParse(llmNewRequest, { text: ' a walnut table ' }).data?.text).toBe('a walnut table');
    expect(z.safeParse(llmNewRequest, { text: '   ' }).success).toBe(false);
    expect(z.safeParse(llmNewRequest, { text: 'x'.repeat(201) }).success).toBe(false);
    expect(z.safeParse(llmNewRequest, { text: 'x'.repeat(200) }).success).toBe(true);
    expect(z.safeParse(llmNewRequest, { type: 6, target_sku_number: 'CA-1' }).success).toBe(true);
    expect(z.safeParse(llmNewRequest, { text: 'x', recommend_sku_number: 'A, B,,A' }).data?.recommend_sku_number).toEqual(['A', 'B']);
  });

  it('reads the history page and photo codes', () => {
    expect(z.safeParse(llmHistoryRequest, { time: '1700000000', limit: '6' }).data).toEqual({ time: 1700000000, limit: 6 });
    expect(z.safeParse(llmHistoryRequest, { limit: 0 }).success).toBe(false);
    expect(z.safeParse(visitorImageByCodeRequest, { image_code: 'AbC12x' }).data?.image_code).toBe('abc12x');
    const bad = z.safeParse(visitorImageByCodeRequest, { image_code: 'abc1234' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe('Error Code');
    expect(z.safeParse(visitorImageByCodeRequest, { image_code: 'ab-12' }).success).toBe(false);
  });

  it('takes the add_log events of section 7 only', () => {
    expect(z.safeParse(addLogRequest, { type: 'mibd.llm.open', tag1: 3 }).data?.tag1).toBe('3');
    expect(z.safeParse(addLogRequest, { type: 'something.else' }).success).toBe(false);
  });

  it('reads inpainting params', () => {
    const ok = z.safeParse(inpaintingMessageRequest, { type: 'generate', image_id: 'p1', regions: [{ width: 10, height: 10, top: 0, left: 0 }], sku_number: ['A'] });
    expect(ok.success).toBe(true);
    expect(z.safeParse(inpaintingMessageRequest, { type: 'upload', image: 'http://x' }).success).toBe(false);
    expect(z.safeParse(inpaintingMessageRequest, { type: 'other' }).success).toBe(false);
  });

  it('reads case states', () => {
    expect(caseState(-2)).toBe('failed');
    expect(caseState(1)).toBe('in_progress');
    expect(caseState(2)).toBe('done');
    expect(isNotified(-1)).toBe(false);
    expect(isNotified(-2)).toBe(true);
  });
});
