// Issue 18's scale target: a company with 2,000 products, 200 of them batch-tracked with 5 batches
// each and one with 500 batches, lists and sells within the same times as without batches. Seeds
// the products with the create route's transaction (lib/db/products) and the batches with real
// purchases through the local API, then times, in turns with the same call on untracked products
// (timePaired): the products list, a 1-line sale of the 500-batch product split first-expiry-
// first-out, a 50-line sale over batch-tracked products, and alone: that product's batches and
// the Expiring tab. Prints medians and 95th percentiles.
//   npx tsx scripts/bench/batches.ts
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { apiCaller, startBenchStack, timeCalls, timePaired } from './bench-kit';
import { benchUser } from './bench-user';
import { inParallel } from './seed-books';

const PRODUCTS = 2_000;
const TRACKED = 200;
const BATCHES_EACH = 5;
const BIG_BATCHES = 500;
const RUNS = 30;

const stack = await startBenchStack('hisaab-bench-batches');
try {
  const { createProduct } = await import('../../functions/src/lib/db/products');
  const { indianDate } = await import('../../shared/src/financial-year');
  const { idToken: token, claims } = await benchUser(stack.info);
  const call = apiCaller(stack.info, token);
  const today = indianDate();
  const inDays = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

  const company = await call('POST', '/user/create/company', {
    name: 'Bench Medical Stores',
    country: 'India',
    state: 'Maharashtra',
    tin: '27AAPFU0939F1ZV',
    financial_year_start: '2026-04-01',
    books_begin_from: '2026-04-01',
  });
  const companyId = company._id as string;
  const ledger = async (name: string, parent: string) =>
    (
      await call('POST', '/ledger/create', {
        company_id: companyId,
        name,
        parent,
        mailing_country: 'India',
        mailing_state: 'Maharashtra',
        tin: parent === 'Debtors' ? '27AAGCS2288K1ZV' : '27AABCK1234A1Z9',
      })
    )._id as string;
  const customer = await ledger('Sharma Medical Hall', 'Debtors');
  const supplier = await ledger('Kulkarni Pharma Distributors', 'Creditors');

  const started = performance.now();
  // Product 0 has 500 batches; 1..200 have 5; the rest are not batch-tracked.
  const ids = await inParallel(PRODUCTS, async (i) => {
    const tracked = i <= TRACKED;
    const product = await createProduct(
      companyId,
      {
        stock_item_name: `${tracked ? 'Paracetamol' : 'Cotton Roll'} ${i}`,
        unit: 'TBS',
        alias_name: null,
        description: null,
        barcode: null,
        category_id: null,
        group_id: null,
        image_key: null,
        low_stock_alert: null,
        opening_balance: tracked ? 0 : 1_000_000,
        opening_rate: tracked ? 0 : 150,
        opening_value: tracked ? 0 : 1_500_000,
        nature_of_goods: 'Goods',
        hsn_code: '30049099',
        taxability: 'Taxable',
        tax_rate: 1200,
        batch_tracked: tracked,
        opening_batches: [],
      },
      claims.sub,
    );
    return product.product_id;
  });
  const purchase = (lines: { item_id: string; batch: string; expiry: string }[]) =>
    call(
      'POST',
      '/invoices/create/vouchar/tax',
      {
        company_id: companyId,
        voucher_type: 'Purchase',
        date: today,
        party_name_id: supplier,
        voucher_number: `B-${randomUUID().slice(0, 8)}`,
        items: lines.map((line) => ({
          item_id: line.item_id,
          quantity: 1000,
          rate: '1.5',
          batch_number: line.batch,
          batch_expiry: line.expiry,
        })),
      },
      { 'idempotency-key': randomUUID() },
    );
  const big = ids[0] ?? '';
  const bigLines = Array.from({ length: BIG_BATCHES }, (_, n) => ({
    item_id: big,
    batch: `B${String(n).padStart(4, '0')}`,
    expiry: inDays(30 + n * 3),
  }));
  const smallLines = ids
    .slice(1, TRACKED + 1)
    .flatMap((id) =>
      Array.from({ length: BATCHES_EACH }, (_, n) => ({ item_id: id, batch: `P${n}`, expiry: inDays(60 + n * 90) })),
    );
  const allLines = [...bigLines, ...smallLines];
  // 25 lines a purchase, as a distributor's bill might have.
  for (let i = 0; i < allLines.length; i += 25) await purchase(allLines.slice(i, i + 25));
  const seededSeconds = (performance.now() - started) / 1000;

  const sale = (items: { item_id: string }[]) => () =>
    call(
      'POST',
      '/invoices/create/vouchar/tax',
      {
        company_id: companyId,
        voucher_type: 'Sales',
        date: today,
        party_name_id: customer,
        items: items.map((item) => ({ ...item, quantity: 1, rate: '2.5' })),
      },
      { 'idempotency-key': randomUUID() },
    );
  const trackedFifty = ids.slice(1, 51).map((item_id) => ({ item_id }));
  const plainFifty = ids.slice(TRACKED + 1, TRACKED + 51).map((item_id) => ({ item_id }));
  const plainOne = [{ item_id: ids[TRACKED + 60] ?? '' }];
  const [listWith, listWithout] = await timePaired(
    { run: () => call('GET', `/product/view/all/product?company_id=${companyId}&search=paracetamol`) },
    { run: () => call('GET', `/product/view/all/product?company_id=${companyId}&search=cotton`) },
    RUNS,
  );
  const [bigSale, plainSale] = await timePaired({ run: sale([{ item_id: big }]) }, { run: sale(plainOne) }, RUNS);
  const [fiftyTracked, fiftyPlain] = await timePaired({ run: sale(trackedFifty) }, { run: sale(plainFifty) }, RUNS);
  const results = {
    'products list, search (tracked products)': listWith,
    'products list, search (untracked products)': listWithout,
    '1-line sale of the 500-batch product (FEFO)': bigSale,
    '1-line sale of an untracked product': plainSale,
    '50-line sale over batch-tracked products (FEFO)': fiftyTracked,
    '50-line sale of untracked products': fiftyPlain,
    "the 500-batch product's batches": await timeCalls(
      () => call('GET', `/product/view/batches/${big}?company_id=${companyId}`),
      RUNS,
    ),
    'Expiring tab (all 1,500 batches read)': await timeCalls(
      () => call('GET', `/product/view/expiring?company_id=${companyId}`),
      RUNS,
    ),
  };
  console.log(
    JSON.stringify(
      {
        products: PRODUCTS,
        batches: allLines.length,
        seeded_in_s: +seededSeconds.toFixed(1),
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
