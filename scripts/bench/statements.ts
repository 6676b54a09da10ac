// Issue 32's scale targets, on the local stack: with a company of 100,000 vouchers over the
// financial year, 2,000 items and 500 parties (480 customers, 20 suppliers), the trial balance,
// the profit and loss and the balance sheet each in at most 500 ms median, the Day Book's first
// page (the Transactions directory) in at most 300 ms, and the ageing timed too; the same statements
// on a company of 1,000 vouchers with the same items and parties, to show the cost does not grow
// with the vouchers. Both companies are seeded as seed-books.ts says, in one stack; each call is
// timed over HTTP (JWT, handler, DynamoDB Local), 5 warm-up and 30 measured calls, the two
// companies' calls taking turns.
//   npx tsx scripts/bench/statements.ts [vouchers=100000] [small=1000]
// With BENCH_STATE_DIR=<dir> the stack is kept in that directory and the companies seeded once
// (seeding 100,000 vouchers takes about 40 minutes); later runs time the code as it then is.
import { benchCompanies } from './bench-companies';
import { startBenchStack, timePaired, type Timing } from './bench-kit';

const BIG = Number(process.argv[2] ?? 100_000);
const SMALL = Number(process.argv[3] ?? 1_000);
const RUNS = 30;
const WARM_UP = 5;

const STATE_DIR = process.env.BENCH_STATE_DIR;
const DAY_BOOK = '/transactions/view/all';
const stack = await startBenchStack('hisaab-bench-statements', STATE_DIR);
try {
  const { call, big, small } = await benchCompanies(stack.info, {
    big: BIG,
    small: SMALL,
    products: 2_000,
    customers: 480,
    stateDir: STATE_DIR,
    file: 'statements',
  });
  const monthStart = `${big.today.slice(0, 8)}01`;
  const statements = (companyId: string) => {
    const get = (name: string, start: string, end: string) => () =>
      call('GET', `/reports/${name}?company_id=${companyId}&start_date=${start}&end_date=${end}`);
    return {
      'trial balance, running year to today': get('trial-balance', big.yearStart, big.today),
      'trial balance, this month': get('trial-balance', monthStart, big.today),
      'profit and loss, running year to today': get('profit-and-loss', big.yearStart, big.today),
      'profit and loss, this month': get('profit-and-loss', monthStart, big.today),
      'balance sheet, as at today': get('balance-sheet', big.yearStart, big.today),
      // The Day Book is the Transactions directory: its first page (10 rows, newest first).
      'day book, today, first page': () =>
        call(
          'GET',
          `${DAY_BOOK}?company_id=${companyId}&start_date=${big.today}&end_date=${big.today}&pageNumber=1&limit=10`,
        ),
      'day book, this month, first page': () =>
        call(
          'GET',
          `${DAY_BOOK}?company_id=${companyId}&start_date=${monthStart}&end_date=${big.today}&pageNumber=1&limit=10`,
        ),
      'ageing, receivables': () => call('GET', `/reports/ageing?company_id=${companyId}&side=receivables`),
    };
  };
  const [bigCalls, smallCalls] = [statements(big.companyId), statements(small.companyId)];
  const names = Object.keys(bigCalls) as (keyof typeof bigCalls)[];
  for (let i = 0; i < WARM_UP; i++)
    for (const name of names) for (const calls of [bigCalls, smallCalls]) await calls[name]();
  const results: Record<string, { big: Timing; small: Timing; ratio: number }> = {};
  for (const name of names) {
    const [bigTiming, smallTiming] = await timePaired({ run: bigCalls[name] }, { run: smallCalls[name] }, RUNS, 0);
    results[name] = {
      big: bigTiming,
      small: smallTiming,
      ratio: +(bigTiming.median_ms / smallTiming.median_ms).toFixed(2),
    };
  }
  const trial = (await bigCalls['trial balance, running year to today']()) as { totals: Record<string, number> };
  console.log(
    JSON.stringify(
      {
        vouchers: { big: BIG, small: SMALL },
        seeded_seconds: { big: Math.round(big.seededSeconds), small: Math.round(small.seededSeconds) },
        trial_balance_totals: trial.totals,
        results,
      },
      null,
      2,
    ),
  );
} finally {
  await stack.stop();
}
