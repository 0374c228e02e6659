/** The five federated remotes. A remote never imports another remote or the shell. */
export const REMOTES = ['mf-catalog', 'mf-account', 'mf-cart-checkout', 'mf-after-sales', 'mf-cara'] as const;
export type RemoteName = (typeof REMOTES)[number];

/** What every remote exposes through module federation. */
export const REMOTE_EXPOSES = {
  /** single-spa-react lifecycles of the remote's route app. */
  app: './app',
  /** single-spa-react lifecycles of the remote's dialog bodies (parcels the shell's dialog host mounts). */
  dialogs: './dialogs',
  /**
   * single-spa-react lifecycles of a parcel that is no route's page: mf-cara's assistant (the chat bubble and
   * panel, the upload widget, AI case polling and notices), mounted by the shell beside the page.
   */
  assistant: './assistant',
  /** mf-cart-checkout's mini-cart: the header's cart icon with its badge and the preview (MiniCartProps). */
  miniCart: './mini-cart',
  /** mf-catalog's live search: the header's search with its product dropdown, where the brand has one (LiveSearchProps). */
  liveSearch: './live-search',
  /**
   * mf-account's workspace: no view of its own; it answers the requests other remotes' pages make of the designer's
   * projects and favorites (add to project, favorite), for signed-in accounts that keep them.
   */
  workspace: './workspace',
} as const;

/** An exposed module that is no route app and no dialog bodies: a piece the shell mounts in its own frame. */
export type ParcelExpose = Exclude<keyof typeof REMOTE_EXPOSES, 'app' | 'dialogs'>;

/**
 * Who provides each parcel: one capability, one deployable (the shell draws where it goes, the owner what it is).
 * A remote's build exposes exactly its parcels here (remoteViteConfig checks it).
 */
export const PARCEL_OWNERS: Readonly<Record<ParcelExpose, RemoteName>> = {
  assistant: 'mf-cara',
  miniCart: 'mf-cart-checkout',
  liveSearch: 'mf-catalog',
  workspace: 'mf-account',
};

/**
 * How a remote is built and found (decision 021): plain ES modules. `remote.js` exports `get(expose)`, which imports
 * the exposed module; the shared libraries below are imported by their bare names and resolved by the page's import
 * map to the shell's one copy. A remote built with module federation (`remoteEntry.js`, release 0.1.0 and before) is
 * still mounted: the shell loads the federation runtime for it when it is first asked for.
 */
export const REMOTE_ENTRY_FILE = 'remote.js';
/** Beside the entry: for each exposed module, the chunks it loads at once (preloaded with the entry). */
export const REMOTE_MANIFEST_FILE = 'remote-manifest.json';

export interface RemoteAssetManifest {
  entry: string;
  /** Exposed module -> its chunk and the chunks it imports statically, relative to the entry's folder. */
  exposes: Record<string, string[]>;
}

/** Loaded once on the page, provided by the shell through the import map, imported by bare name everywhere else. */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;
export type SharedModule = (typeof SHARED_MODULES)[number];

/** Whether an entry URL names a module-federation build (the shell then mounts it through the federation runtime). */
export function isFederationEntry(entry: string): boolean {
  return /\/remoteEntry\.js(?:[?#].*)?$/.test(entry);
}

/** Runtime manifest: remote name -> URL of its entry (`remote.js`, or a federation build's remoteEntry.js). Served as /remotes.json. */
export type RemotesManifest = Record<RemoteName, string>;

export function isRemoteName(value: unknown): value is RemoteName {
  return typeof value === 'string' && (REMOTES as readonly string[]).includes(value);
}

/**
 * Checks a manifest read at runtime: every remote present, each entry a URL or an absolute path.
 * Returns the list of problems (empty when valid).
 */
export function manifestProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return ['manifest must be an object'];
  const problems: string[] = [];
  const record = value as Record<string, unknown>;
  for (const name of REMOTES) {
    const entry = record[name];
    if (typeof entry !== 'string' || !/^(https?:\/\/|\/)/.test(entry)) {
      problems.push(`${name}: entry must be an http(s) URL or an absolute path`);
    }
  }
  for (const key of Object.keys(record)) {
    if (!isRemoteName(key)) problems.push(`${key}: not a remote of this storefront`);
  }
  return problems;
}

/**
 * A remote's server entry (decision 013): `dist-server/render.mjs` beside the remote's browser build, deployed with
 * it, exporting `render`. The page server calls it with the mount props of the page's route (brand, route, session,
 * an api client that reaches the api directly) and puts what it returns into the page: the HTML in the remote's
 * region, the stylesheet in the head, the data in a script the remote reads when it hydrates. `null`: the remote
 * does not render this route on the server (the browser renders it, as before).
 */
export const REMOTE_SERVER_ENTRY = 'dist-server/render.mjs';

export interface ServerRenderedPage {
  html: string;
  /** The remote's stylesheet, as the browser build would add it (the same `data-styles-of` key). */
  css: string;
  /**
   * Set when `css` is only the part of the sheet the page of this route needs: the page marks it so, and the remote
   * adds the rest before it shows a page of another route.
   */
  cssRoute?: string;
  /** The answers the page read, by key: sent with the page so the browser's first render shows the same. */
  data: Record<string, unknown>;
}

/** The id of the script in which the page sends a server-rendered page's data (`ServerRenderedPage.data`). */
export function pageDataScriptId(owner: RemoteName): string {
  return `sf-data-${owner}`;
}

export type RemoteServerRender = (props: unknown, options: { signal: AbortSignal }) => Promise<ServerRenderedPage | null>;
