/**
 * Cognito's own words for the failures a user can act on (Amplify names its errors after
 * Cognito's exceptions). Anything else gets the caller's fallback: a stack trace or an internal
 * code helps nobody.
 */
const ACTIONABLE = new Set([
  'InvalidPasswordException',
  'InvalidParameterException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
  'TooManyRequestsException',
  'TooManyFailedAttemptsException',
  'CodeDeliveryFailureException',
]);

/** Where Cognito's wording is vague or differs between AWS and cognito-local, ours. */
const REWORDED: Record<string, string> = {
  UsernameExistsException: 'An account with this email already exists.',
};

export function authErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const reworded = REWORDED[error.name];
  if (reworded) return reworded;
  return ACTIONABLE.has(error.name) && error.message ? error.message : fallback;
}
