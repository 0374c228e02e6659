/**
 * The catalog's version as this api has seen it, and the reads of the catalog kept per version.
 *
 * The database raises the version with every statement that changes products, in that statement's transaction (the
 * `catalog_version` row and its triggers, migrations 0008 and 0019; a change of stock alone that leaves units on hand
 * before and after changes no tag, so it leaves the version, and orders do not queue on its row), and each kept read of the catalog (a site's sections, a
 * list's facet counts) reads the version along with the products: it carries the version it saw. A kept read serves
 * while the api has seen no newer version; once it has, the next request reads again and waits for that read, so
 * no answer is older than a version the api has seen. Nothing is read again while the catalog stays as it is.
 *
 * The api sees the version in every page of a list it reads (the page's query reads it along), so a list notices a
 * change committed before it started and is read once more (listing.ts); and when it has seen no version for a
 * while, the next request for sections checks it in the background (`checkVersionAfter`), which is how the menus
 * notice a change no list has seen.
 */
import type { Services } from '../../platform/services';
import { catalogVersionNow } from './repository/version';

interface Seen {
  /** The newest version seen. */
  version: number;
  /** When a version was last seen (services.now() milliseconds). */
  at: number;
  checking: boolean;
}

const seenBy = new WeakMap<Services, Seen>();

function seenOf(services: Services): Seen {
  let seen = seenBy.get(services);
  if (!seen) seenBy.set(services, (seen = { version: 0, at: services.now().getTime(), checking: false }));
  return seen;
}

/** The newest catalog version this api has seen. */
export const seenVersion = (services: Services): number => seenOf(services).version;

/** Notes a version a read saw. */
export function sawVersion(services: Services, version: number): void {
  const seen = seenOf(services);
  if (version > seen.version) seen.version = version;
  seen.at = services.now().getTime();
}

/** Reads the version in the background when none has been seen for `maxAgeMs` (the next request uses what it finds). */
export function checkVersionAfter(services: Services, maxAgeMs: number): void {
  const seen = seenOf(services);
  if (seen.checking || services.now().getTime() - seen.at < maxAgeMs) return;
  seen.checking = true;
  catalogVersionNow(services.db)
    .then(
      (version) => sawVersion(services, version),
      // The next request after the next interval tries again.
      () => undefined,
    )
    .finally(() => {
      seen.checking = false;
    });
}

interface Entry<T> {
  /**
   * The version the read is at least at: the one asked for when it started (a read that starts after a version
   * was seen sees that version or a newer one), then the read's own.
   */
  version: number;
  read: Promise<T>;
  /** The last read of the key that succeeded (this one once settled, else the one before). */
  settled: T | null;
}

/**
 * Reads of the catalog by key, each kept with the version it was read at (`T` carries it): asked for a version or
 * newer, the cache answers the kept read when it is that new, else starts a read that the requests asking meanwhile
 * share. At most `maxEntries` keys are kept: the one used longest ago goes first (a key answered or read again
 * counts as used), so the keys people keep asking for stay however many others pass once.
 */
export class VersionedCache<T extends { version: number }> {
  /** In order of last use, the least recent first (a Map keeps insertion order). */
  private readonly entries = new Map<string, Entry<T>>();
  constructor(private readonly maxEntries: number) {}

  get(key: string, atLeast: number, read: () => Promise<T>): Promise<T> {
    const found = this.entries.get(key);
    if (found) this.entries.delete(key);
    if (found && found.version >= atLeast) {
      this.entries.set(key, found);
      return found.read;
    }
    while (this.entries.size >= Math.max(1, this.maxEntries)) {
      const leastRecent = this.entries.keys().next().value;
      if (leastRecent === undefined) break;
      this.entries.delete(leastRecent);
    }
    const entry: Entry<T> = { version: atLeast, read: read(), settled: found?.settled ?? null };
    this.entries.set(key, entry);
    entry.read.then(
      (done) => {
        entry.version = Math.max(entry.version, done.version);
        entry.settled = done;
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return entry.read;
  }

  /** The last read of the key that succeeded, whatever its version, without starting one. */
  peek(key: string): T | null {
    return this.entries.get(key)?.settled ?? null;
  }

  /** How many keys are kept. */
  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}
