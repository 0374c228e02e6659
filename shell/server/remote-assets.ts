import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

const TTL_MS = 30_000;
const FETCH_TIMEOUT_MS = 1_000;

interface FederationManifest {
  exposes?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The chunks a remote's expose loads at once, read from the mf-manifest.json beside its entry, so the
 * page can preload them with the entry instead of discovering them one round trip later. Same-origin
 * remotes are read from disk, others fetched (briefly cached). Any failure just means no extra preload.
 */
export function exposeAssetsSource(remotesRoot: string) {
  const cache = new Map<string, { at: number; assets: string[] }>();

  async function readManifest(entry: string): Promise<FederationManifest> {
    const local = /^\/remotes\/([\w-]+)\/remoteEntry\.js$/.exec(entry);
    if (local) return JSON.parse(await readFile(join(remotesRoot, local[1] as string, 'dist', 'mf-manifest.json'), 'utf8'));
    const response = await fetch(new URL('mf-manifest.json', entry), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`mf-manifest.json: ${response.status}`);
    return (await response.json()) as FederationManifest;
  }

  return async (entry: string, expose: string): Promise<string[]> => {
    const key = `${entry} ${expose}`;
    const hit = cache.get(key);
    if (hit && Date.now() - hit.at < TTL_MS) return hit.assets;
    let assets: string[];
    try {
      const manifest = await readManifest(entry);
      const sync = manifest.exposes?.find((e) => e.name === expose)?.assets?.js?.sync ?? [];
      const base = new URL(entry, 'http://same.origin');
      assets = sync.map((file) => {
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
