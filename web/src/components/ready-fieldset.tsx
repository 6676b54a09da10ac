import type { ReactNode } from 'react';
import { useHydrated } from '@/hooks/use-hydrated';

/**
 * A form's fields on a prerendered page (issue 38), disabled until the app has taken the page over:
 * what a visitor typed into the page's HTML before then would be lost, and a click on its submit
 * button would post the form as plain HTML. It lays out nothing of its own (display: contents).
 */
export function ReadyFieldset({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <fieldset disabled={!hydrated} className="contents">
      {children}
    </fieldset>
  );
}
