import busboy from 'busboy';
import { ValidationError } from '#lib/errors';
import type { UploadedFile } from './types';

export interface MultipartBody {
  fields: Record<string, string | string[]>;
  files: UploadedFile[];
}

/**
 * The largest multipart body a route takes. Lambda's request payload is 6 MB and API Gateway
 * hands the body over base64-encoded (4/3 larger), so about 4.4 MB of form data fits; bigger images
 * go through the presigned upload (POST /uploads/image), which takes the full 5 MB.
 */
export const MULTIPART_BODY_LIMIT_BYTES = Math.floor(4.4 * 1024 * 1024);

export type MultipartParser = (body: Buffer, contentTypeHeader: string) => Promise<MultipartBody>;

/**
 * Parses a buffered multipart/form-data body (API Gateway hands it over whole, base64-encoded).
 * Only routes that take uploads import this and pass it to defineRoute, so busboy stays out of
 * every other bundle.
 */
export const parseMultipart: MultipartParser = (body, contentTypeHeader) =>
  new Promise((resolve, reject) => {
    const fields: MultipartBody['fields'] = {};
    const files: UploadedFile[] = [];
    const malformed = () => new ValidationError('Malformed multipart/form-data body');
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentTypeHeader } });
    } catch {
      reject(malformed());
      return;
    }
    parser.on('field', (name, value) => {
      const existing = fields[name];
      if (existing === undefined) fields[name] = value;
      else fields[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
    });
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () =>
        files.push({
          field,
          filename: info.filename ?? '',
          contentType: info.mimeType,
          content: Buffer.concat(chunks),
        }),
      );
    });
    parser.on('error', () => reject(malformed()));
    parser.on('close', () => resolve({ fields, files }));
    parser.end(body);
  });
