import { COMPANY_IN_BODY } from '#lib/http/company-location';
import { MULTIPART_BODY_LIMIT_BYTES, parseMultipart } from '#lib/http/multipart';

/**
 * Catalogue writes: the company is in the body, which comes as JSON or as multipart with an image
 * file part. A module of its own, so the multipart parser is bundled only into the write routes.
 */
export const CATALOGUE_WRITE = {
  ...COMPANY_IN_BODY,
  multipart: parseMultipart,
  maxBodyBytes: MULTIPART_BODY_LIMIT_BYTES,
} as const;
