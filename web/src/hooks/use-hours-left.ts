import { useCallback, useSyncExternalStore } from 'react';

const HOUR = 3_600_000;
/** setTimeout's longest wait (about 24.8 days); a later change is looked at again then. */
const LONGEST_WAIT = 2 ** 31 - 1;

/**
 * The whole hours, rounded up, until an instant (ISO time): 5 with 4 h 10 min to go, 0 once it has
 * passed, NaN for no instant. It changes on screen as each hour runs out, e.g. an e-way bill's
 * validity. The clock is read by React outside render (as in useStillBefore), so rendering stays pure.
 */
export function useHoursLeft(until: string | null): number {
  const deadline = until === null ? Number.NaN : Date.parse(until);
  const subscribe = useCallback(
    (changed: () => void) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waitForNextHour = () => {
        const left = deadline - Date.now();
        if (!(left > 0)) return;
        const toNextHour = left % HOUR === 0 ? HOUR : left % HOUR;
        timer = setTimeout(
          () => {
            changed();
            waitForNextHour();
          },
          Math.min(toNextHour + 1, LONGEST_WAIT),
        );
      };
      waitForNextHour();
      return () => clearTimeout(timer);
    },
    [deadline],
  );
  return useSyncExternalStore(
    subscribe,
    () => Math.max(0, Math.ceil((deadline - Date.now()) / HOUR)),
    () => Number.NaN,
  );
}
