import { useCallback, useEffect, useState } from 'react';

/** How long after the page's load an idle browser waits before loading what is otherwise loaded on first use. */
export const USE_IDLE_MS = 4_000;

/** Calls `run` once the page has loaded and the browser is idle (or `delayMs` after that); returns how to cancel. */
export function afterLoadAndIdle(run: () => void, delayMs = 0): () => void {
  let cancelled = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const idle = () => {
    const go = () => {
      if (!cancelled) run();
    };
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(go, { timeout: 2_000 });
    else timer = setTimeout(go, 1);
  };
  const loaded = () => {
    if (delayMs > 0) timer = setTimeout(idle, delayMs);
    else idle();
  };
  if (document.readyState === 'complete') loaded();
  else window.addEventListener('load', loaded, { once: true });
  return () => {
    cancelled = true;
    clearTimeout(timer);
    window.removeEventListener('load', loaded);
  };
}

/**
 * Code that the first view does not show (a menu's popup, the slide-out sheet): wanted once the person reaches for
 * its trigger (the returned `reach` is given to the trigger's pointer, touch and focus handlers) or the page has
 * been idle a while, whichever comes first. Reaching starts the download before the press, so the press itself
 * rarely waits.
 */
export function useWhenNeeded(idleMs = USE_IDLE_MS): { wanted: boolean; reach: () => void } {
  const [wanted, setWanted] = useState(false);
  const reach = useCallback(() => setWanted(true), []);
  useEffect(() => (wanted ? undefined : afterLoadAndIdle(reach, idleMs)), [wanted, reach, idleMs]);
  return { wanted, reach };
}
