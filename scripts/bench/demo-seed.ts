import { performance } from 'node:perf_hooks';
import { seedDemoCompany } from '../../infra/local/demo-account';
import { startBenchStack } from './bench-kit';
import { benchUser } from './bench-user';

/**
 * How long `npm start` takes to seed the demo pharmacy (issue 19): its own in-memory stack, a
 * user, then the company, catalogue and year of books exactly as the first `npm start` makes
 * them. `RUNS=3` seeds that many demo companies one after the other (one user owns them all).
 * Prints what was seeded, by type, and each run's time.
 */
const runs = Number(process.env.RUNS ?? 1);
const stack = await startBenchStack(`bench-demo-${Date.now()}`);
try {
  const { claims } = await benchUser(stack.info);
  for (let run = 1; run <= runs; run++) {
    const started = performance.now();
    const { vouchers } = await seedDemoCompany(claims.sub);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const byType = new Map<string, number>();
    for (const voucher of vouchers.values())
      byType.set(voucher.voucher_type, (byType.get(voucher.voucher_type) ?? 0) + 1);
    console.log(`run ${run}: ${vouchers.size} vouchers in ${seconds} s ${JSON.stringify(Object.fromEntries(byType))}`);
  }
} finally {
  await stack.stop();
}
