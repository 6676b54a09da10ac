import * as z from '@app/shared/zod';
import type { RouteDefinition } from '@app/shared/api/route';
import { ValidationError } from '#lib/errors';
import { parseWithFieldErrors } from '../validation';
import type { HttpMiddleware } from '../types';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const NO_FIELDS = z.strictObject({});

/**
 * Validates path parameters, query string and body against the route table's schemas and keeps the
 * parsed values in context.input. A write route without a body schema accepts no fields at all,
 * so unknown fields never pass silently. The first problem becomes the message; all are listed.
 */
export function validateInput(schemas: Pick<RouteDefinition, 'params' | 'query' | 'body'>): HttpMiddleware {
  return {
    before: ({ event, context }) => {
      const isWrite = WRITE_METHODS.has(event.requestContext.http.method);
      const bodySchema = schemas.body ?? (isWrite ? NO_FIELDS : z.unknown());
      const params = parseWithFieldErrors(schemas.params ?? z.object({}), event.pathParameters ?? {});
      const query = parseWithFieldErrors(schemas.query ?? z.object({}), event.queryStringParameters ?? {});
      const body = parseWithFieldErrors(bodySchema, context.rawBody ?? (isWrite ? {} : undefined));
      const errors = [params, query, body].flatMap((part) => (part.ok ? [] : part.errors));
      const first = errors[0];
      if (first) throw new ValidationError(first.message, errors);
      context.input = {
        params: params.ok ? params.value : undefined,
        query: query.ok ? query.value : undefined,
        body: body.ok ? body.value : undefined,
      };
    },
  };
}
