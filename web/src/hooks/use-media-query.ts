import { useSyncExternalStore } from 'react';

/** Below Tailwind's `md` (768 px): a phone, where lists show cards and filters sit in a sheet. */
export const PHONE_QUERY = '(max-width: 767px)';

/** Below Tailwind's `lg` (1024 px): phones and tablets, where the signed-in layout has a top bar. */
export const NARROW_QUERY = '(max-width: 1023px)';

/** jsdom (the component tests) has no matchMedia: there the screen counts as a desktop's. */
const queryOf = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : undefined);

/** Whether the media query matches now, re-rendering when that changes (a rotated phone). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = queryOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => queryOf(query)?.matches ?? false,
  );
}

/**
 * Whether the screen is a phone's. Lists render either their table or their cards by this (one of
 * the two, never both hidden by CSS), so a screen reader and a test each find one of each row.
 */
export const useIsPhone = () => useMediaQuery(PHONE_QUERY);

/**
 * Whether the screen is narrower than a desktop's. The signed-in layout renders either its side
 * drawer and header or its top bar by this (issue 38: a phone's first render no longer builds a
 * desktop's side menu, search and header only for CSS to hide them).
 */
export const useIsNarrow = () => useMediaQuery(NARROW_QUERY);
