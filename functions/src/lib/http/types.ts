import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type { MiddlewareObj } from '@middy/core';
import type { Logger } from '@aws-lambda-powertools/logger';
import type { Membership } from '#lib/db/memberships';

/** The caller, from the claims the JWT authorizer verified (sub, email, email_verified, cognito:groups, hisaab:mfa). */
export interface Caller {
  sub: string;
  email: string | undefined;
  /** Whether Cognito has seen the caller prove the address (ID tokens; an access token says nothing: false). */
  emailVerified: boolean;
  groups: string[];
  /** Issue 31: the session was opened with a TOTP code (the PreTokenGeneration trigger's claim). */
  mfa: boolean;
}

export interface UploadedFile {
  field: string;
  filename: string;
  contentType: string;
  content: Buffer;
}

/** What the chain's middlewares learn about a request, kept on the Lambda context. */
export interface RouteContext extends Context {
  /** This request's logger: every line carries the request id and route. */
  log?: Logger;
  startedAt?: number;
  rawBody?: unknown;
  files?: UploadedFile[];
  input?: { params: unknown; query: unknown; body: unknown };
  caller?: Caller;
  membership?: Membership;
}

export type HttpEvent = APIGatewayProxyEventV2;
export type HttpResult = APIGatewayProxyStructuredResultV2;
export type HttpMiddleware = MiddlewareObj<HttpEvent, HttpResult, Error, RouteContext>;
