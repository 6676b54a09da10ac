// Issue 5's scale targets, on the local stack: with a company of 100,000 vouchers, the invoices
// list for a month and a customer's ledger statement page each in at most 300 ms, and creating a
// 50-line invoice in at most 500 ms. The vouchers are seeded as seed-books.ts says; then the calls
// are timed over HTTP (JWT, handler, DynamoDB Local): 10 warm-up and 50 measured calls each (20
// for the 50-line invoice).
//   npx tsx scripts/bench/books.ts [vouchers=100000]
import { randomUUID } from 'node:crypto';
import { apiCaller, startBenchStack, timeCalls } from './bench-kit';
import { benchUser } from './bench-user';
import { seedBooks } from './seed-books';

const VOUCHERS = Number(process.argv[2] ?? 100_000);
const PRODUCTS = 300;
const RUNS = 50;

const stack = await startBenchStack('hisaab-bench-books');
try {
  const { idToken, claims } = await benchUser(stack.info);
  const call = apiCaller(stack.info, idToken);
  const { companyId, products, customers, yearStart, today, seededSeconds } = await seedBooks(call, {
    name: 'Bench Pharma Distributors',
    vouchers: VOUCHERS,
    products: PRODUCTS,
    actorId: claims.sub,
  });

  const monthStart = `${today.slice(0, 8)}01`;
  const customer = customers[7]?._id as string;
  const invoiceLines = Array.from({ length: 50 }, (_, n) => ({
    item_id: products[n * 5]?._id as string,
    quantity: 2 + n,
    rate: 12.5 + n,
    tax_rate: 12,
  }));
  const results = {
    'invoices list, this month, first page (10 rows)': await timeCalls(
      () =>
        call('GET', `/invoices/view/all/vouchar?company_id=${companyId}&start_date=${monthStart}&end_date=${today}`),
      RUNS,
    ),
    'invoices list, this month, search a customer, page 2': await timeCalls(
      () =>
        call(
          'GET',
          `/invoices/view/all/vouchar?company_id=${companyId}&start_date=${monthStart}&end_date=${today}&search=chemist%2017&page_no=2`,
        ),
      RUNS,
    ),
    'ledger statement, this month, first page': await timeCalls(
      () =>
        call(
          'GET',
          `/ledger/view/invoices/${customer}?company_id=${companyId}&start_date=${monthStart}&end_date=${today}`,
        ),
      RUNS,
    ),
    'ledger statement, whole year so far, first page': await timeCalls(
      () =>
        call(
          'GET',
          `/ledger/view/invoices/${customer}?company_id=${companyId}&start_date=${yearStart}&end_date=${today}`,
        ),
      RUNS,
    ),
    'create a 50-line sales invoice': await timeCalls(
      () =>
        call(
          'POST',
          '/invoices/create/vouchar/tax',
          { company_id: companyId, voucher_type: 'Sales', date: today, party_name_id: customer, items: invoiceLines },
          { 'idempotency-key': randomUUID() },
        ),
      20,
      3,
    ),
  };
  const month = (await call(
    'GET',
    `/invoices/view/all/vouchar?company_id=${companyId}&start_date=${monthStart}&end_date=${today}`,
  )) as { meta: { total: number } };
  console.log(
    JSON.stringify(
      {
        vouchers: VOUCHERS,
        seeded_in_s: +seededSeconds.toFixed(1),
        invoices_this_month: month.meta.total,
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
