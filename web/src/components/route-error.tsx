import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { Button } from '@/components/ui/button';

/**
 * What any page shows when loading it failed: the server's message (or the generic one) and a
 * retry, which runs the page's loader again as well as clearing the error.
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <main role="alert" className="flex min-h-svh flex-col items-center justify-center gap-3 p-6 text-center">
      <p>{error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE}</p>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try Again
      </Button>
    </main>
  );
}
