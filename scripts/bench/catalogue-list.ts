// Issue 4's scale target: a company with 10,000 products, and a products list page (search + sort
// + page) through the local API in at most 300 ms. Seeds the products with the same transaction
// the create route runs (lib/db/products), then times list calls over HTTP (JWT, handler, DynamoDB
// Local): 10 warm-up and 50 measured calls per query; prints medians and 95th percentiles.
//   npx tsx scripts/bench/catalogue-list.ts [products=10000]
import { performance } from 'node:perf_hooks';
import { apiCaller, startBenchStack, timeCalls } from './bench-kit';
import { benchUser } from './bench-user';

const PRODUCTS = Number(process.argv[2] ?? 10_000);
const RUNS = 50;
const CONCURRENCY = 16;

const stack = await startBenchStack('hisaab-bench-catalogue');
try {
  const { createProduct } = await import('../../functions/src/lib/db/products');
  const { openingValue } = await import('../../shared/src/catalogue/stock');

  const { idToken: token, claims } = await benchUser(stack.info);
  const userId = claims.sub;
  const call = apiCaller(stack.info, token);

  const company = await call('POST', '/user/create/company', {
    name: 'Bench Pharma Distributors',
    country: 'India',
    state: 'Maharashtra',
    tin: '27AAPFU0939F1ZV',
    financial_year_start: '2026-04-01',
    books_begin_from: '2026-04-01',
  });
  const companyId = company._id as string;
  const categoryIds: string[] = [];
  for (const name of [
    'Tablets',
    'Capsules',
    'Syrups',
    'Injections',
    'Ointments',
    'Drops',
    'Devices',
    'Surgicals',
    'Baby Care',
    'Personal Care',
    'Nutrition',
    'Ayurvedic',
    'Homeopathy',
    'Diabetic Care',
    'Cardiac',
    'Antibiotics',
    'Vitamins',
    'First Aid',
    'Dental',
    'Skin Care',
  ]) {
    categoryIds.push(
      (await call('POST', '/category/create/category', { company_id: companyId, category_name: name }))._id as string,
    );
  }
  const groupIds: string[] = [];
  for (const name of ['Prescription', 'OTC', 'FMCG', 'Equipment', 'Cold Chain', 'Schedule H', 'Generic', 'Branded']) {
    groupIds.push(
      (await call('POST', '/user/inventory/create/group', { company_id: companyId, inventory_group_name: name }))
        ._id as string,
    );
  }

  const molecules = [
    'Paracetamol',
    'Amoxicillin',
    'Azithromycin',
    'Cetirizine',
    'Metformin',
    'Atorvastatin',
    'Pantoprazole',
    'Ibuprofen',
    'Amlodipine',
    'Losartan',
    'Omeprazole',
    'Dolo',
    'Crocin',
    'Vitamin C',
    'Calcium',
    'Zinc',
    'Cough Syrup',
    'Antacid',
    'Glucose',
    'ORS',
  ];
  const forms = ['Tablet', 'Capsule', 'Syrup', 'Suspension', 'Gel', 'Cream', 'Drops', 'Injection'];
  const units = ['TBS', 'CPS', 'BTL', 'BTL', 'TUB', 'TUB', 'BTL', 'NOS'];
  const hsn = ['30049099', '30042019', '30049011', '30045010', '33049990', '30039090', '90189099', '21069099'];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < PRODUCTS; i = next++) {
      const form = i % forms.length;
      const quantity = ((i * 37) % 500) * 1000;
      const rate = 500 + ((i * 131) % 50_000);
      await createProduct(
        companyId,
        {
          stock_item_name: `${molecules[i % molecules.length]} ${forms[form]} ${100 + (i % 900)} mg #${i}`,
          unit: units[form] ?? 'PCS',
          alias_name: i % 3 === 0 ? `ALT-${i}` : null,
          description: `${forms[form]} for everyday care, batch ${i % 97}, pack of ${10 + (i % 20)}`,
          barcode: String(8_901_000_000_000 + i),
          category_id: categoryIds[i % categoryIds.length] ?? null,
          group_id: i % 5 === 0 ? null : (groupIds[i % groupIds.length] ?? null),
          image_key: null,
          low_stock_alert: i % 4 === 0 ? 20_000 : null,
          opening_balance: quantity,
          opening_rate: rate,
          opening_value: openingValue(quantity, rate),
          nature_of_goods: 'Goods',
          hsn_code: hsn[i % hsn.length] ?? null,
          taxability: 'Taxable',
          tax_rate: 1200,
        },
        userId,
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const seededSeconds = (performance.now() - started) / 1000;

  const queries: Record<string, string> = {
    'first page, default sort (10)': '',
    "search 'paracetamol tablet', sort name descending, page 3 of 25":
      'search=paracetamol%20tablet&sortField=stock_item_name&sortOrder=-1&page_no=3&limit=25',
    'barcode scan (exact code)': `search=${8_901_000_000_000 + Math.floor(PRODUCTS * 0.7777)}`,
    'category filter, sort by HSN, page 5 of 50': `category=${categoryIds[3]}&sortField=hsn_code&sortOrder=1&page_no=5&limit=50`,
    "search 'syrup', sort by current stock descending, page 1 of 50":
      'search=syrup&sortField=current_stock&sortOrder=-1&limit=50',
  };
  const results: Record<string, { median_ms: number; p95_ms: number; total: number }> = {};
  for (const [label, query] of Object.entries(queries)) {
    const path = `/product/view/all/product?company_id=${companyId}${query ? `&${query}` : ''}`;
    let total = 0;
    const timing = await timeCalls(async () => {
      total = ((await call('GET', path)).meta as { total: number }).total;
    }, RUNS);
    results[label] = { ...timing, total };
  }
  console.log(
    JSON.stringify({ products: PRODUCTS, seeded_in_s: +seededSeconds.toFixed(1), runs: RUNS, results }, null, 2),
  );
} finally {
  await stack.stop();
}
