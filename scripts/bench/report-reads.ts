// Where the reports' time goes: each data-layer read the reports make, timed in-process (no HTTP,
// no handler) on a company of `vouchers` vouchers and on one of 1,000, both with 2,000 products,
// seeded as seed-books.ts says; then the same reports through the API. 5 warm-up and 15 timed
// calls each, median ms. docs/perf.md (Reports) has the figures.
//   npx tsx scripts/bench/report-reads.ts [vouchers=20000]
import { allCatalogueNames } from '../../functions/src/lib/catalogue/lookups';
import { companyDaysBetween, partyFiguresBetween } from '../../functions/src/lib/db/day-rollups';
import { readItemMovements, readMonthlyItemMovements } from '../../functions/src/lib/db/item-movements';
import { listLedgerRecords } from '../../functions/src/lib/db/ledgers';
import { readDigest } from '../../functions/src/lib/db/product-digest';
import { salesByHsn } from '../../functions/src/lib/reports/sales-rollups';
import { apiCaller, startBenchStack, timeCalls } from './bench-kit';
import { benchUser } from './bench-user';
import { seedBooks } from './seed-books';

const BIG = Number(process.argv[2] ?? 20_000);
const SMALL = 1_000;

const stack = await startBenchStack('hisaab-bench-report-reads');
try {
  const { idToken, claims } = await benchUser(stack.info);
  const call = apiCaller(stack.info, idToken);
  const seed = (name: string, vouchers: number) =>
    seedBooks(call, { name, vouchers, products: 2_000, actorId: claims.sub });
  const big = await seed('Bench Pharma Distributors', BIG);
  const small = await seed('Bench Corner Chemist', SMALL);
  const year = big.yearStart.slice(0, 4);
  const yearEnd = `${Number(year) + 1}-03-31`;
  const monthStart = `${big.today.slice(0, 8)}01`;
  const reads = (companyId: string): Record<string, () => Promise<unknown>> => ({
    'category and group names': () => allCatalogueNames(companyId),
    'the ledgers': () => listLedgerRecords(companyId),
    'the product digest with stock totals': () => readDigest(companyId),
    'this month of HSN figures': () => salesByHsn(companyId, monthStart, big.today),
    "a financial year's item figures": () => readItemMovements(companyId, big.yearStart, yearEnd),
    "the 12 months' item figures": () => readMonthlyItemMovements(companyId, `${year}-04`, `${Number(year) + 1}-03`),
    'a year of customer figures': () => partyFiguresBetween(companyId, big.yearStart, yearEnd),
    "a year of the company's day figures": () => companyDaysBetween(companyId, big.yearStart, yearEnd),
    'API: timeline': () => call('GET', `/invoices/get/timeline?company_id=${companyId}&limit=30`),
    'API: yearly analytics': () =>
      call('GET', `/invoices/get/analytics?company_id=${companyId}&financial_year=${year}`),
    'API: monthly analytics': () =>
      call('GET', `/invoices/get/analytics/monthly?company_id=${companyId}&financial_year=${year}`),
    'API: HSN summary, this month': () =>
      call('GET', `/invoices/get/hsn/summary?company_id=${companyId}&start_date=${monthStart}&end_date=${big.today}`),
    'API: customer summary': () => call('GET', `/invoices/get/party/summary?company_id=${companyId}`),
  });
  const results: Record<string, string> = {};
  for (const name of Object.keys(reads(big.companyId))) {
    const [onBig, onSmall] = [
      await timeCalls(reads(big.companyId)[name] ?? (() => Promise.resolve()), 15, 5),
      await timeCalls(reads(small.companyId)[name] ?? (() => Promise.resolve()), 15, 5),
    ];
    results[name] = `${onBig.median_ms} / ${onSmall.median_ms}`;
  }
  console.log(JSON.stringify({ vouchers: { big: BIG, small: SMALL }, median_ms_big_over_small: results }, null, 2));
} finally {
  await stack.stop();
}
