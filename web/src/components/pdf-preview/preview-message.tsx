import { FileWarning, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';

/** A line in the preview's place: loading (spinner), failed (an alert), or nothing to show. */
export function PreviewMessage({
  busy = false,
  alert = false,
  children,
}: {
  busy?: boolean;
  alert?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role={alert ? 'alert' : busy ? 'status' : undefined}
      className="text-muted-foreground flex flex-col items-center justify-center gap-3 px-6 py-16 text-center text-sm"
    >
      {busy ? (
        <Loader2 className="text-primary size-8 animate-spin" aria-hidden="true" />
      ) : (
        <FileWarning className="size-10" aria-hidden="true" />
      )}
      {children}
    </div>
  );
}
