import { useEffect, useState } from 'react';

/** Wide screens: from the spec's 992 px breakpoint up (below it the layouts are the narrow ones). */
export const WIDE_QUERY = '(min-width: 992px)';

/** Whether the screen is wide, following it as it changes (false where the browser cannot tell). */
export function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(WIDE_QUERY);
    const follow = () => setWide(query.matches);
    follow();
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, []);
  return wide;
}
