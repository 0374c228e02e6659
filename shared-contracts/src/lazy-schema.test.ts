import * as z from 'zod/mini';
import { describe, expect, it, vi } from 'vitest';
import { lazySchema } from './lazy-schema';

describe('a schema built on first use', () => {
  const card = () => z.object({ sku: z.string().check(z.minLength(1)), price: z.optional(z.number()) });

  it('is not built until something reads it, and is built once', () => {
    const build = vi.fn(card);
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(z.parse(schema, { sku: 'A-1', price: 3 })).toEqual({ sku: 'A-1', price: 3 });
    expect(schema.parse({ sku: 'B-2' })).toEqual({ sku: 'B-2' });
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('refuses what the schema refuses, with the same issues', () => {
    const lazy = z.safeParse(lazySchema(card), { sku: '', price: 'x' });
    const eager = z.safeParse(card(), { sku: '', price: 'x' });
    expect(lazy.success).toBe(false);
    expect(lazy.error?.issues).toEqual(eager.error?.issues);
  });

  it('composes: inside objects, arrays, optionals and extensions built from it', () => {
    const item = lazySchema(card);
    const list = lazySchema(() => z.object({ list: z.array(item), next: z.optional(item) }));
    const extended = lazySchema(() => z.extend(item, { name: z.string() }));
    expect(z.parse(list, { list: [{ sku: 'A' }], next: { sku: 'B' } })).toEqual({ list: [{ sku: 'A' }], next: { sku: 'B' } });
    expect(z.safeParse(list, { list: [{ sku: '' }] }).error?.issues[0]?.path).toEqual(['list', 0, 'sku']);
    expect(z.parse(extended, { sku: 'C', name: 'Chair' })).toEqual({ sku: 'C', name: 'Chair' });
  });

  it('answers introspection as the schema does', () => {
    const schema = lazySchema(card);
    const eager = card();
    expect(Object.keys(schema._zod.def.shape)).toEqual(['sku', 'price']);
    expect('_zod' in schema).toBe(true);
    expect(Object.getPrototypeOf(schema)).toBe(Object.getPrototypeOf(eager));
    expect(schema._zod.def.type).toBe('object');
  });
});
