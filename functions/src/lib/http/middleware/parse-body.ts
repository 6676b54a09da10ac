import { PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '#lib/errors';
import type { MultipartParser } from '../multipart';
import type { HttpEvent, HttpMiddleware } from '../types';

/** Default body limit; routes that take uploads raise it (Lambda's own payload limit is 6 MB). */
export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

const formatLimit = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

function bodyBytes(event: HttpEvent): Buffer | undefined {
  if (event.body === undefined || event.body === '') return undefined;
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/**
 * Parses JSON bodies, and multipart bodies on routes that take uploads, into context.rawBody (and
 * context.files); rejects anything else with 415.
 */
export function parseBody(limitBytes = DEFAULT_BODY_LIMIT_BYTES, parseMultipart?: MultipartParser): HttpMiddleware {
  return {
    before: async ({ event, context }) => {
      const bytes = bodyBytes(event);
      if (!bytes) return;
      if (bytes.length > limitBytes) {
        throw new PayloadTooLargeError(`Request body is too large: the limit is ${formatLimit(limitBytes)}`);
      }
      const contentType = event.headers['content-type'] ?? '';
      const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
      if (mediaType === 'application/json' || mediaType.endsWith('+json')) {
        try {
          context.rawBody = JSON.parse(bytes.toString('utf8')) as unknown;
        } catch (error) {
          throw new ValidationError(`Malformed JSON body: ${(error as Error).message}`);
        }
      } else if (mediaType === 'multipart/form-data' && parseMultipart) {
        const { fields, files } = await parseMultipart(bytes, contentType);
        context.rawBody = fields;
        context.files = files;
      } else {
        throw new UnsupportedMediaTypeError(
          `Content-Type '${mediaType || 'none'}' is not supported: send ${parseMultipart ? 'application/json or multipart/form-data' : 'application/json'}`,
        );
      }
    },
  };
}
