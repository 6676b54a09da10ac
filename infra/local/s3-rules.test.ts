import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { presignUpload } from '@app/functions/lib/s3/uploads';
import { copyIfMatch, keysUnder, putObject, readIfMatch } from '../../functions/test/s3';

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');

/** Posts a form as a browser does: the policy's fields (changed as given), then the file. */
async function post(
  upload: { url: string; fields: Record<string, string> },
  file: Buffer,
  change: Record<string, string> = {},
) {
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...upload.fields, ...change })) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file)], { type: 'image/png' }), 'upload');
  const response = await fetch(upload.url, { method: 'POST', body: form });
  return { status: response.status, code: /<Code>(\w+)<\/Code>/.exec(await response.text())?.[1] };
}

const newUpload = (seconds = 60) =>
  presignUpload(`images/${randomUUID()}/logo.png`, { contentType: 'image/png', size: PNG.length, seconds });

describe('the local S3 holds a browser upload to its signed POST policy, as S3 does', () => {
  it('takes the one file the policy names: its key under incoming/, its type and size', async () => {
    const upload = await newUpload();
    expect(await post(upload, PNG)).toEqual({ status: 204, code: undefined });
    expect(await keysUnder(`incoming/${upload.key}`)).toEqual([`incoming/${upload.key}`]);
  });

  it('refuses the final key, another type, another size, an extra field and an expired policy, storing nothing', async () => {
    const upload = await newUpload();
    expect(await post(upload, PNG, { key: upload.key })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, PNG, { 'Content-Type': 'text/html' })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(upload, Buffer.concat([PNG, PNG]))).toEqual({ status: 400, code: 'EntityTooLarge' });
    expect(await post(upload, PNG.subarray(1))).toEqual({ status: 400, code: 'EntityTooSmall' });
    expect(await post(upload, PNG, { 'x-amz-meta-owner': 'me' })).toEqual({ status: 403, code: 'AccessDenied' });
    expect(await post(await newUpload(-60), PNG)).toEqual({ status: 403, code: 'AccessDenied' });
    expect([...(await keysUnder(upload.key)), ...(await keysUnder(`incoming/${upload.key}`))]).toEqual([]);
  });

  it('refuses a policy widened after signing (any key under incoming/)', async () => {
    const upload = await newUpload();
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString()) as {
      conditions: unknown[];
    };
    const widened = {
      ...policy,
      conditions: [
        ...policy.conditions.filter((c) => !(c && typeof c === 'object' && 'key' in c)),
        ['starts-with', '$key', 'incoming/'],
      ],
    };
    const Policy = Buffer.from(JSON.stringify(widened)).toString('base64');
    const elsewhere = `incoming/images/${randomUUID()}/x.png`;
    expect(await post(upload, PNG, { Policy, key: elsewhere })).toEqual({ status: 403, code: 'SignatureDoesNotMatch' });
    expect(await keysUnder(elsewhere)).toEqual([]);
  });
});

describe('the local S3 answers 412 to a read or copy of a version that is no longer there', () => {
  it('GetObject If-Match and CopyObject x-amz-copy-source-if-match', async () => {
    const source = `incoming/images/${randomUUID()}/a.png`;
    const target = source.replace('incoming/', '');
    const checked = await putObject(source, PNG);
    const swapped = await putObject(source, 'swapped after the check');
    expect(swapped).not.toBe(checked);

    await expect(readIfMatch(source, checked)).rejects.toMatchObject({
      name: 'PreconditionFailed',
      $metadata: { httpStatusCode: 412 },
    });
    expect(await readIfMatch(source, swapped)).toBe('swapped after the check');

    await expect(copyIfMatch(source, target, checked)).rejects.toMatchObject({ name: 'PreconditionFailed' });
    expect(await keysUnder(target)).toEqual([]);
    await copyIfMatch(source, target, swapped);
    expect(await keysUnder(target)).toEqual([target]);
  });
});
