// Issue 31: what the per-request access check adds (lib/http/caller-access.ts). A caller's access
// record is read (one GetItem) at most once a minute per Lambda container; other requests use the
// record in memory. Times both against DynamoDB Local, in turns.
//   npx tsx scripts/bench/caller-access.ts
import { randomUUID } from 'node:crypto';
import { startBenchStack, timePaired } from './bench-kit';

const RUNS = 300;
const stack = await startBenchStack(`access-bench-${randomUUID().slice(0, 8)}`);
try {
  const { callerAccess } = await import('../../functions/src/lib/http/caller-access');
  const { accessStep } = await import('../../functions/src/lib/db/access');
  const { transact } = await import('../../functions/src/lib/db/transact');
  const enabled = (access: { disabled?: boolean }) => !access.disabled;
  const known = randomUUID();
  await transact([accessStep(known, { admin: true })]);
  // A new caller every time: never in memory, so each call reads (the first request of a minute).
  const [read, remembered] = await timePaired(
    { run: () => callerAccess(randomUUID(), enabled) },
    { run: () => callerAccess(known, enabled) },
    RUNS,
  );
  console.log(JSON.stringify({ runs: RUNS, read_from_table: read, remembered_in_memory: remembered }, null, 2));
} finally {
  await stack.stop();
}
