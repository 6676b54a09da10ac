import type { ImageUpload } from '@app/shared/uploads';

/** What a presigned POST gives the browser: where to post, and the fields that go before the file. */
export type PresignedPost = Pick<ImageUpload, 'url' | 'fields'>;

/**
 * Posts a file straight to S3 through a presigned POST: the policy's fields, then the file (S3 wants
 * it last). XMLHttpRequest rather than fetch, as only it reports how much of the body has gone
 * (`onProgress`, 0 to 1). Resolves whether S3 kept the file; a network failure is a no.
 */
export function postPresigned(
  upload: PresignedPost,
  file: Blob,
  onProgress?: (fraction: number) => void,
): Promise<boolean> {
  const form = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', upload.url);
    if (onProgress) {
      request.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    request.onload = () => resolve(request.status >= 200 && request.status < 300);
    request.onerror = () => resolve(false);
    request.onabort = () => resolve(false);
    request.send(form);
  });
}
