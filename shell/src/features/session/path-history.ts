import { STORAGE_KEYS } from '@storefront/contracts';

/**
 * The tab's current and previous path (curPath, lastPath), kept in sessionStorage so a route change
 * is seen as one whether it happened in the app or by a full page load (a link followed before the
 * page was interactive, a /page/ address, Back to another document).
 */
export function recordPath(path: string): { previous: string | null } {
  try {
    const current = sessionStorage.getItem(STORAGE_KEYS.curPath);
    if (current === path) return { previous: sessionStorage.getItem(STORAGE_KEYS.lastPath) };
    if (current !== null) sessionStorage.setItem(STORAGE_KEYS.lastPath, current);
    sessionStorage.setItem(STORAGE_KEYS.curPath, path);
    return { previous: current };
  } catch {
    // Storage can be disabled; the app works without the history.
    return { previous: null };
  }
}

export function lastPath(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEYS.lastPath);
  } catch {
    return null;
  }
}
