import { getOpenApi } from '@app/shared/api/routes/meta/get-openapi';
import { routes } from '@app/shared/api/route-table';
import { defineRoute } from '#lib/http/define-route';
import { openApiDocument } from '#lib/openapi';

let document: ReturnType<typeof openApiDocument> | undefined;

/** The API's OpenAPI document (for tools: sent as is, not in the envelope). Built once per container. */
export const handler = defineRoute(getOpenApi, { bare: true }, async () => ({
  data: (document ??= openApiDocument(Object.values(routes))),
}));
