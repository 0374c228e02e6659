import { REMOTE_EXPOSES, isFederationEntry, manifestProblems, type RemoteName, type RemotesManifest } from '@storefront/contracts';

/** What a remote's exposed module gives: single-spa-react lifecycles. */
export interface RemoteLifecycles<P> {
  bootstrap(props: P): Promise<unknown>;
  mount(props: P): Promise<unknown>;
  unmount(props: P): Promise<unknown>;
  update?(props: P): Promise<unknown>;
  /** Fetches a route page's code ahead of its mount (remotes built before it have none: the wire tolerates that). */
  prefetch?(routeId: string): Promise<unknown>;
}

/** A remote's entry module (decision 021): imports an exposed module when asked for it. */
interface RemoteEntry {
  get(expose: string): Promise<unknown>;
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
  manifest ??= readManifest();
  return manifest;
}

type Federation = Awaited<ReturnType<typeof startFederation>>;
let federation: Promise<Federation> | null = null;

/**
 * The module-federation runtime, for a remote built with it (release 0.1.0 and before): loaded when such a remote is
 * first asked for, never on a page whose remotes are modules. It gets the shell's React as the shared singletons and
 * stands where such a build looks for the runtime the shell provides.
 */
async function startFederation() {
  const [{ createInstance }, core, react, jsxRuntime, reactDom, reactDomClient] = await Promise.all([
    import('@module-federation/runtime'),
    import('@module-federation/runtime/core'),
    import('react'),
    import('react/jsx-runtime'),
    import('react-dom'),
    import('react-dom/client'),
  ]);
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = core;
  const singleton = (lib: unknown) => ({
    version: react.version,
    lib: () => lib,
    shareConfig: { singleton: true, requiredVersion: `^${react.version}` },
  });
  const instance = createInstance({
    name: 'shell',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: {
      react: singleton(react),
      'react/jsx-runtime': singleton(jsxRuntime),
      'react-dom': singleton(reactDom),
      'react-dom/client': singleton(reactDomClient),
    },
  });
  return instance;
}

const registered = new Set<RemoteName>();
const retries = new Map<RemoteName, number>();

/** An entry URL with a fresh query on a retry, so the browser does not answer with the earlier failure. */
function entryUrl(owner: RemoteName, entry: string, retry: boolean): string {
  if (!retry) return entry;
  const attempt = (retries.get(owner) ?? 0) + 1;
  retries.set(owner, attempt);
  const url = new URL(entry, location.href);
  url.searchParams.set('retry', String(attempt));
  return url.toString();
}

async function loadThroughFederation(owner: RemoteName, entry: string, expose: string, retry: boolean): Promise<unknown> {
  federation ??= startFederation();
  const instance = await federation;
  if (retry || !registered.has(owner)) {
    instance.registerRemotes([{ name: owner, entry, type: 'module' }], { force: retry });
    registered.add(owner);
  }
  return instance.loadRemote(`${owner}/${expose.slice(2)}`);
}

/**
 * Loads an exposed module of a remote. A retry imports the entry again under a fresh URL. The entry's chunks keep their
 * URLs (they are imported relative to the entry's path): a browser that fetches a failed module again (Chromium does)
 * loads them on the retry; one that keeps the failure in its module map fails again, and the region then offers a
 * reload of the page where the person is.
 */
export async function loadLifecycles<P>(
  owner: RemoteName,
  expose: keyof typeof REMOTE_EXPOSES,
  options: { retry: boolean },
): Promise<RemoteLifecycles<P>> {
  const m = await remotesManifest();
  const entry = entryUrl(owner, m[owner], options.retry);
  const path = REMOTE_EXPOSES[expose];
  const mod = (
    isFederationEntry(m[owner])
      ? await loadThroughFederation(owner, entry, path, options.retry)
      : await ((await import(/* @vite-ignore */ entry)) as RemoteEntry).get(path)
  ) as RemoteLifecycles<P> | null;
  if (!mod || typeof mod.mount !== 'function') throw new Error(`${owner} exposes no lifecycles at ${expose}`);
  return mod;
}
