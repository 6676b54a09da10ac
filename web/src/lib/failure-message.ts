import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { ApiError } from '@/lib/api-client';

/** Spec 8: the server's own message (a duplicate name, a record still in use), else the fallback. */
export const failureMessage = (error: unknown, fallback: string = GENERIC_ERROR_MESSAGE) =>
  error instanceof ApiError && error.status < 500 ? error.message : fallback;
