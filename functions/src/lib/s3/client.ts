import { S3Client } from '@aws-sdk/client-s3';
import { config } from '#lib/config';

let client: S3Client | undefined;

/**
 * The one S3 client. Checksums only WHEN_REQUIRED: with the SDK's default, presigned PUT URLs carry
 * the checksum of an empty body and streamed uploads store aws-chunked framing on s3rver.
 */
export function s3Client(): S3Client {
  client ??= new S3Client({
    region: config.region,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(config.s3Endpoint
      ? {
          endpoint: config.s3Endpoint,
          forcePathStyle: true,
          credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
        }
      : {}),
  });
  return client;
}
