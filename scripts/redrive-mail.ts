// Runs again every mail the mail receiver failed on in the running local stack: the events kept in
// its local on-failure folder (.local/data/dead-letters/ReceiveBillMail/), as one re-invokes the
// events of the on-failure queue in AWS (README, Deploying). An event that fails again stays.
//   npm run redrive-mail
import { readFileSync } from 'node:fs';
import { mailReceivers } from '@app/functions/event-handlers';
import { redriveFailedEvents } from '../infra/local/dead-letters';
import { stackFile } from '../infra/local/paths';
import type { StackInfo } from '../infra/local/stack-info';

const stack = JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo;
let failing = 0;
for (const name of Object.keys(mailReceivers)) {
  const { redriven, stillFailing } = await redriveFailedEvents(stack.lambdaEndpoint, stack.deadLetterDir, name);
  console.log(`${name}: ${redriven} failed mail event(s) handled again.`);
  for (const { file, error } of stillFailing) console.error(`  still failing, kept: ${file}\n    ${error}`);
  failing += stillFailing.length;
}
process.exit(failing > 0 ? 1 : 0);
