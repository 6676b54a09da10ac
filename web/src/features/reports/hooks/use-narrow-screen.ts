import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm`: a phone. */
const NARROW = '(max-width: 639px)';

const watchWidth = (onChange: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the screen is a phone's. The charts ask this rather than use ApexCharts' own
 * `responsive` option, which leaves most axis labels hidden once the window grows past it.
 */
export const useNarrowScreen = () => useSyncExternalStore(watchWidth, () => window.matchMedia(NARROW).matches);
