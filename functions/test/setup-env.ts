import { inject } from 'vitest';
import { localIrpSettings } from '../../infra/local/irp-local';
import { localBillingSettings } from '../../infra/local/razorpay-local';

// Handlers invoked directly in a test worker read the same settings the local API server sets.
const stack = inject('stack');
Object.assign(process.env, {
  AWS_REGION: 'ap-south-1',
  TABLE_NAME: stack.dynamodb.tableName,
  DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
  S3_ENDPOINT: stack.s3.endpoint,
  UPLOADS_BUCKET: stack.s3.buckets.uploads,
  USER_POOL_ID: stack.cognito.userPoolId,
  COGNITO_ENDPOINT: stack.cognito.endpoint,
  ALLOWED_ORIGINS: stack.webUrl,
  APP_URL: stack.webUrl,
  BILL_READER: 'local',
  BILL_READER_FUNCTION: 'ReadBill',
  INVITATION_WORKER_FUNCTION: 'DeliverInvitation',
  IMPORT_WORKER_FUNCTION: 'ImportTally',
  EXPORT_WORKER_FUNCTION: 'ExportData',
  LAMBDA_ENDPOINT: stack.lambdaEndpoint,
  INBOUND_MAIL_DOMAIN: 'bills.hisaab.local',
  INBOUND_MAIL_BUCKET: stack.s3.buckets.inboundMail,
  ...localBillingSettings(stack.razorpay.apiUrl),
  ...localIrpSettings(stack.irp.apiUrl, stack.irp),
  POWERTOOLS_LOG_LEVEL: 'SILENT',
});
