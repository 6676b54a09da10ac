import { Duration } from 'aws-cdk-lib';
import type { ITableV2 } from 'aws-cdk-lib/aws-dynamodb';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { workers } from '@app/functions/event-handlers';
import { IMPORTS_PREFIX } from '@app/functions/lib/s3/prefixes';
import { AppFunction } from './app-function';
import { grantObjectAccess, grantTableAccess } from './grants';

export interface ImportWorkerProps {
  table: ITableV2;
  uploads: IBucket;
  uploadsNagArn: string;
  /** The settings every function gets (table, pool, app URL, sender). */
  environment: Record<string, string>;
}

/**
 * Issue 35: the ImportTally worker, which the import routes start: it reads an uploaded Tally
 * export from the uploads bucket as it streams and writes the company's books. It reads files
 * under imports/ only; a year's file takes minutes, so it has Lambda's longest time.
 */
export class ImportWorker extends Construct {
  readonly fn: AppFunction;

  constructor(scope: Construct, id: string, { table, uploads, uploadsNagArn, environment }: ImportWorkerProps) {
    super(scope, id);
    this.fn = new AppFunction(this, 'ImportTally', {
      handlerModule: workers.ImportTally,
      timeout: Duration.minutes(15),
      memorySize: 1024,
      environment,
    });
    grantTableAccess(table, this.fn);
    grantObjectAccess(this.fn, {
      bucket: uploads,
      nagArn: uploadsNagArn,
      prefix: IMPORTS_PREFIX,
      actions: ['s3:GetObject'],
      reason: "The import worker reads any company's import file (the import record names it).",
    });
  }
}
