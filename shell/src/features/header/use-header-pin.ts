import { useEffect, useRef, useState } from 'react';

/** Below this scroll offset the header sits in the page; beyond it, scrolling up pins it (spec section 4). */
export const PIN_THRESHOLD = 160;

export type PinState = 'top' | 'pinned' | 'unpinned';

/** The header's next state for a scroll from `lastY` to `y`. */
export function nextPin(y: number, lastY: number, threshold = PIN_THRESHOLD): PinState {
  if (y <= threshold) return 'top';
  return y < lastY ? 'pinned' : 'unpinned';
}

/**
 * Tracks the page scroll: the header's pin state, and a counter that grows on every scroll down (open dropdowns
 * close on scroll down, spec section 4).
 */
export function useHeaderPin(): { pin: PinState; scrolledDown: number } {
  const [pin, setPin] = useState<PinState>('top');
  const [scrolledDown, setScrolledDown] = useState(0);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (y === last.current) return;
      if (y > last.current) setScrolledDown((n) => n + 1);
      setPin(nextPin(y, last.current));
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return { pin, scrolledDown };
}
