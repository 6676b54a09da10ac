import type { FieldError } from '@app/shared/api/envelope';

/**
 * Named errors a handler throws; http/error-status.ts maps each to its HTTP status in one place.
 * Their messages reach the client, so they use the spec's wording where it has one.
 */
export class ValidationError extends Error {
  override readonly name = 'ValidationError';
  constructor(
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
  constructor(message = 'Unauthorized') {
    super(message);
  }
}

export class ForbiddenError extends Error {
  override readonly name = 'ForbiddenError';
}

/** What the plan or the trial does not allow (issue 20): the message says how to get it (/pricing). */
export class PaymentRequiredError extends Error {
  override readonly name = 'PaymentRequiredError';
}

export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
}

export class ConflictError extends Error {
  override readonly name = 'ConflictError';
}

/** What a write that lost a race says, where its own condition has no more precise words. */
export const CHANGED_MEANWHILE = 'This record was changed by someone else. Reload and try again.';

/** A limit on how often something may be done (a company's invitations per day): try again later. */
export class TooManyRequestsError extends Error {
  override readonly name = 'TooManyRequestsError';
}

/** A service we depend on (Razorpay) could not be reached or failed: the request may be tried again. */
export class BadGatewayError extends Error {
  override readonly name = 'BadGatewayError';
}

export class PayloadTooLargeError extends Error {
  override readonly name = 'PayloadTooLargeError';
}

export class UnsupportedMediaTypeError extends Error {
  override readonly name = 'UnsupportedMediaTypeError';
}
