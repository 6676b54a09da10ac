import type { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { S3Event } from 'aws-lambda';
import { s3EventHandlers, type BucketRole } from '@app/functions/event-handlers';
import { invokeHandler } from './lambda-runtime';
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
  /** Resolves when every S3 event delivered so far has been handled (tests wait on it). */
  settled: () => Promise<void>;
}

const corsXml = (origins: string[]) => `<CORSConfiguration><CORSRule>
${origins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('')}
<AllowedMethod>GET</AllowedMethod><AllowedMethod>POST</AllowedMethod><AllowedMethod>HEAD</AllowedMethod>
<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds>
</CORSRule></CORSConfiguration>`;

/** S3 URL-encodes object keys in event records (spaces as '+'); s3rver sends them raw. */
const encodeKey = (key: string) => encodeURIComponent(key).replace(/%2F/g, '/').replace(/%20/g, '+');

/**
 * s3rver on 127.0.0.1 with the app's buckets (CORS for the web app's origins), its object-created
 * events delivered to the same S3 handlers CDK wires to the real buckets, and the S3 rules it lacks
 * (s3-rules.ts) checked before it sees a request.
 */
export async function startS3Local(options: {
  port: number;
  dir: string;
  bucketNames: Record<BucketRole, string>;
  webOrigins: string[];
  onError: (error: unknown) => void;
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
  const inFlight = new Set<Promise<unknown>>();
  server.on('event', (event: S3Event) => {
    for (const record of event.Records) {
      if (!record.eventName.startsWith('ObjectCreated')) continue;
      const key = record.s3.object.key;
      for (const target of s3EventHandlers) {
        if (options.bucketNames[target.bucket] !== record.s3.bucket.name || !key.startsWith(target.prefix)) continue;
        const delivered = { ...record, s3: { ...record.s3, object: { ...record.s3.object, key: encodeKey(key) } } };
        const run = invokeHandler(target.handler, { Records: [delivered] }).catch(options.onError);
        inFlight.add(run);
        void run.finally(() => inFlight.delete(run));
      }
    }
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    buckets: options.bucketNames,
    stop: () => server.close(),
    settled: async () => {
      while (inFlight.size > 0) await Promise.all(inFlight);
    },
  };
}
