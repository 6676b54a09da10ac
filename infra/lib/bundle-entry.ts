import { getOpenApi } from '@app/shared/api/routes/meta/get-openapi';
import { openApiEntry } from './openapi-entry';
import { handlerEntry } from './paths';

/**
 * Handlers deployed from a module generated at synth time instead of their source file (which the
 * local stack keeps running): the OpenAPI route, whose source would bundle every route's schemas.
 */
const generatedEntries: Record<string, () => string> = {
  [getOpenApi.handler]: openApiEntry,
};

/** The file CDK bundles for a handler module named in the route or event table. */
export const bundleEntry = (handlerModule: string): string =>
  generatedEntries[handlerModule]?.() ?? handlerEntry(handlerModule);
