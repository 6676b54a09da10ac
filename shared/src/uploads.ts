import * as z from './zod';
import { IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE, IMAGE_TYPE_MESSAGE } from './images';

/** What an uploaded image is for; it decides the folder of its key. */
export const IMAGE_PURPOSES = [
  'company-logo',
  'company-qr',
  'profile',
  'product',
  'category',
  'group',
  'ledger',
] as const;
export type ImagePurpose = (typeof IMAGE_PURPOSES)[number];

/** The browser's declared types (the server checks the bytes again when the image is used). */
export const IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/jpg', 'image/webp'] as const;

export const imageUploadRequestSchema = z.strictObject({
  purpose: z.enum(IMAGE_PURPOSES),
  content_type: z
    .string()
    .check(z.refine((type) => (IMAGE_CONTENT_TYPES as readonly string[]).includes(type), IMAGE_TYPE_MESSAGE)),
  size: z.int().check(z.positive('The file is empty.'), z.lt(IMAGE_MAX_BYTES, IMAGE_SIZE_MESSAGE)),
});

/** A presigned POST: the browser posts `fields` plus the file (last) to `url` as multipart form data. */
export const imageUploadSchema = z.object({
  key: z.string(),
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  expires_at: z.iso.datetime(),
});

/** Keys of uploaded images, as routes that take an image accept them. */
export const IMAGE_KEY_PATTERN = /^images\/[\w-]+\/[a-z-]+\/[\w-]+\.(png|jpe?g|webp)$/;
export const imageKeySchema = z.string().check(z.regex(IMAGE_KEY_PATTERN, 'Unknown image: upload it first'));

export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;
export type ImageUpload = z.infer<typeof imageUploadSchema>;
