// Issue 5's scale targets, on the local stack: with a company of 100,000 vouchers, the invoices
// list for a month and a customer's ledger statement page each in at most 300 ms, and creating a
// 50-line invoice in at most 500 ms. The vouchers are seeded in-process with the very transaction
// the create route commits (buildVoucher + voucherContributions + postingSteps), numbered in
// advance, spread over the financial year so far; then the calls are timed over HTTP (JWT,
// handler, DynamoDB Local): 10 warm-up and 50 measured calls each (20 for the 50-line invoice).
//   npx tsx scripts/bench/books.ts [vouchers=100000]
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { apiCaller, startBenchStack, timeCalls } from './bench-kit';
import { benchUser } from './bench-user';

const VOUCHERS = Number(process.argv[2] ?? 100_000);
const PRODUCTS = 300;
const CUSTOMERS = 200;
const SUPPLIERS = 20;
const CONCURRENCY = 16;
const RUNS = 50;

const stack = await startBenchStack('hisaab-bench-books');
try {
  const [{ loadPostingContext }, { buildVoucher }, { voucherContributions }, { postingSteps }, db, vouchers, shared] =
    await Promise.all([
      import('../../functions/src/lib/books/posting-context'),
      import('../../functions/src/lib/books/build-voucher'),
      import('../../functions/src/lib/books/voucher-contributions'),
      import('../../functions/src/lib/db/contributions'),
      import('../../functions/src/lib/db/transact'),
      import('../../functions/src/lib/db/vouchers'),
      import('../../shared/src/books/serial-numbers'),
    ]);
  const { financialYearStart, indianDate } = await import('../../shared/src/financial-year');
  const { idToken, claims } = await benchUser(stack.info);
  const call = apiCaller(stack.info, idToken);

  const yearStart = financialYearStart();
  const today = indianDate();
  const company = await call('POST', '/user/create/company', {
    name: 'Bench Pharma Distributors',
    country: 'India',
    state: 'Maharashtra',
    tin: '27AAPFU0939F1ZV',
    financial_year_start: yearStart,
    books_begin_from: yearStart,
  });
  const companyId = company._id as string;
  const parallel = async <T>(count: number, make: (index: number) => Promise<T>) => {
    const results: T[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let i = next++; i < count; i = next++) results[i] = await make(i);
      }),
    );
    return results;
  };
  const products = await parallel(PRODUCTS, (i) =>
    call('POST', '/product/create/product', {
      company_id: companyId,
      stock_item_name: `Medicine ${i}`,
      unit: 'PCS',
      opening_balance: '100000',
      opening_rate: String(5 + (i % 50)),
      hsn_code: i % 2 ? '30049099' : '30042019',
      nature_of_goods: 'Goods',
      taxability: 'Taxable',
      tax_rate: i % 3 ? '12' : '18',
    }),
  );
  const customers = await parallel(CUSTOMERS, (i) =>
    call('POST', '/ledger/create', {
      company_id: companyId,
      name: `Chemist ${i}`,
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: i % 4 ? 'Maharashtra' : 'Karnataka',
    }),
  );
  const suppliers = await parallel(SUPPLIERS, (i) =>
    call('POST', '/ledger/create', {
      company_id: companyId,
      name: `Distributor ${i}`,
      parent: 'Creditors',
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
      tin: '27AAPFU0939F1ZV',
    }),
  );
  const ledgers = (await call('GET', `/ledger/view/all/ledgers?company_id=${companyId}`)) as unknown as {
    _id: string;
    ledger_name: string;
  }[];
  const cash = ledgers.find((ledger) => ledger.ledger_name === 'Cash')?._id ?? '';

  // One posting context per party, every product in it.
  const allItems = products.map((product) => ({ item_id: product._id as string, quantity: 1000, rate: 100 }));
  const contexts = new Map<string, Awaited<ReturnType<typeof loadPostingContext>>>();
  const contextOf = async (input: Parameters<typeof loadPostingContext>[0]) => {
    const key = `${input.voucher_type}:${input.party_name_id ?? ''}`;
    let context = contexts.get(key);
    if (!context) {
      // The context only needs the items' ids: every product, so one context serves every voucher.
      const items = (input.items?.length ? allItems : []) as unknown as typeof input.items;
      context = await loadPostingContext({ ...input, items });
      contexts.set(key, context);
    }
    return context;
  };

  const days = Math.max(1, (Date.parse(today) - Date.parse(yearStart)) / 86_400_000 + 1);
  const dateOf = (i: number) =>
    new Date(Date.parse(yearStart) + Math.floor((i * days) / VOUCHERS) * 86_400_000).toISOString().slice(0, 10);
  const serials = { Sales: 0, Purchase: 0, Receipt: 0, Payment: 0 };
  const plan = Array.from({ length: VOUCHERS }, (_, i) => {
    const roll = i % 20;
    const type = roll < 14 ? 'Sales' : roll < 16 ? 'Purchase' : roll < 19 ? 'Receipt' : 'Payment';
    return { type, serial: type === 'Purchase' ? 0 : ++serials[type as 'Sales'] } as const;
  });

  const started = performance.now();
  let posted = 0;
  await parallel(VOUCHERS, async (i) => {
    const { type, serial } = plan[i] ?? { type: 'Sales', serial: 0 };
    const date = dateOf(i);
    const customer = customers[i % CUSTOMERS]?._id as string;
    const supplier = suppliers[i % SUPPLIERS]?._id as string;
    const lines = Array.from({ length: 1 + (i % 5) }, (_, n) => ({
      item_id: products[(i * 7 + n * 13) % PRODUCTS]?._id as string,
      quantity: String(1 + ((i + n) % 20)),
      rate: String(10 + ((i * 3 + n) % 200)),
    }));
    const party = type === 'Purchase' || type === 'Payment' ? supplier : customer;
    const sign = type === 'Receipt' ? 1 : -1;
    const rupees = 100 + (i % 5000);
    const input = {
      company_id: companyId,
      voucher_type: type,
      date,
      party_name_id: party,
      voucher_number: type === 'Purchase' ? `B${i}` : undefined,
      items: type === 'Sales' || type === 'Purchase' ? lines : [],
      grand_total: type === 'Receipt' || type === 'Payment' ? rupees : undefined,
      accounting:
        type === 'Receipt' || type === 'Payment'
          ? [
              { ledger_id: party, amount: sign * rupees },
              { ledger_id: cash, amount: -sign * rupees },
            ]
          : undefined,
    };
    const parsed = (await import('../../shared/src/books/voucher-input')).voucherInputSchema.parse(input);
    const context = await contextOf(parsed);
    const now = new Date().toISOString();
    const voucher = buildVoucher(parsed, context, {
      voucherId: randomUUID(),
      voucherNumber: type === 'Purchase' ? `B${i}` : shared.voucherNumber(type, yearStart, serial),
      actorId: claims.sub,
      now,
      today,
      previous: null,
    });
    const steps = [
      db.put(vouchers.voucherItem(voucher), 'attribute_not_exists(pk)'),
      ...(type === 'Purchase'
        ? []
        : [
            db.put({
              ...vouchers.voucherNumberKey(companyId, type, voucher.voucher_number),
              entity: 'voucher_number',
              voucher_id: voucher.voucher_id,
            }),
          ]),
      ...postingSteps([], voucherContributions(voucher)),
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        await db.transact(steps);
        break;
      } catch (error) {
        if (attempt >= 30) throw error;
        await new Promise((resolve) => setTimeout(resolve, 5 * attempt));
      }
    }
    if (++posted % 10_000 === 0)
      console.error(`${posted} vouchers in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
  for (const [type, last] of Object.entries(serials)) {
    if (last > 0) {
      await db.transact([
        db.put({ ...vouchers.serialKey(companyId, type as 'Sales', yearStart), entity: 'serial', last }),
      ]);
    }
  }
  const seededSeconds = (performance.now() - started) / 1000;

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
