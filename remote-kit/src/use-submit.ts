import { useCallback, useEffect, useRef, useState } from 'react';

/** Runs one submission at a time: repeat clicks while one is under way are ignored (spec section 4). */
export function useSubmit(): { pending: boolean; run(task: () => Promise<void>): Promise<void> } {
  const busy = useRef(false);
  const mounted = useRef(true);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    try {
      await task();
    } finally {
      busy.current = false;
      if (mounted.current) setPending(false);
    }
  }, []);
  return { pending, run };
}
