import { Duration, Size } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { workers } from '@app/functions/event-handlers';
import { BILLS_PREFIX, EXPORTS_PREFIX } from '@app/functions/lib/s3/prefixes';
import { AppFunction } from './app-function';
import { grantObjectAccess, grantTableAccess } from './grants';

export interface ExportWorkerProps {
  table: ITableV2;
  uploads: IBucket;
  uploadsNagArn: string;
  /** The settings every function gets (table, pool, app URL, sender). */
  environment: Record<string, string>;
}

/**
 * Issue 35: the ExportData worker, which POST /exports starts: it reads the company's records and
 * bill files, prints its invoices, and puts one zip (or the Tally XML) under exports/. It builds
 * the file in /tmp, so it has room there for a large company's bills; a company's years of
 * invoices take minutes to print, so it has Lambda's longest time.
 */
export class ExportWorker extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, { table, uploads, uploadsNagArn, environment }: ExportWorkerProps) {
    super(scope, id);
    this.fn = new AppFunction(this, 'ExportData', {
      handlerModule: workers.ExportData,
      timeout: Duration.minutes(15),
      memorySize: 2048,
      ephemeralStorageSize: Size.gibibytes(4),
      environment,
    });
    grantTableAccess(table, this.fn);
    grantObjectAccess(this.fn, {
      bucket: uploads,
      nagArn: uploadsNagArn,
      prefix: BILLS_PREFIX,
      actions: ['s3:GetObject'],
      reason: "The export worker reads any company's bill files (the company's bill records name them).",
    });
    grantObjectAccess(this.fn, {
      bucket: uploads,
      nagArn: uploadsNagArn,
      prefix: EXPORTS_PREFIX,
      actions: ['s3:PutObject'],
      reason: "The export worker writes any company's export (the export record names its key).",
    });
  }
}
