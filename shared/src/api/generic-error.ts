/**
 * The spec's fallback for any failure the user cannot act on (server faults, network errors). Its
 * own module, without the envelope's schemas: the web's error page and API client load with every
 * first view (issue 38).
 */
export const GENERIC_ERROR_MESSAGE = 'An unexpected error occurred. Please try again later.';
