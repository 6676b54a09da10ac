import {
  BadGatewayError,
  CHANGED_MEANWHILE,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PaymentRequiredError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '#lib/errors';

const STATUS_BY_ERROR: readonly (readonly [new (...args: never[]) => Error, number])[] = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [PaymentRequiredError, 402],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [UnsupportedMediaTypeError, 415],
  [TooManyRequestsError, 429],
  [BadGatewayError, 502],
];

/** The HTTP status of a named error, or undefined for anything else (a fault: 500). */
export function statusOfError(error: unknown): number | undefined {
  return STATUS_BY_ERROR.find(([type]) => error instanceof type)?.[1];
}

const RACE_REASONS = new Set(['ConditionalCheckFailed', 'TransactionConflict']);

/**
 * DynamoDB's refusal of a write whose condition no longer held, or that collided with another
 * transaction, is a conflict the user can resolve by reloading (409), wherever it was raised: a
 * handler that did not name it is not a fault.
 */
export function asConflict(error: unknown): ConflictError | undefined {
  if (!(error instanceof Error)) return undefined;
  if (error.name === 'ConditionalCheckFailedException' || error.name === 'TransactionConflictException')
    return new ConflictError(CHANGED_MEANWHILE);
  if (error.name !== 'TransactionCanceledException') return undefined;
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.some((reason) => RACE_REASONS.has(reason.Code ?? ''))
    ? new ConflictError(CHANGED_MEANWHILE)
    : undefined;
}
