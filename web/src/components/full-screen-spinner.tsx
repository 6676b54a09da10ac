import { Loader2 } from 'lucide-react';

/** Spec 2.7: shown during start-up, while switching company and while deleting a company. */
export function FullScreenSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="bg-background/80 fixed inset-0 z-[100] flex flex-col items-center justify-center gap-3 backdrop-blur-sm"
    >
      <Loader2 className="text-primary size-10 animate-spin" />
      <span className="text-muted-foreground text-sm">{label}</span>
    </div>
  );
}
