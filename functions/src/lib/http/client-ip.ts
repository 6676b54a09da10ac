import { config } from '#lib/config';
import type { HttpEvent } from './types';

/**
 * The caller's IP address. Behind CloudFront (AWS), API Gateway's source address is CloudFront's;
 * the viewer's comes in CloudFront-Viewer-Address ("<ip>:<port>"), which CloudFront sets itself.
 * It is believed only where every request comes through CloudFront (ORIGIN_VERIFY set, so
 * require-edge.ts refused the rest); locally the source address is the caller's.
 */
export function clientIp(event: HttpEvent): string {
  const viewer = config.originVerify ? event.headers['cloudfront-viewer-address'] : undefined;
  return viewer ? viewer.replace(/:\d+$/, '') : event.requestContext.http.sourceIp;
}
