import type { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { BucketRole } from '@app/functions/event-handlers';
import { s3Rules, type S3Store } from './s3-rules';

/** The part of s3rver's API used here (the package ships no types); it is a Koa app. */
interface S3rverServer extends EventEmitter {
  run(): Promise<unknown>;
  close(): Promise<void>;
  store: S3Store;
  middleware: unknown[];
}
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string; configs: string[] }[];
}) => S3rverServer;
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverConstructor;

export interface S3Local {
  endpoint: string;
  buckets: Record<BucketRole, string>;
  stop: () => Promise<void>;
}

const corsXml = (origins: string[]) => `<CORSConfiguration><CORSRule>
${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('')}
<AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

/**
 * s3rver on 127.0.0.1 with the app's buckets (CORS for the web app's origins) and the S3 rules it
 * lacks (s3-rules.ts) checked before it sees a request. No bucket has object-created handlers
 * (data-stack.ts), so its events go nowhere.
 */
export async function startS3Local(options: {
  port: number;
  dir: string;
  bucketNames: Record<BucketRole, string>;
  webOrigins: string[];
}): Promise<S3Local> {
  mkdirSync(options.dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory: options.dir,
    silent: true,
    configureBuckets: Object.values(options.bucketNames).map((name) => ({
      name,
      configs: [corsXml(options.webOrigins)],
    })),
  });
  server.middleware.unshift(s3Rules(server.store));
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    buckets: options.bucketNames,
    stop: () => server.close(),
  };
}
