import { describe, expect, it } from 'vitest';
import { VersionedCache } from './version';

type Read = { value: string; version: number };

/** A read that counts its calls and answers `value` at `version`. */
function reader(value: string, version: number) {
  const read = async (): Promise<Read> => {
    read.calls += 1;
    return { value, version };
  };
  read.calls = 0;
  return read;
}

describe('reads kept per catalog version', () => {
  it('keeps a read while no newer version is asked for, and reads again for a newer one', async () => {
    const cache = new VersionedCache<Read>(10);
    const first = reader('a', 5);
    expect((await cache.get('k', 0, first)).value).toBe('a');
    expect((await cache.get('k', 5, first)).value).toBe('a');
    expect(first.calls).toBe(1);
    const second = reader('b', 6);
    expect((await cache.get('k', 6, second)).value).toBe('b');
    expect((await cache.get('k', 6, reader('c', 6))).value).toBe('b');
    expect(second.calls).toBe(1);
  });

  it('shares a read under way between the requests that ask meanwhile', async () => {
    const cache = new VersionedCache<Read>(10);
    const read = reader('a', 3);
    const [one, two] = await Promise.all([cache.get('k', 3, read), cache.get('k', 2, read)]);
    expect(one).toBe(two);
    expect(read.calls).toBe(1);
  });

  it('answers the last good read at hand while a newer one is under way, and forgets a failed read', async () => {
    const cache = new VersionedCache<Read>(10);
    await cache.get('k', 1, reader('a', 1));
    let fail: (error: Error) => void = () => undefined;
    const failing = cache.get('k', 2, () => new Promise<Read>((_, reject) => (fail = reject)));
    expect(cache.peek('k')?.value).toBe('a');
    fail(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    expect(cache.peek('k')).toBeNull();
    expect((await cache.get('k', 2, reader('b', 2))).value).toBe('b');
  });

  it('lets the oldest key go when full', async () => {
    const cache = new VersionedCache<Read>(2);
    for (const key of ['k', 'l', 'm']) await cache.get(key, 1, reader(key, 1));
    expect(cache.peek('k')).toBeNull();
    expect(cache.peek('l')?.value).toBe('l');
    expect(cache.peek('m')?.value).toBe('m');
  });
});
