import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  UnauthorizedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '#lib/errors';

const STATUS_BY_ERROR: readonly (readonly [new (...args: never[]) => Error, number])[] = [
  [ValidationError, 400],
  [UnauthorizedError, 401],
  [ForbiddenError, 403],
  [NotFoundError, 404],
  [ConflictError, 409],
  [PayloadTooLargeError, 413],
  [UnsupportedMediaTypeError, 415],
];

/** The HTTP status of a named error, or undefined for anything else (a fault: 500). */
export function statusOfError(error: unknown): number | undefined {
  return STATUS_BY_ERROR.find(([type]) => error instanceof type)?.[1];
}
