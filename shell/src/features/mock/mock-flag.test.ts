import { describe, expect, it } from 'vitest';
import { MOCK_STORAGE_KEY, mockFlagOn } from './mock-flag';

function tab() {
  const kept = new Map<string, string>();
  const cookies: string[] = [];
  const storage = { getItem: (k: string) => kept.get(k) ?? null, setItem: (k: string, v: string) => void kept.set(k, v), removeItem: (k: string) => void kept.delete(k) };
  return { kept, cookies, storage, on: (search: string, built = false) => mockFlagOn({ search }, storage, (c) => cookies.push(c), built) };
}

describe('the mock flag', () => {
  it('is off by default, and writes no cookie then', () => {
    const t = tab();
    expect(t.on('')).toBe(false);
    expect(t.cookies).toEqual([]);
  });

  it('?mock=1 switches the tab on and keeps it on for the next pages, ?mock=0 off', () => {
    const t = tab();
    expect(t.on('?mock=1&Room=Bedroom')).toBe(true);
    expect(t.kept.get(MOCK_STORAGE_KEY)).toBe('1');
    expect(t.cookies.at(-1)).toMatch(/^sf_mock=1; path=\//);
    expect(t.on('?Room=Bedroom')).toBe(true);
    expect(t.on('?mock=0')).toBe(false);
    expect(t.cookies.at(-1)).toMatch(/^sf_mock=; path=\/; max-age=0/);
    expect(t.on('')).toBe(false);
  });

  it('is on in a build made with MOCK=1, and works without storage', () => {
    expect(mockFlagOn({ search: '' }, null, () => undefined, true)).toBe(true);
    expect(mockFlagOn({ search: '?mock=1' }, null, () => undefined)).toBe(true);
    const throwing = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); }, removeItem: () => undefined };
    expect(mockFlagOn({ search: '?mock=1' }, throwing, () => undefined)).toBe(true);
  });
});
