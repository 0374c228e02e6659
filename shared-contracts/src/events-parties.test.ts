import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EVENT_SCHEMAS, type EventName } from './events';

/**
 * Every event has both sides in the tree: an emitter and a listener. An event whose other side a later screen brings
 * is named here with what brings it, so a forgotten event cannot hide.
 */
const AWAITING: Partial<Record<EventName, string>> = {};

const root = new URL('../../', import.meta.url).pathname;
const PACKAGES = ['shell/src', 'mf-account/src', 'mf-catalog/src', 'mf-cart-checkout/src', 'mf-after-sales/src', 'mf-cara/src'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

const code = PACKAGES.flatMap((dir) => sources(join(root, dir))).join('\n');
const emitted = (name: string) => code.includes(`emit('${name}'`);
const heard = (name: string) => code.includes(`on('${name}'`);

describe('the events', () => {
  it.each(Object.keys(EVENT_SCHEMAS) as EventName[])('%s has an emitter and a listener, or says which is to come', (name) => {
    const sides = { emitted: emitted(name), heard: heard(name) };
    if (AWAITING[name]) expect(sides.emitted && sides.heard, `${name} has both sides now: take it off AWAITING`).toBe(false);
    else expect(sides).toEqual({ emitted: true, heard: true });
  });
});
