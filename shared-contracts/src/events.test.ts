// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EVENT_SCHEMAS, createEventBus, type EventBus, type EventName, type EventPayload } from './events';

/** One valid payload per event of the contract. */
const VALID: { [N in EventName]: EventPayload<N> } = {
  'cart:changed': { count: 3 },
  'catalog:add-to-project-requested': { sku_number: 'ABC123', buy_number: 2, customizable_type: 1 },
  'catalog:favorite-requested': { product_id: 'p-1', sku_number: 'ABC123' },
  'catalog:added-to-cart': { sku_number: 'ABC123', buy_number: 1 },
  'cara:added-to-cart': { sku_number: 'ABC123', buy_number: 2 },
  'account:project-added-to-cart': { count: 3 },
  'cara:cases-in-progress': { count: 2 },
  'cara:case-updated': { case_id: 'case-9', status: 1 },
  'after-sales:cookie-settings-requested': {},
};

/** Payloads each schema must refuse. */
const INVALID: { [N in EventName]: unknown[] } = {
  'cart:changed': [{ count: -1 }, { count: 1.5 }, { count: '3' }],
  'catalog:add-to-project-requested': [
    { sku_number: '', buy_number: 1 },
    { sku_number: 'A', buy_number: 0 },
    { sku_number: 'A', buy_number: 1, customizable_type: 'x' },
  ],
  'catalog:favorite-requested': [{ product_id: '', sku_number: 'A' }, { product_id: 'p' }],
  'catalog:added-to-cart': [{ sku_number: '', buy_number: 1 }, { sku_number: 'A', buy_number: 0 }],
  'cara:added-to-cart': [{ sku_number: 'A' }, { sku_number: 'A', buy_number: 1.5 }],
  'account:project-added-to-cart': [{}, { count: -1 }],
  'cara:cases-in-progress': [{ count: -1 }, {}],
  'cara:case-updated': [{ case_id: 'c', status: 'done' }, { status: 1 }],
  'after-sales:cookie-settings-requested': [null, 'settings', 1],
};

const NAMES = Object.keys(EVENT_SCHEMAS) as EventName[];

let target: EventTarget;
let emitter: EventBus;
let listener: EventBus;
let warn: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  target = new EventTarget();
  emitter = createEventBus(target);
  listener = createEventBus(target);
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  warn.mockRestore();
});

it('has a valid and an invalid payload here for every event of the contract', () => {
  expect(Object.keys(VALID).sort()).toEqual([...NAMES].sort());
  expect(Object.keys(INVALID).sort()).toEqual([...NAMES].sort());
});

it('names events <owner>:<what-happened>', () => {
  for (const name of NAMES) expect(name).toMatch(/^(shell|cart|catalog|cara|account|after-sales):[a-z-]+$/);
});

describe.each(NAMES)('%s', (name) => {
  it('reaches a listener on another bus with the payload', () => {
    const handler = vi.fn();
    listener.on(name, handler);
    emitter.emit(name, VALID[name]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler.mock.calls[0]?.[0]).toEqual(VALID[name]);
    expect(handler.mock.calls[0]?.[1]).toBeTypeOf('function');
  });

  it('is dispatched as a CustomEvent of that name carrying the payload', () => {
    const raw = vi.fn((event: Event) => (event as CustomEvent).detail);
    target.addEventListener(name, raw);
    emitter.emit(name, VALID[name]);
    expect(raw).toHaveBeenCalledTimes(1);
    expect(raw.mock.results[0]?.value).toEqual(VALID[name]);
  });

  it('is heard from a plain CustomEvent with a valid payload', () => {
    const handler = vi.fn();
    listener.on(name, handler);
    target.dispatchEvent(new CustomEvent(name, { detail: VALID[name] }));
    expect(handler).toHaveBeenCalledWith(VALID[name], expect.any(Function));
  });

  it('refuses to emit a malformed payload, and nothing is dispatched', () => {
    const handler = vi.fn();
    const raw = vi.fn();
    listener.on(name, handler);
    target.addEventListener(name, raw);
    for (const bad of INVALID[name]) {
      expect(() => emitter.emit(name, bad as never), JSON.stringify(bad)).toThrow();
    }
    expect(() => emitter.emit(name, undefined as never)).toThrow();
    expect(handler).not.toHaveBeenCalled();
    expect(raw).not.toHaveBeenCalled();
  });

  it('ignores a malformed incoming CustomEvent, with a warning', () => {
    const handler = vi.fn();
    listener.on(name, handler);
    for (const bad of INVALID[name]) target.dispatchEvent(new CustomEvent(name, { detail: bad }));
    target.dispatchEvent(new CustomEvent(name));
    target.dispatchEvent(new Event(name));
    expect(handler).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
    expect(String(warn.mock.calls[0]?.[0])).toContain(name);
  });

  it('tells the emitter whether a listener claimed it', () => {
    expect(emitter.emit(name, VALID[name])).toBe(false);
    const off = listener.on(name, () => undefined);
    expect(emitter.emit(name, VALID[name])).toBe(false);
    off();
    listener.on(name, (_payload, claim) => claim());
    expect(emitter.emit(name, VALID[name])).toBe(true);
  });

  it('stops delivering after unsubscribe', () => {
    const handler = vi.fn();
    const off = listener.on(name, handler);
    emitter.emit(name, VALID[name]);
    off();
    emitter.emit(name, VALID[name]);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(emitter.emit(name, VALID[name])).toBe(false);
  });
});

describe('the bus', () => {
  it('delivers an event only to listeners of that name', () => {
    const cart = vi.fn();
    const cases = vi.fn();
    listener.on('cart:changed', cart);
    listener.on('cara:cases-in-progress', cases);
    emitter.emit('cart:changed', { count: 0 });
    expect(cart).toHaveBeenCalledWith({ count: 0 }, expect.any(Function));
    expect(cases).not.toHaveBeenCalled();
  });

  it('delivers to every listener and counts one claim among several', () => {
    const first = vi.fn();
    const second = vi.fn((_p: unknown, claim: () => void) => claim());
    listener.on('catalog:favorite-requested', first);
    createEventBus(target).on('catalog:favorite-requested', second);
    expect(emitter.emit('catalog:favorite-requested', VALID['catalog:favorite-requested'])).toBe(true);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('unsubscribes only the one listener', () => {
    const kept = vi.fn();
    const dropped = vi.fn();
    listener.on('cart:changed', kept);
    const off = listener.on('cart:changed', dropped);
    off();
    emitter.emit('cart:changed', { count: 5 });
    expect(kept).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
  });

  it('accepts an optional customizable type', () => {
    const add = vi.fn();
    listener.on('catalog:add-to-project-requested', add);
    emitter.emit('catalog:add-to-project-requested', { sku_number: 'S', buy_number: 1 });
    expect(add).toHaveBeenCalledWith({ sku_number: 'S', buy_number: 1 }, expect.any(Function));
  });

  it('does not cross between separate targets', () => {
    const handler = vi.fn();
    createEventBus(new EventTarget()).on('cart:changed', handler);
    emitter.emit('cart:changed', { count: 1 });
    expect(handler).not.toHaveBeenCalled();
  });

  it('uses window by default, so buses in different bundles meet', () => {
    const handler = vi.fn();
    const off = createEventBus().on('cart:changed', handler);
    createEventBus(window).emit('cart:changed', { count: 7 });
    off();
    expect(handler).toHaveBeenCalledWith({ count: 7 }, expect.any(Function));
  });
});
