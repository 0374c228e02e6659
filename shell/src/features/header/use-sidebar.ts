import { STORAGE_KEYS } from '@storefront/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The sidebar closes above this width (spec section 9). */
export const SIDEBAR_CLOSE_ABOVE = 1200;
/** The slide-out menu replaces the navigation below this width (spec section 9). */
export const MOBILE_BELOW = 992;

function remember(open: boolean) {
  try {
    window.localStorage.setItem(STORAGE_KEYS.sidebarStatus, open ? '1' : '0');
  } catch {
    // Storage may be refused (private mode): the menu still works, it is only not remembered.
  }
}

/**
 * The mobile slide-out menu's state, kept under sidebarStatus as 1 or 0 (spec section 4): reopened after a reload
 * on a narrow screen, closed on route change and when the window grows beyond 1200 px.
 */
export function useSidebar(routeKey: string): [boolean, (open: boolean) => void] {
  const [open, setOpenState] = useState(false);
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    remember(next);
  }, []);
  useEffect(() => {
    let stored: string | null;
    try {
      stored = window.localStorage.getItem(STORAGE_KEYS.sidebarStatus);
    } catch {
      stored = null;
    }
    if (stored === '1' && window.innerWidth < MOBILE_BELOW) setOpenState(true);
  }, []);
  const lastRoute = useRef(routeKey);
  useEffect(() => {
    if (routeKey === lastRoute.current) return;
    lastRoute.current = routeKey;
    setOpen(false);
  }, [routeKey, setOpen]);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const wide = window.matchMedia(`(min-width: ${SIDEBAR_CLOSE_ABOVE + 1}px)`);
    const onChange = () => wide.matches && setOpen(false);
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [setOpen]);
  return [open, setOpen];
}
