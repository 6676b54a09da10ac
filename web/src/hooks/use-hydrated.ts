import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * Whether the app has taken the page over: false while it renders a prerendered page (at build time
 * and while hydrating it), true from then on and for a page the app renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
