import type { ErrorComponentProps } from '@tanstack/react-router';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/envelope';
import { Button } from '@/components/ui/button';

/** What any page shows when loading it failed: the server's message (or the generic one) and a retry. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return (
    <main role="alert" className="flex min-h-svh flex-col items-center justify-center gap-3 p-6 text-center">
      <p>{error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE}</p>
      <Button onClick={reset}>Try Again</Button>
    </main>
  );
}
