import { describe, expect, it } from 'vitest';
import { ERR } from './errors';

describe('the error codes', () => {
  it('name each refusal once: no two names share a code', () => {
    const byCode = new Map<number, string[]>();
    for (const [name, code] of Object.entries(ERR)) byCode.set(code, [...(byCode.get(code) ?? []), name]);
    expect([...byCode.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
