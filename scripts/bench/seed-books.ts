import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildVoucher } from '../../functions/src/lib/books/build-voucher';
import { loadPostingContext } from '../../functions/src/lib/books/posting-context';
import { rollUpSteps } from '../../functions/src/lib/books/posting';
import { put, transact } from '../../functions/src/lib/db/transact';
import { serialKey, voucherItem, voucherNumberKey } from '../../functions/src/lib/db/vouchers';
import { voucherNumber } from '../../shared/src/books/serial-numbers';
import { voucherInputSchema } from '../../shared/src/books/voucher-input';
import { financialYearStart, indianDate } from '../../shared/src/financial-year';
import type { apiCaller } from './bench-kit';

const CUSTOMERS = 200;
const SUPPLIERS = 20;
const CONCURRENCY = 16;

export interface SeedOptions {
  name: string;
  vouchers: number;
  products: number;
  /** The bench user's Cognito sub: the vouchers' author. */
  actorId: string;
  /** How many customers (200 unless said). */
  customers?: number;
}

/** Runs `make` for 0..count-1, CONCURRENCY at a time. */
export async function inParallel<T>(count: number, make: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let i = next++; i < count; i = next++) results[i] = await make(i);
    }),
  );
  return results;
}

/** The fields of the seed's product `i`, as the product drawer sends them. */
export const productFields = (companyId: string, i: number) => ({
  company_id: companyId,
  stock_item_name: `Medicine ${i}`,
  unit: 'PCS',
  opening_balance: '100000',
  opening_rate: String(5 + (i % 50)),
  hsn_code: i % 2 ? '30049099' : '30042019',
  nature_of_goods: 'Goods',
  taxability: 'Taxable',
  tax_rate: i % 3 ? '12' : '18',
});

/** A company of the bench user's in Maharashtra with a GSTIN, books from this financial year; its id. */
export async function benchCompany(call: ReturnType<typeof apiCaller>, name: string): Promise<string> {
  const yearStart = financialYearStart();
  const company = await call('POST', '/user/create/company', {
    name,
    country: 'India',
    state: 'Maharashtra',
    tin: '27AAPFU0939F1ZV',
    financial_year_start: yearStart,
    books_begin_from: yearStart,
  });
  return company._id as string;
}

/** `count` suppliers of the company in Maharashtra, `Distributor 0`... each with the GSTIN `tinOf` gives. */
export const benchSuppliers = (
  call: ReturnType<typeof apiCaller>,
  companyId: string,
  count: number,
  tinOf: (index: number) => string,
) =>
  inParallel(count, (i) =>
    call('POST', '/ledger/create', {
      company_id: companyId,
      name: `Distributor ${i}`,
      parent: 'Creditors',
      mailing_country: 'India',
      mailing_state: 'Maharashtra',
      tin: tinOf(i),
    }),
  );

/**
 * A company with products, 200 customers (or as many as asked), 20 suppliers and `vouchers` vouchers (70% sales of 1 to
 * 5 lines, 10% purchases, 15% receipts, 5% payments) spread over the financial year so far. The
 * catalogue and ledgers go through the API; the vouchers are posted in-process with the very
 * transaction the create route commits (buildVoucher + rollUpSteps),
 * numbered in advance, 16 at a time.
 */
export async function seedBooks(call: ReturnType<typeof apiCaller>, options: SeedOptions) {
  const yearStart = financialYearStart();
  const today = indianDate();
  const companyId = await benchCompany(call, options.name);
  const products = await inParallel(options.products, (i) =>
    call('POST', '/product/create/product', productFields(companyId, i)),
  );
  const customerCount = options.customers ?? CUSTOMERS;
  const customers = await inParallel(customerCount, (i) =>
    call('POST', '/ledger/create', {
      company_id: companyId,
      name: `Chemist ${i}`,
      parent: 'Debtors',
      mailing_country: 'India',
      mailing_state: i % 4 ? 'Maharashtra' : 'Karnataka',
    }),
  );
  const suppliers = await benchSuppliers(call, companyId, SUPPLIERS, () => '27AAPFU0939F1ZV');
  const ledgers = (await call('GET', `/ledger/view/all/ledgers?company_id=${companyId}`)) as unknown as {
    _id: string;
    ledger_name: string;
  }[];
  const cash = ledgers.find((ledger) => ledger.ledger_name === 'Cash')?._id ?? '';

  // One posting context per party: the context only needs the items' ids, so one holding every
  // product serves every voucher.
  const allItems = products.map((product) => ({ item_id: product._id as string, quantity: 1000, rate: 100 }));
  const contexts = new Map<string, Awaited<ReturnType<typeof loadPostingContext>>>();
  const contextOf = async (input: Parameters<typeof loadPostingContext>[0]) => {
    const key = `${input.voucher_type}:${input.party_name_id ?? ''}`;
    let context = contexts.get(key);
    if (!context) {
      const items = (input.items?.length ? allItems : []) as unknown as typeof input.items;
      context = await loadPostingContext({ ...input, items });
      contexts.set(key, context);
    }
    return context;
  };

  const count = options.vouchers;
  const days = Math.max(1, (Date.parse(today) - Date.parse(yearStart)) / 86_400_000 + 1);
  const dateOf = (i: number) =>
    new Date(Date.parse(yearStart) + Math.floor((i * days) / count) * 86_400_000).toISOString().slice(0, 10);
  const serials = { Sales: 0, Purchase: 0, Receipt: 0, Payment: 0 };
  const plan = Array.from({ length: count }, (_, i) => {
    const roll = i % 20;
    const type = roll < 14 ? 'Sales' : roll < 16 ? 'Purchase' : roll < 19 ? 'Receipt' : 'Payment';
    return { type, serial: type === 'Purchase' ? 0 : ++serials[type as 'Sales'] } as const;
  });

  const started = performance.now();
  let posted = 0;
  await inParallel(count, async (i) => {
    const { type, serial } = plan[i] ?? { type: 'Sales', serial: 0 };
    const customer = customers[i % customerCount]?._id as string;
    const supplier = suppliers[i % SUPPLIERS]?._id as string;
    const lines = Array.from({ length: 1 + (i % 5) }, (_, n) => ({
      item_id: products[(i * 7 + n * 13) % products.length]?._id as string,
      quantity: String(1 + ((i + n) % 20)),
      rate: String(10 + ((i * 3 + n) % 200)),
    }));
    const party = type === 'Purchase' || type === 'Payment' ? supplier : customer;
    const sign = type === 'Receipt' ? 1 : -1;
    const rupees = 100 + (i % 5000);
    const parsed = voucherInputSchema.parse({
      company_id: companyId,
      voucher_type: type,
      date: dateOf(i),
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
    });
    const voucher = buildVoucher(parsed, await contextOf(parsed), {
      voucherId: randomUUID(),
      voucherNumber: type === 'Purchase' ? `B${i}` : voucherNumber(type, yearStart, serial),
      actorId: options.actorId,
      now: new Date().toISOString(),
      today,
      previous: null,
    });
    const steps = [
      put(voucherItem(voucher), 'attribute_not_exists(pk)'),
      ...(type === 'Purchase'
        ? []
        : [
            put({
              ...voucherNumberKey(companyId, type, voucher.voucher_number),
              entity: 'voucher_number',
              voucher_id: voucher.voucher_id,
            }),
          ]),
      ...rollUpSteps(null, voucher),
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        await transact(steps);
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
    if (last > 0)
      await transact([put({ ...serialKey(companyId, type as 'Sales', yearStart), entity: 'serial', last })]);
  }
  return {
    companyId,
    products,
    customers,
    yearStart,
    today,
    seededSeconds: (performance.now() - started) / 1000,
  };
}
