// Issue 19's target: the home dashboard of a company with 100,000 vouchers answers in under 300 ms
// (one read path on roll-ups, no scan). Two companies are seeded as seed-books.ts says (70% sales
// of 1 to 5 lines, 10% purchases, 15% receipts, 5% payments over the financial year so far, 2,000
// items, 200 customers, 20 suppliers), one of 100,000 vouchers and one of 1,000: the dashboard's
// cost must not grow with the vouchers. The seed's receipts settle no invoice, so every sale stays
// open (about 70,000 open invoices): the dashboard's hardest case, since it ages and counts them.
// Each call is timed over HTTP (JWT, handler, DynamoDB Local), the two companies taking turns:
// 5 warm-up and 30 measured calls each. The overdue invoices list (first page) is timed too.
//   npx tsx scripts/bench/dashboard.ts [vouchers=100000] [small=1000]
// With BENCH_STATE_DIR=<dir> the stack is kept there and the companies seeded once (seeding
// 100,000 vouchers takes about 40 minutes); later runs time the code as it then is.
import { benchCompanies, type SeededCompany as Seeded } from './bench-companies';
import { startBenchStack, timePaired, type Timing } from './bench-kit';

const BIG = Number(process.argv[2] ?? 100_000);
const SMALL = Number(process.argv[3] ?? 1_000);
const PRODUCTS = 2_000;
const RUNS = 30;
const WARM_UP = 5;

const STATE_DIR = process.env.BENCH_STATE_DIR;
const stack = await startBenchStack('hisaab-bench-dashboard', STATE_DIR);
try {
  const { call, big, small } = await benchCompanies(stack.info, {
    big: BIG,
    small: SMALL,
    products: PRODUCTS,
    stateDir: STATE_DIR,
    file: 'dashboard-companies',
  });

  const calls = (company: Seeded) => ({
    dashboard: () => call('GET', `/dashboard?company_id=${company.companyId}`),
    'overdue invoices, first page': () =>
      call('GET', `/invoices/view/all/vouchar?company_id=${company.companyId}&status=overdue&type=Sales&limit=10`),
  });
  const [bigCalls, smallCalls] = [calls(big), calls(small)];
  const results: Record<string, { big: Timing; small: Timing; ratio: number }> = {};
  for (const name of Object.keys(bigCalls) as (keyof typeof bigCalls)[]) {
    const [bigTiming, smallTiming] = await timePaired(
      { run: bigCalls[name] },
      { run: smallCalls[name] },
      RUNS,
      WARM_UP,
    );
    results[name] = {
      big: bigTiming,
      small: smallTiming,
      ratio: +(bigTiming.median_ms / smallTiming.median_ms).toFixed(2),
    };
  }
  const board = (await bigCalls.dashboard()) as { receivables: { overdue: { invoices: number } } };
  console.log(
    JSON.stringify(
      {
        vouchers: { big: BIG, small: SMALL },
        products: PRODUCTS,
        seeded_in_s: { big: +big.seededSeconds.toFixed(1), small: +small.seededSeconds.toFixed(1) },
        overdue_sales_invoices_in_big: board.receivables.overdue.invoices,
        runs: RUNS,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
