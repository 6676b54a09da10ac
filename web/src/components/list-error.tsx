import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { Button } from '@/components/ui/button';

/** A list that could not load: the server's message and a retry. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border px-6 py-12 text-center">
      <p>{error instanceof Error && error.message ? error.message : GENERIC_ERROR_MESSAGE}</p>
      <Button variant="outline" onClick={onRetry}>
        Try Again
      </Button>
    </div>
  );
}
