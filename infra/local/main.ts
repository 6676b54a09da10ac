import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { localRoot, stackFile } from './paths';
import { LOCAL_IRP } from './irp-local';
import { DEFAULT_PORTS, isPortFree } from './ports';
import { reloadHandlers } from './lambda-runtime';
import { startLocalStack } from './stack';
import { watchSources } from './watch-sources';

/**
 * `npm start`: the whole system on this machine. Flags: --reset wipes the kept data first,
 * --no-seed skips the demo account. Ctrl-C stops every process it started.
 */
async function main() {
  const args = new Set(process.argv.slice(2));
  const startedAt = Date.now();
  const dataDir = join(localRoot, 'data');
  if (args.has('--reset')) {
    rmSync(dataDir, { recursive: true, force: true });
    console.log('Reset: the local data was wiped.');
  }
  mkdirSync(dataDir, { recursive: true });

  const busy = [];
  for (const [name, port] of Object.entries(DEFAULT_PORTS)) if (!(await isPortFree(port))) busy.push(`${name} ${port}`);
  if (busy.length > 0) {
    console.error(
      `These ports are taken: ${busy.join(', ')}. Is another \`npm start\` running? Stop it (Ctrl-C) and try again.`,
    );
    process.exit(1);
  }

  console.log('Starting the local stack ...');
  const stack = await startLocalStack({
    ports: { ...DEFAULT_PORTS },
    dataDir,
    logDir: join(localRoot, 'logs'),
    tableName: 'hisaab-local',
    seed: !args.has('--no-seed'),
    web: 'dev',
    // An invitation carries both: the sign-in link and the temporary password (its code).
    onMail: (mail) =>
      console.log(
        `E-mail to ${mail.to}: ${mail.subject} ${mail.link ?? ''} ${mail.code ? `(code ${mail.code})` : ''}`.trim(),
      ),
  });
  writeFileSync(stackFile, `${JSON.stringify(stack.info, null, 2)}\n`);
  const stopWatching = watchSources((file) => {
    reloadHandlers();
    console.log(`Handlers reloaded (${file} changed).`);
  });

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the local stack ...');
    await stopWatching();
    await stack.stop();
    if (existsSync(stackFile)) rmSync(stackFile);
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
  // A fault that escaped every handler is logged and the stack keeps serving, as a Lambda's
  // failure ends only that invocation; the emulators are tethered to this process (processes.ts).
  process.on('uncaughtException', (error) => console.error('[local stack] uncaught fault:', error));
  process.on('unhandledRejection', (reason) => console.error('[local stack] unhandled rejection:', reason));

  const { info } = stack;
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`
Hisaab is running (ready in ${seconds} s). Open ${info.webUrl}
${info.demo ? `  Demo login  ${info.demo.email} / ${info.demo.password}\n` : ''}
  Web app     ${info.webUrl}
  API         ${info.apiUrl}/api/v1   (health: ${info.apiUrl}/api/v1/health)
  DynamoDB    ${info.dynamodb.endpoint}   table ${info.dynamodb.tableName}
  Cognito     ${info.cognito.endpoint}   pool ${info.cognito.userPoolId}
  S3          ${info.s3.endpoint}   buckets ${Object.values(info.s3.buckets).join(', ')}
  Triggers    ${info.lambdaEndpoint}   (Lambda invoke endpoint for cognito-local)
  Razorpay    ${info.razorpay.apiUrl}   (local emulator; a period passes: POST /_emulator/subscriptions/<id>/renew)
  IRP         ${info.irp.apiUrl}   (local e-invoice portal; registered documents: GET /_emulator/documents)
${info.demo ? `              the demo company's IRP API user: ${LOCAL_IRP.demoUser.username} / ${LOCAL_IRP.demoUser.password}\n` : ''}
Settings: ${stackFile}. Logs: ${join(localRoot, 'logs')}. E-mails are printed here and kept at ${info.mailboxUrl}.
Press Ctrl-C to stop.`);
}

main().catch((error: unknown) => {
  console.error('The local stack could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
