import { startTransition, useCallback, useEffect, useState, type MouseEvent } from 'react';

/** How long after the page's load an idle browser waits before fetching what is otherwise fetched on first use. */
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

/** A module fetched once, on first need: `load()` starts the download or joins it; `loaded` says it has arrived. */
export interface OnDemand<M> {
  load(): Promise<M>;
  readonly loaded: boolean;
}

/** Wraps a dynamic import: one download for every caller; a failed one is tried again by the next caller. */
export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let promise: Promise<M> | undefined;
  let loaded = false;
  return {
    load() {
      promise ??= importer().then(
        (module) => {
          loaded = true;
          return module;
        },
        (error: unknown) => {
          promise = undefined;
          throw error;
        },
      );
      return promise;
    },
    get loaded() {
      return loaded;
    },
  };
}

/** Starts a download nobody waits for yet (a failure is left to the caller that renders the code). */
export function prefetch(module: OnDemand<unknown>): void {
  module.load().catch(() => undefined);
}

/**
 * Code that the first view does not need (a dialog, a popover, the real widget behind a plain stand-in): wanted once
 * the person reaches for its trigger (the returned `reach` goes to the trigger's pointer, touch and focus handlers).
 * Reaching starts the download before the press, so the press itself rarely waits; an idle page fetches the code
 * ahead (without rendering it; given no module, the caller's lazy code is simply wanted). `wanted` changes in a transition: a stand-in already on screen stays, and stays
 * usable, until the code has arrived. Code that has arrived before (an earlier page) is wanted from the start.
 */
export function useWhenNeeded(module?: OnDemand<unknown>, idleMs = USE_IDLE_MS): { wanted: boolean; reach: () => void } {
  // Not on the server: there the module may be loaded by an earlier page, and the browser's first render (which
  // hydrates this HTML) starts from the stand-in.
  const [wanted, setWanted] = useState(() => typeof window !== 'undefined' && (module?.loaded ?? false));
  const reach = useCallback(() => {
    if (module) prefetch(module);
    startTransition(() => setWanted(true));
  }, [module]);
  // Idle: a module is fetched ahead without being rendered; without one (a React.lazy the caller renders), wanted.
  useEffect(
    () => (wanted ? undefined : afterLoadAndIdle(() => (module ? prefetch(module) : setWanted(true)), idleMs)),
    [wanted, module, idleMs],
  );
  return { wanted, reach };
}

/** The handlers that make an element a trigger that reaches for its code: pointer, touch and keyboard focus. */
export function reachHandlers(reach: () => void): { onPointerEnter(): void; onTouchStart(): void; onFocus(): void } {
  return { onPointerEnter: reach, onTouchStart: reach, onFocus: reach };
}

/**
 * A plain button pressed as react-aria's buttons are: it takes the focus (Safari leaves a clicked button unfocused),
 * so a dialog it opens gives the focus back to it when it closes.
 */
export function focusOnPress(event: MouseEvent<HTMLElement>): void {
  if (document.activeElement !== event.currentTarget) event.currentTarget.focus({ preventScroll: true });
}
