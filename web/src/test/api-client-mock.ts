import { vi } from 'vitest';

/**
 * What a test puts in place of '@/lib/api-client', so no request leaves: `callApi` and `fetchFile`
 * answer each call as the test says, and ApiError is the error the screens tell apart by status.
 *
 *   vi.mock('@/lib/api-client', () => import('@/test/api-client-mock'));
 */
export const callApi = vi.fn();
export const fetchFile = vi.fn();

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: { field: string; message: string }[] = [],
  ) {
    super(message);
  }
}
