import { REMOTE_SERVER_ENTRY, type RemoteName, type RemoteServerRender, type ServerRenderedPage, type ShellProps } from '@storefront/contracts';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { localRemoteOf } from './manifest';

/** How long a page waits for its remote's server render before it is sent without it (the browser renders it). */
export const SERVER_RENDER_BUDGET_MS = 1_500;

/**
 * The route pages the remotes render on the server (decision 013). A remote served from this origin has its server
 * entry beside its build (`<remote>/dist-server/render.mjs`), loaded again when the file changes (a redeploy of the
 * remote, no restart of the page server). A remote served from elsewhere, a remote without a server entry, a
 * failure or a render over budget: `null`, and the page goes out as before.
 */
export function remoteRendererSource(remotesRoot: string, warn: (message: string) => void, budgetMs = SERVER_RENDER_BUDGET_MS) {
  const loaded = new Map<string, { mtimeMs: number; render: RemoteServerRender }>();

  async function rendererFor(owner: RemoteName, entry: string): Promise<RemoteServerRender | null> {
    if (localRemoteOf(entry) !== owner) return null;
    const file = join(remotesRoot, owner, REMOTE_SERVER_ENTRY);
    const mtimeMs = await stat(file).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (mtimeMs === null) return null;
    const hit = loaded.get(file);
    if (hit?.mtimeMs === mtimeMs) return hit.render;
    const module = (await import(`${pathToFileURL(file).href}?v=${mtimeMs}`)) as { render?: unknown };
    if (typeof module.render !== 'function') throw new Error(`${REMOTE_SERVER_ENTRY} exports no render function`);
    const render = module.render as RemoteServerRender;
    loaded.set(file, { mtimeMs, render });
    return render;
  }

  const renderPage = async (owner: RemoteName, entry: string, props: ShellProps): Promise<ServerRenderedPage | null> => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const render = await rendererFor(owner, entry);
      if (!render) return null;
      // The budget is the render's: loading the entry (once per deploy, and at start) is not counted.
      timer = setTimeout(() => controller.abort(new Error(`over its budget of ${budgetMs} ms`)), budgetMs);
      return await render(props, { signal: controller.signal });
    } catch (error) {
      warn(`${owner}: the page is sent without its server render (${error instanceof Error ? error.message : String(error)})`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
  /** Loads the server entries of `entries` ahead of the first page (the page server calls it as it starts). */
  const warm = async (entries: Partial<Record<RemoteName, string>>): Promise<void> => {
    for (const [owner, entry] of Object.entries(entries) as Array<[RemoteName, string]>) {
      await rendererFor(owner, entry).catch((error: unknown) => warn(`${owner}: its server entry could not be loaded (${error instanceof Error ? error.message : String(error)})`));
    }
  };
  return Object.assign(renderPage, { warm });
}
