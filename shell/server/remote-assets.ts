import { REMOTE_MANIFEST_FILE, isFederationEntry, type RemoteAssetManifest } from '@storefront/contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localRemoteOf } from './manifest';

const TTL_MS = 30_000;
const FETCH_TIMEOUT_MS = 1_000;

/** A module-federation build's manifest (release 0.1.0 and before), as far as it is read here. */
interface FederationManifest {
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The chunks a remote's expose loads at once, read from the manifest beside its entry (`remote-manifest.json`, or a
 * federation build's `mf-manifest.json`), so the page can preload them with the entry instead of discovering them one
 * round trip later. Same-origin remotes are read from disk, others fetched (briefly cached). Any failure just means
 * no extra preload.
 */
export function exposeAssetsSource(remotesRoot: string) {
  const cache = new Map<string, { at: number; assets: string[] }>();

  async function readJson(entry: string, file: string): Promise<unknown> {
    const local = localRemoteOf(entry);
    if (local) return JSON.parse(await readFile(join(remotesRoot, local, 'dist', file), 'utf8'));
    const response = await fetch(new URL(file, entry), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`${file}: ${response.status}`);
    return response.json();
  }

  async function chunksOf(entry: string, expose: string): Promise<string[]> {
    if (isFederationEntry(entry)) {
      const manifest = (await readJson(entry, 'mf-manifest.json')) as FederationManifest;
      return manifest.exposes?.find((e) => e.name === expose)?.assets?.js?.sync ?? [];
    }
    const manifest = (await readJson(entry, REMOTE_MANIFEST_FILE)) as RemoteAssetManifest;
    return manifest.exposes?.[`./${expose}`] ?? [];
  }

  return async (entry: string, expose: string): Promise<string[]> => {
    const key = `${entry} ${expose}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.assets;
    let assets: string[];
    try {
      const base = new URL(entry, 'http://same.origin');
      assets = (await chunksOf(entry, expose)).map((file) => {
        const url = new URL(file, base);
        return url.origin === 'http://same.origin' ? url.pathname : url.toString();
      });
    } catch {
      assets = [];
    }
    cache.set(key, { at: Date.now(), assets });
    return assets;
  };
}
