import { RegionFallback } from '@storefront/contracts/react';
import type { RemoteName, ShellProps } from '@storefront/contracts';
import { useEffect, useRef, useState } from 'react';
import type { Parcel } from 'single-spa';
import { loadLifecycles } from './remote-loader';

type Status = 'loading' | 'mounted' | 'failed';

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
        name: `${owner}/${expose}`,
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
      // Unmounting a React root during the host's own commit warns: defer it past this render.
      setTimeout(() => {
        if (current && current.getStatus() === 'MOUNTED') void current.unmount().finally(() => container.remove());
        else container.remove();
      });
    };
  }, [owner, expose, attempt]);

  useEffect(() => {
    const current = parcel.current;
    if (status === 'mounted' && current?.update && current.getStatus() === 'MOUNTED') {
      void current.update({ ...props } as never);
    }
  }, [props, status]);

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
