import { ArrowUp } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { scrollBehavior } from '../hooks/scroll';
import { useScrolledPast } from '../hooks/use-scrolled-past';

/** Spec 9: the back-to-top button appears after 300 px of scroll. */
export const BACK_TO_TOP_AFTER_PX = 300;

export function BackToTop() {
  const visible = useScrolledPast(BACK_TO_TOP_AFTER_PX);
  if (!visible) return null;
  return (
    <Button
      size="icon"
      aria-label="Back to top"
      className="fixed right-6 bottom-6 z-30 size-11 rounded-full shadow-lg"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: scrollBehavior() });
        document.getElementById('main-content')?.focus({ preventScroll: true });
      }}
    >
      <ArrowUp className="size-5" />
    </Button>
  );
}
