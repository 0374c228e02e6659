import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { REMOTES, REMOTE_EXPOSES, manifestProblems, type RemoteName, type RemotesManifest } from '@storefront/contracts';

/** What a remote's exposed module gives: single-spa-react lifecycles. */
export interface RemoteLifecycles<P> {
  bootstrap(props: P): Promise<unknown>;
  mount(props: P): Promise<unknown>;
  unmount(props: P): Promise<unknown>;
  update?(props: P): Promise<unknown>;
  /** Fetches a route page's code ahead of its mount (remotes built before it have none: the wire tolerates that). */
  prefetch?(routeId: string): Promise<unknown>;
}

/**
 * The runtime manifest: remote name -> entry URL, read when the page starts, so a squad redeploys its
 * remote by changing a URL with no shell rebuild. The server inlines it into the page (saving a round
 * trip); /remotes.json is the fallback.
 */
async function readManifest(): Promise<RemotesManifest> {
  const inline = document.getElementById('sf-remotes')?.textContent;
  const value: unknown = inline ? JSON.parse(inline) : await (await fetch('/remotes.json', { cache: 'no-cache' })).json();
  const problems = manifestProblems(value);
  if (problems.length > 0) throw new Error(`remotes manifest: ${problems.join('; ')}`);
  return value as RemotesManifest;
}

let manifest: Promise<RemotesManifest> | null = null;

export function remotesManifest(): Promise<RemotesManifest> {
  manifest ??= readManifest().then((m) => {
    registerRemotes(REMOTES.map((name) => ({ name, entry: m[name], type: 'module' })));
    return m;
  });
  return manifest;
}

const retries = new Map<RemoteName, number>();

/**
 * Loads an exposed module of a remote. A retry registers the remote again with a fresh entry URL, so the
 * federation runtime does not answer with the earlier failure. The entry's chunks keep their URLs (they are
 * imported relative to the entry's path, `base: './'`, and the query is not carried over): a browser that
 * fetches a failed module again (Chromium does) loads them on the retry; one that keeps the failure in its
 * module map fails again, and the region then offers a reload of the page where the person is.
 */
export async function loadLifecycles<P>(
  owner: RemoteName,
  expose: keyof typeof REMOTE_EXPOSES,
  options: { retry: boolean },
): Promise<RemoteLifecycles<P>> {
  const m = await remotesManifest();
  if (options.retry) {
    const attempt = (retries.get(owner) ?? 0) + 1;
    retries.set(owner, attempt);
    const url = new URL(m[owner], location.href);
    url.searchParams.set('retry', String(attempt));
    registerRemotes([{ name: owner, entry: url.toString(), type: 'module' }], { force: true });
  }
  const mod = await loadRemote<RemoteLifecycles<P>>(`${owner}/${REMOTE_EXPOSES[expose].slice(2)}`);
  if (!mod || typeof mod.mount !== 'function') throw new Error(`${owner} exposes no lifecycles at ${expose}`);
  return mod;
}
