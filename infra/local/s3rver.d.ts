// s3rver ships no types; this is the part of its API the local stack uses.
declare module 's3rver' {
  import type { EventEmitter } from 'node:events';

  interface BucketConfig {
    name: string;
    configs?: (string | Buffer)[];
  }

  interface S3rverOptions {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: BucketConfig[];
  }

  export default class S3rver extends EventEmitter {
    constructor(options: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
