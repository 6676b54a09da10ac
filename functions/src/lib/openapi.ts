import * as z from '@app/shared/zod';
import { successEnvelope } from '@app/shared/api/envelope';
import { routeKey, type RouteDefinition } from '@app/shared/api/route';

type JsonSchema = Record<string, unknown>;

const jsonSchema = (schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { io, unrepresentable: 'any' });

/** Query and path schemas become OpenAPI parameters, one per property. */
function parameters(schema: z.ZodMiniType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    schema: property,
  }));
}

const failure = { $ref: '#/components/schemas/Failure' };

/** The OpenAPI 3.1 document of the route table, generated from the same zod schemas the API uses. */
export function openApiDocument(routes: RouteDefinition[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const operation = {
      operationId: routeKey(route),
      security: route.auth === 'public' ? [] : [{ cognito: [] }],
      parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: jsonSchema(route.body, 'input') } },
            },
          }
        : {}),
      responses: {
        '200': {
          description: 'Success',
          content: route.file
            ? { [route.file]: { schema: { type: 'string', format: 'binary' } } }
            : { 'application/json': { schema: jsonSchema(successEnvelope(route.data), 'output') } },
        },
        '400': {
          description: 'Invalid input: the message names the field and the rule',
          content: { 'application/json': { schema: failure } },
        },
        ...(route.auth === 'public' ? {} : { '401': { description: 'Missing, invalid or expired token' } }),
        '404': {
          description: 'Unknown route, or an id the caller cannot reach',
          content: { 'application/json': { schema: failure } },
        },
      },
    };
    (paths[route.path] ??= {})[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Hisaab API', version: '1' },
    paths,
    components: {
      securitySchemes: { cognito: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT (Cognito ID token)' } },
      schemas: {
        Failure: {
          type: 'object',
          required: ['success', 'message'],
          properties: {
            success: { const: false },
            message: { type: 'string' },
            errors: {
              type: 'array',
              items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } },
            },
          },
        },
      },
    },
  };
}

/** The route keys ('GET /api/v1/health') a document describes, sorted: to compare with the route table's. */
export const documentedRouteKeys = (document: { paths: Record<string, Record<string, unknown>> }) =>
  Object.entries(document.paths)
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
