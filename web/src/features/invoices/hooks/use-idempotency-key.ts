import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per submission: sending the same invoice again (a retry after a failure)
 * reuses the key of the first attempt, so the server posts it once; a changed invoice is a new
 * submission and gets a new key.
 */
export function useIdempotencyKey() {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((payload: unknown) => {
    const body = JSON.stringify(payload);
    if (last.current?.body !== body) last.current = { body, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
