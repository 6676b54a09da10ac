// Issue 7's scale targets, on the local stack: with a company of 100,000 vouchers over the
// financial year and 2,000 items, the timeline's first page (30 rows) in at most 500 ms, the yearly,
// monthly and daily analytics in at most 300 ms each, the HSN summary for a month in at most
// 500 ms (the other summaries and GSTR-1 are timed too); the same reports on a company of 1,000
// vouchers and the same 2,000 items at most 1.5x faster (cost must not grow with the vouchers).
// Side by side: the big company's vouchers exported as a plain-text journal, and hledger (Debian
// package) timed on the equivalent reports: balances of every account, monthly sales and
// purchases, and each item's stock (quantities as commodities).
// Both companies are seeded as seed-books.ts says, in one stack; each call is timed over HTTP
// (JWT, handler, DynamoDB Local): 5 warm-up and 30 measured calls each, the two companies' calls
// taking turns. The monthly chart is kept between changes of the stock, so it is also timed on its
// first view after a sale and after a product edit.
//   npx tsx scripts/bench/reports.ts [vouchers=100000] [small=1000]
// With BENCH_STATE_DIR=<dir> the stack is kept in that directory and the companies seeded once:
// later runs time the code as it then is on the same books (seeding 100,000 vouchers takes about
// 40 minutes).
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { queryPages, sortKeyPrefix } from '../../functions/src/lib/db/query-all';
import type { VoucherRecord } from '../../functions/src/lib/books/voucher-record';
import { benchCompanies, type SeededCompany as Seeded } from './bench-companies';
import { percentile, startBenchStack, timePaired, type TimedCall, type Timing } from './bench-kit';
import { productFields } from './seed-books';

const BIG = Number(process.argv[2] ?? 100_000);
const SMALL = Number(process.argv[3] ?? 1_000);
const PRODUCTS = 2_000;
const RUNS = 30;
const WARM_UP = 5;

const STATE_DIR = process.env.BENCH_STATE_DIR;
const stack = await startBenchStack('hisaab-bench-reports', STATE_DIR);
try {
  const { call, idToken, big, small } = await benchCompanies(stack.info, {
    big: BIG,
    small: SMALL,
    products: PRODUCTS,
    stateDir: STATE_DIR,
    file: 'companies',
  });

  const month = Number(big.today.slice(5, 7));
  const financialYear = Number(big.yearStart.slice(0, 4));
  const monthStart = `${big.today.slice(0, 8)}01`;
  const thisMonth = `start_date=${monthStart}&end_date=${big.today}`;
  const reports = (companyId: string) => ({
    'timeline, running year, first page (30 rows)': () =>
      call('GET', `/invoices/get/timeline?company_id=${companyId}&limit=30`),
    'yearly analytics (five cards)': () =>
      call('GET', `/invoices/get/analytics?company_id=${companyId}&financial_year=${financialYear}`),
    'monthly analytics (12 months, with profit)': () =>
      call('GET', `/invoices/get/analytics/monthly?company_id=${companyId}&financial_year=${financialYear}`),
    'daily analytics (this month)': () =>
      call(
        'GET',
        `/invoices/get/analytics/daily?company_id=${companyId}&financial_year=${financialYear}&financial_month=${month}`,
      ),
    'HSN summary, this month': () => call('GET', `/invoices/get/hsn/summary?company_id=${companyId}&${thisMonth}`),
    'HSN summary, running year': () => call('GET', `/invoices/get/hsn/summary?company_id=${companyId}`),
    'customer summary, running year': () => call('GET', `/invoices/get/party/summary?company_id=${companyId}`),
    'bill summary, running year, first page by date': () =>
      call('GET', `/invoices/get/invoice/summary?company_id=${companyId}&sortField=date&sortOrder=-1`),
    'summary stat cards, running year and the year before': () =>
      call('GET', `/invoices/get/summary/stats?company_id=${companyId}`),
    'GSTR-1 JSON, this month': () =>
      fetch(
        `${stack.info.apiUrl}/api/v1/invoices/get/gstr1?company_id=${companyId}&financial_year=${financialYear}&financial_month=${month}`,
        { headers: { authorization: `Bearer ${idToken}` } },
      ).then(async (response) => {
        if (!response.ok) throw new Error(`GSTR-1: ${response.status}`);
        return response.arrayBuffer();
      }),
  });
  // Every report is warmed up before any is timed: the first calls after seeding meet DynamoDB Local
  // still settling (in the 100,000-voucher run the first report timed, the timeline, took six times
  // as long as the yearly cards timed next, which read the same items).
  const bigResults: Record<string, Timing> = {};
  const smallResults: Record<string, Timing> = {};
  const record = (name: string, [bigTiming, smallTiming]: [Timing, Timing]) => {
    bigResults[name] = bigTiming;
    smallResults[name] = smallTiming;
  };
  // The two companies' calls take turns (big, small, big...): timed one company after the other,
  // the ratio also measured how the machine's load drifted in between (a run timed that way put
  // the timeline at 1.64x, when its reads, interleaved in one process on the disk-kept stack, took
  // 97 ms in either).
  const [bigCalls, smallCalls] = [reports(big.companyId), reports(small.companyId)];
  const names = Object.keys(bigCalls) as (keyof typeof bigCalls)[];
  for (let i = 0; i < WARM_UP; i++)
    for (const name of names) for (const calls of [bigCalls, smallCalls]) await calls[name]();
  for (const name of names) record(name, await timePaired({ run: bigCalls[name] }, { run: smallCalls[name] }, RUNS, 0));
  // The monthly chart is kept until the stock changes. Its first view after a sale of today is
  // computed again for what the sale moved; after a product's opening rate changed, for that
  // product. Each timed call follows one such change (not timed).
  const monthlyAfter = (change: (company: Seeded) => (index: number) => Promise<unknown>) => {
    const turn = (company: Seeded): TimedCall => {
      let changes = 0;
      const changeOf = change(company);
      return {
        run: reports(company.companyId)['monthly analytics (12 months, with profit)'],
        before: () => changeOf(changes++),
      };
    };
    return timePaired(turn(big), turn(small), RUNS, WARM_UP);
  };
  const saleOfToday =
    ({ companyId, products, customers, today }: Seeded) =>
    (i: number) =>
      call(
        'POST',
        '/invoices/create/vouchar/tax',
        {
          company_id: companyId,
          voucher_type: 'Sales',
          date: today,
          party_name_id: customers[i % customers.length]?._id,
          items: [{ item_id: products[i % products.length]?._id, quantity: 1, rate: 50 }],
        },
        { 'Idempotency-Key': randomUUID() },
      );
  const openingRateChange =
    ({ companyId, products }: Seeded) =>
    (i: number) =>
      call('PUT', `/product/update/product/${String(products[0]?._id)}`, {
        ...productFields(companyId, 0),
        opening_rate: String(5 + (i % 7)),
      });
  record('monthly analytics, first view after a sale of today', await monthlyAfter(saleOfToday));
  record('monthly analytics, first view after an opening rate changed', await monthlyAfter(openingRateChange));
  const ratios = Object.fromEntries(
    Object.keys(bigResults).map((name) => [
      name,
      +((bigResults[name]?.median_ms ?? 0) / (smallResults[name]?.median_ms ?? 1)).toFixed(2),
    ]),
  );

  // The API's figures first: the journal export below reads every voucher, the heaviest thing here.
  console.log(
    JSON.stringify(
      {
        vouchers: { big: BIG, small: SMALL },
        products: PRODUCTS,
        seeded_in_s: { big: +big.seededSeconds.toFixed(1), small: +small.seededSeconds.toFixed(1) },
        runs: RUNS,
        big: bigResults,
        small: smallResults,
        big_over_small_median: ratios,
      },
      null,
      2,
    ),
  );

  // The same vouchers as an hledger journal: each voucher's double entry in INR, and each item line
  // as an unbalanced (virtual) posting of its quantity, the item being the commodity.
  const journal: string[] = [];
  for await (const { items } of queryPages({
    ...sortKeyPrefix(`COMPANY#${big.companyId}`, 'VOUCHER#'),
    // Small pages: DynamoDB Local (512 MB of heap) fails on 1 MB pages of 250-line vouchers.
    Limit: 200,
  })) {
    for (const voucher of items as unknown as VoucherRecord[]) {
      journal.push(`${voucher.date} ${voucher.voucher_type} ${voucher.voucher_number} | ${voucher.party.name}`);
      for (const line of voucher.accounting) {
        journal.push(`    ${line.ledger_name}  ${(-line.amount / 100).toFixed(2)} INR`);
      }
      const sign = voucher.voucher_type === 'Purchase' ? 1 : -1;
      for (const line of voucher.lines) {
        const item = `"${line.name}"`;
        journal.push(`    (stock:${line.name})  ${((sign * line.quantity) / 1000).toFixed(3)} ${item}`);
      }
      journal.push('');
    }
  }
  const dir = join('.local', 'bench');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'reports-journal.journal');
  writeFileSync(file, journal.join('\n'));
  const hledgerRuns = 5;
  const timeHledger = (args: string[]) => {
    const samples: number[] = [];
    for (let i = 0; i < hledgerRuns; i++) {
      const start = performance.now();
      execFileSync('hledger', ['-f', file, ...args], { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 28 });
      samples.push(performance.now() - start);
    }
    return { median_ms: +percentile(samples, 50).toFixed(1), p95_ms: +percentile(samples, 95).toFixed(1) };
  };
  const hledger = {
    version: execFileSync('hledger', ['--version']).toString().trim(),
    runs: hledgerRuns,
    'balance, every account': timeHledger(['balance']),
    'balance --monthly, Sales and Purchase accounts': timeHledger(['balance', '--monthly', 'Sales', 'Purchase']),
    'balance of stock (each item, quantities)': timeHledger(['balance', 'stock']),
  };

  console.log(JSON.stringify({ hledger }, null, 2));
} finally {
  await stack.stop();
}
