import { routes } from '@app/shared/api/route-table';
import { openApiDocument } from '#lib/openapi';
import { openApiHandler } from './openapi-handler';

/**
 * The API's OpenAPI document, built from every route's schemas when first asked for. This module
 * is what the route table names and what the local stack runs (so a schema edit shows at once);
 * the deployed Lambda is bundled instead from a module generated at synth time that embeds the
 * same document, built by the same `openApiDocument` (infra/lib/openapi-entry.ts), because
 * bundling this one would carry every route's schemas.
 */
export const handler = openApiHandler(() => openApiDocument(Object.values(routes)));
