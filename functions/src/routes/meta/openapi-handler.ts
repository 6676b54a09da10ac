import { getOpenApi } from '@app/shared/api/routes/meta/get-openapi';
import { defineRoute } from '#lib/http/define-route';

export type OpenApiDocument = Record<string, unknown>;

/**
 * The GET /api/v1/openapi.json handler around a source of the document (for tools: sent as is, not
 * in the envelope), read once per container. The source differs by where the handler runs: built
 * from the route table's schemas on the local stack (get-openapi.ts), unpacked from the copy
 * embedded at synth time in the deployed bundle (infra/lib/openapi-entry.ts), so that bundle
 * carries no route's schemas and stays the same size however many routes there are.
 */
export function openApiHandler(load: () => OpenApiDocument) {
  let document: OpenApiDocument | undefined;
  return defineRoute(getOpenApi, { bare: true }, async () => ({ data: (document ??= load()) }));
}
