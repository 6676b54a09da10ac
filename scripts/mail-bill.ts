// Sends a mail to a company's bill address on the running local stack, as SES would deliver it
// (infra/local/ses-local.ts): the raw .eml goes into the local inbound bucket under mail/, and the
// same handler as in AWS (events/ses/receive-bill-mail) gets SES's receipt notification.
//   npm run mail-bill -- <file.eml> <company id or bill address> [--spf FAIL] [--dkim GRAY] ...
// Offline nothing can check SPF, DKIM or DMARC: each verdict is PASS unless a flag says otherwise.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { stackFile } from '../infra/local/paths';
import { STATUSES, VERDICT_NAMES, receiveMail, type Verdicts } from '../infra/local/ses-local';
import { LOCAL_INBOUND_MAIL_DOMAIN } from '../infra/local/stack';
import type { StackInfo } from '../infra/local/stack-info';

const USAGE = `Usage: npm run mail-bill -- <file.eml> <company id or bill address> [options]
  --spf, --dkim, --dmarc, --spam, --virus <${STATUSES.join('|')}>   SES's verdict (default PASS)
  --mail-from <address>    the envelope sender SPF checked (default: the mail's From address)
  --dkim-domain <domain>   the domain of the DKIM signature (default: the From address's domain)`;

const verdictOptions = Object.fromEntries(VERDICT_NAMES.map((name) => [name, { type: 'string' as const }]));
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { ...verdictOptions, 'mail-from': { type: 'string' }, 'dkim-domain': { type: 'string' } },
});
const [file, company] = positionals;
const verdicts: Partial<Verdicts> = {};
for (const name of VERDICT_NAMES) {
  const given = (values as Record<string, string | undefined>)[name]?.toUpperCase();
  if (given === undefined) continue;
  if (!(STATUSES as readonly string[]).includes(given)) {
    console.error(`--${name} must be one of ${STATUSES.join(', ')}\n\n${USAGE}`);
    process.exit(1);
  }
  verdicts[name] = given as Verdicts[typeof name];
}
if (!file || !company) {
  console.error(USAGE);
  process.exit(1);
}
const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
Object.assign(process.env, {
  TABLE_NAME: stack.dynamodb.tableName,
  DYNAMODB_ENDPOINT: stack.dynamodb.endpoint,
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
const { messageId } = await receiveMail(stack, {
  raw: readFileSync(file),
  recipients: [address],
  mailFrom: values['mail-from'],
  dkimDomain: values['dkim-domain'],
  verdicts,
});
console.log(
  `Delivered ${basename(file)} to ${address} (SES message ${messageId}). Its bills appear on the Bills page: ${stack.webUrl}/bills`,
);
