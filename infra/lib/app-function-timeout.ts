/**
 * How long an app function (app-function.ts) may run. Its own module, free of CDK, so the local
 * stack's runtime (infra/local/lambda-runtime.ts) holds handlers to the same limit.
 */
export const APP_FUNCTION_TIMEOUT_SECONDS = 15;
