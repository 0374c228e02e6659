import { RegionFallback, USE_IDLE_MS, afterLoadAndIdle, reloadInPlace } from '@storefront/remote-kit';
import type { REMOTE_EXPOSES, RemoteName, ShellProps } from '@storefront/contracts';
import { createContext, useContext, useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { loadLifecycles, type RemoteLifecycles } from './remote-loader';

type Status = 'loading' | 'mounted' | 'failed';

/** How regions get a remote's lifecycles: through the federation runtime, or, in a component test, a stand-in. */
export const RemoteLoaderContext = createContext<typeof loadLifecycles>(loadLifecycles);

/**
 * The route page the page server rendered into the first frame (decision 013): its owner's region shows that HTML
 * from the first paint, and the remote hydrates it instead of rendering from nothing. The server gives it from the
 * remote's server entry, the browser reads it back from the page (`prerenderedFromPage`).
 */
export interface PrerenderedPage {
  owner: RemoteName;
  html: string;
}

export const PrerenderedContext = createContext<PrerenderedPage | null>(null);

/** The class of the node a remote is mounted in; the one the page server filled says so with `data-ssr`. */
const MOUNT_CLASS = 'sf-region-mount';

/** The region's inner HTML as the server sends it: the remote's page in the node the remote hydrates. */
export function prerenderedMarkup(html: string): string {
  return `<div class="${MOUNT_CLASS}" data-ssr="">${html}</div>`;
}

/** The prerendered page in this document, read before the shell hydrates (so its first render matches the server's). */
export function prerenderedFromPage(doc: Document): PrerenderedPage | null {
  const host = doc.querySelector<HTMLElement>('[data-region] > [data-prerendered]');
  const owner = host?.parentElement?.dataset.region;
  return host && owner ? { owner: owner as RemoteName, html: host.innerHTML } : null;
}

/**
 * single-spa-react keeps a mounted root under the `name` prop, so two mounts alive at once (the old
 * one's deferred unmount and its replacement) need different names.
 */
let mountCount = 0;

/** A remote's lifecycles mounted in one node (what single-spa calls a parcel), and its props with that node. */
interface Mounted<P> {
  /** The shell's props the remote was mounted with: an update with the same ones would render it again for nothing. */
  given: P;
  lifecycles: RemoteLifecycles<P>;
  props: (next: P) => P;
}

interface Props<P extends ShellProps> {
  owner: RemoteName;
  expose: keyof typeof REMOTE_EXPOSES;
  props: P;
  /**
   * The region's least height, while its remote loads and after: what is below it (the footer) stays below the fold
   * of a page the browser renders, instead of jumping into view when a page turns out shorter than the space kept.
   */
  minHeight?: string;
  /**
   * The shell's own stand-in for a small region (the header's cart and search): shown, working, from the first frame
   * while the remote loads, and in place of the fallback with Retry if it cannot be loaded. While the person is using
   * it (focus inside), it stays until they leave it, so a loaded remote never takes the field they are typing in.
   */
  fallback?: ReactNode;
  /**
   * When a region with a stand-in loads its remote: at once (the default), when the page has loaded and the browser is
   * idle ('idle'), or when the person first reaches for it, by pointer, touch or focus, or else after the page has been
   * idle a while ('use'). What the first view does not need stays off the first load (issue 14's budget). It may
   * change to 'now' later, and the region then loads.
   */
  loadWhen?: 'now' | 'idle' | 'use';
}

/**
 * A remote's region: loads its single-spa-react lifecycles through the federation runtime and mounts
 * them in its own node. New props (route, session) reach the remote through `update`. Mount, updates
 * and unmount run one after another, as single-spa would run a parcel's. A remote that cannot be loaded
 * or mounted shows the fallback with Retry here, and nowhere else (or the region's own stand-in, when it has one).
 */
export function RemoteRegion<P extends ShellProps>({ owner, expose, props, minHeight, fallback, loadWhen = 'now' }: Props<P>) {
  const load = useContext(RemoteLoaderContext);
  const given = useContext(PrerenderedContext);
  // Read once: the host's HTML is the server's, React never sets it again (the remote hydrates it in place).
  const [prerendered] = useState(() => (expose === 'app' && given?.owner === owner ? { __html: given.html } : undefined));
  const region = useRef<HTMLDivElement>(null);
  const host = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(loadWhen === 'now' || fallback === undefined);
  const parcel = useRef<Mounted<P> | null>(null);
  /** Lifecycle work in order: an update or an unmount never overlaps another lifecycle call. */
  const work = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(props);
  latest.current = props;
  // The props of the first render: the ones the page server rendered the region's HTML with.
  const [first] = useState(() => props);
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);
  const [standInFocused, setStandInFocused] = useState(false);

  // A deferred region waits for the idle page, or for the person to reach for its stand-in; a region asked for at
  // once after its first render (what it shows has changed) loads now.
  useEffect(() => {
    if (wanted) return;
    if (loadWhen === 'now') {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    const cancel = afterLoadAndIdle(want, loadWhen === 'use' ? USE_IDLE_MS : 0);
    const node = region.current;
    const reach = ['pointerenter', 'touchstart', 'focusin'] as const;
    if (loadWhen === 'use') reach.forEach((type) => node?.addEventListener(type, want, { once: true, passive: true }));
    return () => {
      cancel();
      reach.forEach((type) => node?.removeEventListener(type, want));
    };
  }, [wanted, loadWhen]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    // The node the page server filled, once; else a new one.
    const filled = host.current?.querySelector<HTMLElement>(`:scope > .${MOUNT_CLASS}[data-ssr]`);
    const container = filled ?? document.createElement('div');
    if (!filled) {
      container.className = MOUNT_CLASS;
      host.current?.append(container);
    }
    setStatus('loading');
    let mounted: Mounted<P> | null = null;
    const mounting = (async () => {
      const lifecycles = await load<P>(owner, expose, { retry: attempt > 0 });
      if (cancelled) return;
      const name = `${owner}/${expose}#${++mountCount}`;
      const withDom = (next: P): P => ({ ...next, name, domElement: container });
      // HTML the page server rendered is adopted with the props it was rendered with, even if the session has changed
      // since (the roles arrived while the remote's code loaded): the newer ones follow as an update.
      const given = filled ? first : latest.current;
      await lifecycles.bootstrap(withDom(given));
      if (cancelled) return;
      await lifecycles.mount(withDom(given));
      // From here the cleanup unmounts it, whenever that comes.
      mounted = { given, lifecycles, props: withDom };
      if (cancelled) return;
      parcel.current = mounted;
      setStatus('mounted');
    })();
    work.current = mounting.catch((error: unknown) => {
      console.error(`[${owner}] could not be loaded`, error);
      if (!cancelled) setStatus('failed');
      mounted = null;
    });
    return () => {
      cancelled = true;
      parcel.current = null;
      const pending = work.current;
      // Unmounting a React root during the host's own commit warns: defer it past this render. A remote
      // still mounting or updating is unmounted once that is done, so it is never left running.
      setTimeout(() => {
        void pending
          .then(() => (mounted ? mounted.lifecycles.unmount(mounted.props(latest.current)) : undefined))
          .catch((error: unknown) => console.error(`[${owner}] could not be unmounted`, error))
          .finally(() => container.remove());
      });
    };
  }, [owner, expose, attempt, load, wanted, first]);

  useEffect(() => {
    const current = parcel.current;
    if (status !== 'mounted' || !current?.lifecycles.update) return;
    work.current = work.current
      .then(() => {
        // The newest props when this update's turn comes; none once the remote is being unmounted, and none while they
        // are still the ones it was mounted with (rendering a hydrating remote again would make React finish its
        // hydration in one blocking pass).
        if (parcel.current !== current || latest.current === current.given) return undefined;
        return current.lifecycles.update?.(current.props({ ...latest.current }));
      })
      .catch((error: unknown) => console.error(`[${owner}] could not be updated`, error));
  }, [props, status, owner]);

  const hasStandIn = fallback !== undefined;
  const standIn = hasStandIn && (status !== 'mounted' || standInFocused);
  const leaveStandIn = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setStandInFocused(false);
  };
  return (
    <div
      ref={region}
      className="sf-region"
      data-region={owner}
      data-status={status}
      aria-busy={status === 'loading' && !hasStandIn && !prerendered}
      style={minHeight && !prerendered ? { minHeight } : undefined}
    >
      {status === 'failed' && !hasStandIn ? (
        // After a failed Retry the reload is offered too: a browser that keeps a failed chunk in its module map fails
        // every retry in place (the chunks' addresses do not change with the entry's), a reload where the person is does not.
        <RegionFallback region={owner} onRetry={() => setAttempt((n) => n + 1)} onReload={attempt > 0 ? reloadInPlace : undefined} />
      ) : null}
      {standIn ? (
        <div className="sf-region-stand-in" onFocus={() => setStandInFocused(true)} onBlur={leaveStandIn}>
          {fallback}
        </div>
      ) : null}
      <div
        ref={host}
        hidden={status === 'failed' || standIn}
        data-prerendered={prerendered ? '' : undefined}
        dangerouslySetInnerHTML={prerendered}
      />
    </div>
  );
}
