import { useMediaQuery } from '@/hooks/use-media-query';

/** Below Tailwind's `sm`: a small phone. */
const NARROW = '(max-width: 639px)';

/**
 * Whether the screen is a phone's. The charts ask this rather than use ApexCharts' own
 * `responsive` option, which leaves most axis labels hidden once the window grows past it.
 */
export const useNarrowScreen = () => useMediaQuery(NARROW);
