import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import { ValidationError } from '#lib/errors';
import { logger } from '#lib/logger';
import { asConflict, statusOfError } from '../error-status';
import { jsonResponse } from '../response';
import type { HttpMiddleware } from '../types';

/**
 * Turns a named error into its status and `{success:false, message}`; anything else is a fault,
 * logged in full and answered with the spec's generic message: no stack trace reaches a client.
 */
export function respondToErrors(): HttpMiddleware {
  return {
    onError: (request) => {
      const error = asConflict(request.error) ?? request.error;
      const status = statusOfError(error);
      if (status === undefined || !error) {
        (request.context.log ?? logger).error('Unhandled error', error ?? 'no error object');
        request.response = jsonResponse(500, { success: false, message: GENERIC_ERROR_MESSAGE });
        return;
      }
      const fieldErrors = error instanceof ValidationError ? error.fieldErrors : [];
      request.response = jsonResponse(status, {
        success: false,
        message: error.message,
        ...(fieldErrors.length > 0 ? { errors: fieldErrors } : {}),
      });
    },
  };
}
