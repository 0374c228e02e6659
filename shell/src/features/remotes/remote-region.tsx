import { RegionFallback } from '@storefront/contracts/react';
import type { RemoteName, ShellProps } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Parcel } from 'single-spa';
import { loadLifecycles } from './remote-loader';

type Status = 'loading' | 'mounted' | 'failed';

/**
 * single-spa-react keeps a parcel's root under the parcel's name, so two parcels alive at once (the
 * old one's deferred unmount and its replacement) need different names.
 */
let parcelCount = 0;

interface Props<P extends ShellProps> {
  owner: RemoteName;
  expose: 'app' | 'dialogs';
  props: P;
  /** Keeps the region's height while its remote loads, so nothing below it jumps. */
  minHeight?: string;
}

/**
 * A remote's region: loads its lifecycles through the federation runtime and mounts them as a
 * single-spa parcel. New props (route, session) reach it through the parcel's update. A remote that
 * cannot be loaded or mounted shows the fallback with Retry here, and nowhere else.
 */
export function RemoteRegion<P extends ShellProps>({ owner, expose, props, minHeight }: Props<P>) {
  const host = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel | null>(null);
  /** Parcel work in order: single-spa refuses an update or an unmount while an update is running. */
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
    (async () => {
      const [lifecycles, { mountRootParcel }] = await Promise.all([
        loadLifecycles<P>(owner, expose, { retry: attempt > 0 }),
        import('single-spa'),
      ]);
      if (cancelled) return;
      const config = {
        name: `${owner}/${expose}#${++parcelCount}`,
        bootstrap: lifecycles.bootstrap,
        mount: lifecycles.mount,
        unmount: lifecycles.unmount,
        update: lifecycles.update,
      };
      const mounted = mountRootParcel(config as never, { ...latest.current, domElement: container } as never);
      parcel.current = mounted;
      await mounted.mountPromise;
      if (!cancelled) setStatus('mounted');
    })().catch((error: unknown) => {
      console.error(`[${owner}] could not be loaded`, error);
      if (!cancelled) setStatus('failed');
    });
    return () => {
      cancelled = true;
      const current = parcel.current;
      parcel.current = null;
      const pending = work.current;
      // Unmounting a React root during the host's own commit warns: defer it past this render. A parcel
      // still mounting or updating is unmounted once that is done, so it is never left running.
      setTimeout(() => {
        if (!current) return container.remove();
        void pending
          .then(() => current.mountPromise)
          .then(() => (current.getStatus() === 'MOUNTED' ? current.unmount() : undefined))
          .catch((error: unknown) => console.error(`[${owner}] could not be unmounted`, error))
          .finally(() => container.remove());
      });
    };
  }, [owner, expose, attempt]);

  useEffect(() => {
    const current = parcel.current;
    if (status !== 'mounted' || !current?.update) return;
    work.current = work.current
      .then(() => {
        // The newest props when this update's turn comes; none once the parcel is being unmounted.
        if (parcel.current === current && current.getStatus() === 'MOUNTED') return current.update?.({ ...latest.current } as never);
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
