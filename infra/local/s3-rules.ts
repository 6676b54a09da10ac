import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import { parseMultipart } from '@app/functions/lib/http/multipart';

/** s3rver's error, which it answers as S3 does (XML body, status by code). The package ships no types. */
type S3ErrorConstructor = new (code: string, message: string, detail?: Record<string, string>) => Error;
const S3Error = createRequire(import.meta.url)('s3rver/lib/models/error') as S3ErrorConstructor;

/** The part of a Koa context (s3rver is a Koa app) these rules read. */
export interface S3Context {
  method: string;
  path: string;
  query: Record<string, unknown>;
  req: IncomingMessage;
  request: { req: IncomingMessage };
  get(header: string): string;
}

/** s3rver's store: an object's metadata, whose etag is its MD5 in quotes (throws when there is none). */
export interface S3Store {
  getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
}

/** s3rver's credentials (LOCAL-STACK.md): the secret presigned POST policies are signed with. */
const SECRET_KEY = 'S3RVER';
/** A browser upload is at most a bill (10 MB) and its form fields. */
const MAX_POST_BYTES = 11 * 1024 * 1024;

const unquote = (etag: string) => etag.replace(/"/g, '');
const preconditionFailed = (condition: string) =>
  new S3Error('PreconditionFailed', 'At least one of the pre-conditions you specified did not hold', {
    Condition: condition,
  });
const refusedByPolicy = (why: string) => new S3Error('AccessDenied', `Invalid according to Policy: ${why}`);

async function etagOf(store: S3Store, bucket: string, key: string): Promise<string | undefined> {
  try {
    return unquote((await store.getMetadata(bucket, key)).etag);
  } catch {
    return undefined;
  }
}

/** `/bucket/a%2Fb` -> bucket and key, as the SDK's path-style requests name them. */
function objectOf(path: string): { bucket: string; key: string } {
  const [bucket = '', ...key] = path.slice(1).split('/');
  return { bucket, key: key.map(decodeURIComponent).join('/') };
}

/** `x-amz-copy-source: bucket/key` (URL-encoded, with or without a leading slash or ?versionId). */
function copySourceOf(header: string): { bucket: string; key: string } {
  const [bucket = '', ...key] = decodeURIComponent(header.split('?')[0] ?? '')
    .replace(/^\//, '')
    .split('/');
  return { bucket, key: key.join('/') };
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_POST_BYTES)
        reject(new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'));
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** SigV4's signature of a POST policy: HMAC chain over the date, region and service of its credential. */
function policySignature(policy: string, credential: string): string {
  const [, date = '', region = '', service = ''] = credential.split('/');
  const key = [date, region, service, 'aws4_request'].reduce<Buffer | string>(
    (signingKey, part) => createHmac('sha256', signingKey).update(part).digest(),
    `AWS4${SECRET_KEY}`,
  );
  return createHmac('sha256', key).update(policy).digest('hex');
}

/** `{"key": "a"}`, `["eq", "$key", "a"]`, `["starts-with", "$key", "a/"]` or `["content-length-range", 1, 10]`. */
type Condition = Record<string, string> | (string | number)[];

/**
 * What S3 checks of a browser's POST upload and s3rver does not: the policy's signature and expiry,
 * each of its conditions (bucket, exact key, type, size), and no form field the policy does not
 * name. Returns the body, read, for s3rver to store.
 */
async function checkPostPolicy(ctx: S3Context, bucket: string, now: number): Promise<Buffer> {
  const body = await readBody(ctx.req);
  const parsed = await parseMultipart(body, ctx.get('content-type')).catch(() => {
    throw new S3Error('MalformedPOSTRequest', 'The body of your POST request is not well-formed multipart/form-data.');
  });
  const fields = new Map(
    Object.entries(parsed.fields).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value[0] : value]),
  );
  const file = parsed.files.find((part) => part.field === 'file');
  const policy = fields.get('policy');
  if (!policy || !file) throw new S3Error('AccessDenied', 'Anonymous POST uploads are not allowed to this bucket.');
  const signature = Buffer.from(fields.get('x-amz-signature') ?? '');
  const expected = Buffer.from(policySignature(policy, fields.get('x-amz-credential') ?? ''));
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
    throw new S3Error(
      'SignatureDoesNotMatch',
      'The request signature we calculated does not match the signature you provided.',
    );
  }
  const document = JSON.parse(Buffer.from(policy, 'base64').toString('utf8')) as {
    expiration: string;
    conditions: Condition[];
  };
  if (Date.parse(document.expiration) < now) throw refusedByPolicy('Policy expired.');

  const valueOf = (name: string) => (name === 'bucket' ? bucket : fields.get(name.toLowerCase()));
  const named = new Set(['policy', 'x-amz-signature', 'file']);
  for (const condition of document.conditions) {
    if (!Array.isArray(condition)) {
      for (const [name, value] of Object.entries(condition)) {
        named.add(name.toLowerCase());
        if (valueOf(name) !== value) throw refusedByPolicy(`Policy Condition failed: ["eq", "$${name}", "${value}"]`);
      }
    } else if (condition[0] === 'content-length-range') {
      const [min, max] = condition.slice(1).map(Number) as [number, number];
      if (file.content.length < min)
        throw new S3Error('EntityTooSmall', 'Your proposed upload is smaller than the minimum allowed size');
      if (file.content.length > max)
        throw new S3Error('EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size');
    } else {
      const [operator, field, value] = condition.map(String) as [string, string, string];
      const name = field.replace(/^\$/, '');
      named.add(name.toLowerCase());
      const actual = valueOf(name) ?? '';
      if (operator === 'eq' ? actual !== value : !actual.startsWith(value)) {
        throw refusedByPolicy(`Policy Condition failed: ["${operator}", "${field}", "${value}"]`);
      }
    }
  }
  const extra = [...fields.keys()].filter((name) => !named.has(name) && !name.startsWith('x-ignore-'));
  if (extra.length > 0) throw refusedByPolicy(`Extra input fields: ${extra.join(', ')}`);
  return body;
}

/** Hands s3rver the request again with its body already read. */
function replay(ctx: S3Context, body: Buffer) {
  const { headers, rawHeaders, url, method, httpVersion, socket } = ctx.req;
  const req = Object.assign(Readable.from([body]), {
    headers,
    rawHeaders,
    url,
    method,
    httpVersion,
    socket,
  }) as unknown as IncomingMessage;
  ctx.req = req;
  ctx.request.req = req;
}

/**
 * The S3 rules the app relies on that s3rver leaves out, as a middleware in front of it (LOCAL-STACK.md):
 * - a browser's POST upload is held to its signed policy (checkPostPolicy);
 * - GET and HEAD with If-Match, and a copy with x-amz-copy-source-if-match, answer 412 when the
 *   object is not the version named (s3rver ignores both).
 */
export function s3Rules(store: S3Store, now: () => number = Date.now) {
  return async (ctx: S3Context, next: () => Promise<unknown>) => {
    const { bucket, key } = objectOf(ctx.path);
    if (
      ctx.method === 'POST' &&
      key === '' &&
      !('delete' in ctx.query) &&
      ctx.get('content-type').startsWith('multipart/form-data')
    ) {
      replay(ctx, await checkPostPolicy(ctx, bucket, now()));
    }
    const ifMatch = ctx.get('if-match');
    if ((ctx.method === 'GET' || ctx.method === 'HEAD') && key && ifMatch) {
      const etag = await etagOf(store, bucket, key);
      if (etag !== undefined && etag !== unquote(ifMatch)) throw preconditionFailed('If-Match');
    }
    const copyIfMatch = ctx.get('x-amz-copy-source-if-match');
    if (ctx.method === 'PUT' && copyIfMatch) {
      const source = copySourceOf(ctx.get('x-amz-copy-source'));
      const etag = await etagOf(store, source.bucket, source.key);
      if (etag !== undefined && etag !== unquote(copyIfMatch)) throw preconditionFailed('x-amz-copy-source-If-Match');
    }
    await next();
  };
}
