import { RegionFallback } from '@storefront/remote-kit';
import type { REMOTE_EXPOSES, RemoteName, ShellProps } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import { loadLifecycles, type RemoteLifecycles } from './remote-loader';

type Status = 'loading' | 'mounted' | 'failed';

/**
 * single-spa-react keeps a mounted root under the `name` prop, so two mounts alive at once (the old
 * one's deferred unmount and its replacement) need different names.
 */
let mountCount = 0;

/** A remote's lifecycles mounted in one node (what single-spa calls a parcel), and its props with that node. */
interface Mounted<P> {
  lifecycles: RemoteLifecycles<P>;
  props: (next: P) => P;
}

interface Props<P extends ShellProps> {
  owner: RemoteName;
  expose: keyof typeof REMOTE_EXPOSES;
  props: P;
  /** Keeps the region's height while its remote loads, so nothing below it jumps. */
  minHeight?: string;
}

/**
 * A remote's region: loads its single-spa-react lifecycles through the federation runtime and mounts
 * them in its own node. New props (route, session) reach the remote through `update`. Mount, updates
 * and unmount run one after another, as single-spa would run a parcel's. A remote that cannot be loaded
 * or mounted shows the fallback with Retry here, and nowhere else.
 */
export function RemoteRegion<P extends ShellProps>({ owner, expose, props, minHeight }: Props<P>) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Mounted<P> | null>(null);
  /** Lifecycle work in order: an update or an unmount never overlaps another lifecycle call. */
  const work = useRef<Promise<unknown>>(Promise.resolve());
  const latest = useRef(props);
  latest.current = props;
  const [status, setStatus] = useState<Status>('loading');
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    const container = document.createElement('div');
    container.className = 'sf-region-mount';
    host.current?.append(container);
    setStatus('loading');
    let mounted: Mounted<P> | null = null;
    const mounting = (async () => {
      const lifecycles = await loadLifecycles<P>(owner, expose, { retry: attempt > 0 });
      if (cancelled) return;
      const name = `${owner}/${expose}#${++mountCount}`;
      const withDom = (next: P): P => ({ ...next, name, domElement: container });
      await lifecycles.bootstrap(withDom(latest.current));
      if (cancelled) return;
      await lifecycles.mount(withDom(latest.current));
      // From here the cleanup unmounts it, whenever that comes.
      mounted = { lifecycles, props: withDom };
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
  }, [owner, expose, attempt]);

  useEffect(() => {
    const current = parcel.current;
    if (status !== 'mounted' || !current?.lifecycles.update) return;
    work.current = work.current
      .then(() => {
        // The newest props when this update's turn comes; none once the remote is being unmounted.
        if (parcel.current === current) return current.lifecycles.update?.(current.props({ ...latest.current }));
        return undefined;
      })
      .catch((error: unknown) => console.error(`[${owner}] could not be updated`, error));
  }, [props, status, owner]);

  return (
    <div
      className="sf-region"
      data-region={owner}
      data-status={status}
      aria-busy={status === 'loading'}
      style={status === 'loading' && minHeight ? { minHeight } : undefined}
    >
      {status === 'failed' ? <RegionFallback region={owner} onRetry={() => setAttempt((n) => n + 1)} /> : null}
      <div ref={host} hidden={status === 'failed'} />
    </div>
  );
}
