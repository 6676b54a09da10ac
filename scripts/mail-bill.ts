// Sends a mail to a company's bill address on the running local stack, as SES would deliver it:
// the raw .eml goes into the local inbound bucket under mail/, and the same handler as in AWS
// (events/s3/receive-bill-mail) takes its bills out.
//   npm run mail-bill -- <file.eml> <company id or bill address>
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { stackFile } from '../infra/local/paths';
import { LOCAL_INBOUND_MAIL_DOMAIN } from '../infra/local/stack';
import type { StackInfo } from '../infra/local/stack-info';

const [file, company] = process.argv.slice(2);
if (!file || !company) {
  console.error('Usage: npm run mail-bill -- <file.eml> <company id or bill address>');
  process.exit(1);
}
const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
Object.assign(process.env, {
  TABLE_NAME: stack.dynamodb.tableName,
  DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
  S3_ENDPOINT: stack.s3.endpoint,
  INBOUND_MAIL_BUCKET: stack.s3.buckets.inboundMail,
  INBOUND_MAIL_DOMAIN: LOCAL_INBOUND_MAIL_DOMAIN,
  POWERTOOLS_LOG_LEVEL: 'ERROR',
});

/** The company's bill address (made on first ask, as the Bills page does). */
async function addressOf(companyOrAddress: string): Promise<string> {
  if (companyOrAddress.includes('@')) return companyOrAddress;
  const { billMailSettings } = await import('@app/functions/lib/bills/mail-settings');
  return (await billMailSettings(companyOrAddress)).inbound_address;
}

const address = await addressOf(company);
// The envelope recipient, as a relay records it: the mail's own To may name anyone.
const raw = Buffer.concat([Buffer.from(`X-Original-To: ${address}\r\n`), readFileSync(file)]);
const { deliverRawMail } = await import('@app/functions/lib/bills/deliver-mail');
await deliverRawMail(raw, basename(file));
console.log(`Delivered ${basename(file)} to ${address}. Its bills appear on the Bills page: ${stack.webUrl}/bills`);
