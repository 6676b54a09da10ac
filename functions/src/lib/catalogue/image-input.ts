import type { ImagePurpose } from '@app/shared/uploads';
import { ValidationError } from '#lib/errors';
import type { UploadedFile } from '#lib/http/types';
import { storeImage, verifyImage } from '#lib/s3/images';

const refuse = (message: string) => new ValidationError(message, [{ field: 'image', message }]);

/**
 * The image a catalogue write keeps: a file part named `image` (multipart, spec 7), checked by its
 * bytes and stored; or the key of an upload, checked when it is new; or none. An update that
 * leaves the image out removes it, like every other field the drawer shows.
 */
export async function imageFromRequest(request: {
  userId: string;
  purpose: ImagePurpose;
  files: UploadedFile[];
  key: string | null;
  current?: string | null;
}): Promise<string | null> {
  const { userId, purpose, files, key, current = null } = request;
  const unexpected = files.find((file) => file.field !== 'image');
  if (unexpected) throw refuse(`Unexpected file '${unexpected.field}': only 'image' is accepted`);
  if (files.length > 1) throw refuse('Send one image only');
  const [file] = files;
  if (file && key) throw refuse('Send the image either as a file or as the key of an upload, not both');
  if (file) return storeImage(userId, purpose, file.content);
  if (key && key !== current) await verifyImage(key, userId, 'image');
  return key;
}
