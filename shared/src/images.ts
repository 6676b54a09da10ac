/** Image rules shared by every upload (logo, QR code, product, category, group, profile). */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_MESSAGE = 'Only PNG, JPEG, JPG, or WebP images are allowed.';
export const IMAGE_SIZE_MESSAGE = 'Image size should be less than 5MB.';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  signature.every((byte, i) => bytes[offset + i] === byte);

/**
 * The image type a file really is, from its first bytes (a renamed file or a wrong Content-Type
 * does not fool it); undefined for anything that is not PNG, JPEG or WebP. Needs 12 bytes.
 */
export function detectImageType(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image/webp';
  return undefined;
}

/** The spec's message for a file that breaks the image rules, or undefined when it is acceptable. */
export function imageProblem(bytes: Uint8Array, size: number): string | undefined {
  if (!detectImageType(bytes)) return IMAGE_TYPE_MESSAGE;
  if (size >= IMAGE_MAX_BYTES) return IMAGE_SIZE_MESSAGE;
  return undefined;
}
