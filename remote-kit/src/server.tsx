/**
 * The page server's side of a remote (decision 013): its route pages rendered to HTML with the data they read.
 * Imported by a remote's server entry only (`src/server.tsx`), never by its browser build.
 */
import type { RemoteName, ServerRenderedPage, ShellProps } from '@storefront/contracts';
import { prerenderToNodeStream } from 'react-dom/static';
import { remoteRoot, routeStylesText, type RemoteDefinition } from './define-remote';
import { serverPageData } from './page-data';

async function text(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Renders before the page is given up on (a read that needs another read's answer takes one more). */
const MAX_PASSES = 3;

/** Fizz's mark of a boundary whose content arrives later in the stream, for a script to move in place. */
const PENDING_BOUNDARY = /<template id="B:/;

/**
 * Renders the page of `props.route` as the browser's first render will (the same root, the same data), waiting for
 * its lazy code and its reads. A part React still sends out of line (to be moved in by an inline script, which a
 * region's HTML cannot run) makes it render again, with the answers it has, until the page comes out whole. Aborted by `signal`, or still waiting after MAX_PASSES, it rejects: the page
 * server then sends the page without it (the browser renders it).
 */
export async function renderRemotePage<O extends RemoteName>(
  definition: RemoteDefinition<O>,
  props: ShellProps,
  { signal }: { signal: AbortSignal },
): Promise<ServerRenderedPage> {
  const data = serverPageData();
  const Root = remoteRoot(definition, () => data);
  for (let pass = 1; pass <= MAX_PASSES; pass++) {
    // No size limit on a boundary's content: React would otherwise move a large page out of line.
    const { prelude } = await prerenderToNodeStream(<Root {...props} />, { signal, progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await text(prelude);
    signal.throwIfAborted();
    if (!PENDING_BOUNDARY.test(html)) {
      const { css, route } = await routeStylesText(definition.styles, props.route.id);
      return { html, css, ...(route ? { cssRoute: route } : {}), data: data.serialize() };
    }
  }
  throw new Error(`the page still waited for something after ${MAX_PASSES} renders`);
}
