import { useCanGoBack, useRouter, type NavigateOptions } from '@tanstack/react-router';

/** Back: to the page the user came from, or, when the tab opened here, to `fallback`. */
export function useGoBack(fallback: NavigateOptions['to']) {
  const router = useRouter();
  const canGoBack = useCanGoBack();
  return () => (canGoBack ? router.history.back() : void router.navigate({ to: fallback }));
}
