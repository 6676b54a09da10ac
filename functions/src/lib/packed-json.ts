import { gunzipSync, gzipSync } from 'node:zlib';

/**
 * A JSON value as gzip, base64-encoded: a compact string literal to embed in a bundle at build
 * time (JSON schemas compress nearly 20 to 1), cheap to turn back into the value at run time.
 */
export const packJson = (value: unknown): string => gzipSync(JSON.stringify(value), { level: 9 }).toString('base64');

/** The value `packJson` packed. Synchronous: a few milliseconds, once per container. */
export const unpackJson = (packed: string): unknown =>
  JSON.parse(gunzipSync(Buffer.from(packed, 'base64')).toString('utf8'));
