import { useCallback, useSyncExternalStore } from 'react';

/** setTimeout's longest wait (about 24.8 days); a later deadline is looked at again then. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * Whether an instant (ISO time) is still ahead, turning false when it passes while on screen, e.g.
 * an IRN's 24 hours to cancel. The clock is read by React outside render, so rendering stays pure.
 * Null (no deadline) is never ahead.
 */
export function useStillBefore(until: string | null): boolean {
  const deadline = until === null ? Number.NaN : Date.parse(until);
  const subscribe = useCallback(
    (changed: () => void) => {
      const left = deadline - Date.now();
      if (!(left > 0)) return () => undefined;
      const timer = setTimeout(changed, Math.min(left + 1, LONGEST_WAIT));
      return () => clearTimeout(timer);
    },
    [deadline],
  );
  return useSyncExternalStore(
    subscribe,
    () => Date.now() < deadline,
    () => false,
  );
}
