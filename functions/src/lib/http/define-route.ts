import middy from '@middy/core';
import type * as z from '@app/shared/zod';
import type { RouteDefinition } from '@app/shared/api/route';
import type { Membership } from '#lib/db/memberships';
import { guardCompany, type CompanyIdLocation } from './middleware/guard-company';
import { identifyCaller, type AdminCheck } from './middleware/identify-caller';
import { logRequest } from './middleware/log-request';
import { parseBody } from './middleware/parse-body';
import { requireEdge } from './middleware/require-edge';
import { respondToErrors } from './middleware/respond-to-errors';
import { validateInput } from './middleware/validate-input';
import type { MultipartParser } from './multipart';
import { fileResponse, jsonResponse } from './response';
import type { Caller, HttpEvent, HttpResult, RouteContext, UploadedFile } from './types';

export interface RouteOptions {
  /** Where the company id is: the caller must be a member of that company (else 404). */
  companyId?: CompanyIdLocation;
  maxBodyBytes?: number;
  /** For routes that take uploads: `parseMultipart` from #lib/http/multipart. */
  multipart?: MultipartParser;
  /** Send `data` as the whole body, without the envelope (documents for tools, e.g. OpenAPI). */
  bare?: boolean;
  /** An admin route's caller check: ADMIN_ONLY from #lib/http/admin-only (issue 31). */
  admin?: AdminCheck;
}

type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : Record<string, never>;

export interface RouteRequest<R extends RouteDefinition, O extends RouteOptions> {
  params: Parsed<R['params']>;
  query: Parsed<R['query']>;
  body: Parsed<R['body']>;
  files: UploadedFile[];
  caller: R['auth'] extends 'public' ? Caller | undefined : Caller;
  membership: O['companyId'] extends CompanyIdLocation ? Membership : undefined;
  event: HttpEvent;
  context: RouteContext;
}

export interface RouteReply<T> {
  data: T;
  message?: string;
  statusCode?: 200 | 201 | 202;
  /** A file route's download name (Content-Disposition). */
  fileName?: string;
}

/**
 * The handler chain every HTTP route runs through, in order: request log, error mapping, the CloudFront check (AWS only), caller identity, body parsing, company membership and role, zod validation. The route's own
 * function receives typed input and returns its data, which is wrapped as `{success:true, data}`
 * (a file route's data is the file itself).
 */
export function defineRoute<const R extends RouteDefinition, const O extends RouteOptions>(
  route: R,
  // An admin route cannot be built without its admin check (issue 31).
  options: O & (R['auth'] extends 'admin' ? { admin: AdminCheck } : unknown),
  run: (request: RouteRequest<R, O>) => Promise<RouteReply<z.input<R['data']>>>,
) {
  if (options.companyId && !route.permission) {
    throw new Error(`${route.method} ${route.path} works inside a company: its route must name its permission`);
  }
  return middy<HttpEvent, HttpResult, Error, RouteContext>()
    .use(logRequest())
    .use(respondToErrors())
    .use(requireEdge())
    .use(identifyCaller(route.auth, options.admin))
    .use(parseBody(options.maxBodyBytes, options.multipart))
    .use(guardCompany(options.companyId, route.permission, 'before validation'))
    .use(validateInput(route))
    .use(guardCompany(options.companyId, route.permission, 'after validation'))
    .handler(async (event, context) => {
      const input = context.input ?? { params: {}, query: {}, body: {} };
      const reply = await run({
        ...(input as Pick<RouteRequest<R, O>, 'params' | 'query' | 'body'>),
        files: context.files ?? [],
        caller: context.caller as RouteRequest<R, O>['caller'],
        membership: context.membership as RouteRequest<R, O>['membership'],
        event,
        context,
      });
      if (route.file) return fileResponse(reply.data as Uint8Array, route.file, reply.fileName);
      const body = options.bare
        ? reply.data
        : { success: true, ...(reply.message ? { message: reply.message } : {}), data: reply.data };
      return jsonResponse(reply.statusCode ?? 200, body);
    });
}
