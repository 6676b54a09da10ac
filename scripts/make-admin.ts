// Makes a signed-up user an administrator (the Cognito `admin` group and our own record, which the
// admin routes check), or with --remove stops them being one; logged in the administrators' log.
// They then sign in at /admin, where they set up an authenticator app (issue 31).
//   npm run make-admin -- someone@example.in            (the running local stack, .local/stack.json)
//   npm run make-admin -- --remove someone@example.in
//   npm run make-admin -- someone@example.in --user-pool <pool id> --table <table name>
//                                                        (AWS, with the shell's AWS credentials and AWS_REGION)
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { stackFile } from '../infra/local/paths';
import { pointHandlersAt } from '../infra/local/stack-env';
import type { StackInfo } from '../infra/local/stack-info';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remove: { type: 'boolean' }, 'user-pool': { type: 'string' }, table: { type: 'string' } },
});
const email = positionals[0];
if (!email || !values['user-pool'] !== !values.table) {
  console.error('Usage: npm run make-admin -- [--remove] <e-mail> [--user-pool <id> --table <name>]');
  process.exit(1);
}

// The handlers' own code does the change: point it at the stack, as Lambda's environment does.
if (values['user-pool'] && values.table) {
  Object.assign(process.env, { USER_POOL_ID: values['user-pool'], TABLE_NAME: values.table });
} else {
  pointHandlersAt(JSON.parse(readFileSync(stackFile, 'utf8')) as StackInfo);
}
const { setAdministrator } = await import('../functions/src/lib/admin/administrators');
const { OPERATOR } = await import('../functions/src/lib/admin/admin-audit');
await setAdministrator(email, !values.remove, OPERATOR);
console.log(
  values.remove
    ? `${email} is no longer an administrator (the admin routes refuse them within a minute)`
    : `${email} is now an administrator: sign in at /admin and set up an authenticator app`,
);
