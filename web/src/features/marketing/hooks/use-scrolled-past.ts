import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => window.removeEventListener('scroll', onChange);
};

/** Whether the page has been scrolled further down than `pixels` (a prerendered page is at its top). */
export function useScrolledPast(pixels: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.scrollY > pixels,
    () => false,
  );
}
