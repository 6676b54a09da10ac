import type { VoucherRecord } from '@app/functions/lib/books/voucher-record';
import { addDays } from '@app/shared/financial-year';
import { THOUSANDTHS_PER_UNIT, type Paise } from '@app/shared/money';
import { BANK, CASH } from './demo-parties';
import { PRODUCTS } from './demo-products';
import { Shelf } from './demo-shelf';

/**
 * What the demo company's reports should show, worked out from the vouchers as the engine posted
 * them (for demo-seed.test.ts): sums of their own figures, never a report's.
 */

const units = (thousandths: number) => thousandths / THOUSANDTHS_PER_UNIT;
const DAY_MS = 86_400_000;
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);

/** Taxable sales of each month ('YYYY-MM'), net of credit notes, with the prices debit notes raised. */
export function salesByMonth(vouchers: readonly VoucherRecord[]): Map<string, Paise> {
  const months = new Map<string, Paise>();
  for (const voucher of vouchers) {
    const sign =
      voucher.voucher_type === 'Sales' || (voucher.voucher_type === 'Debit Note' && voucher.note_kind === 'increase')
        ? 1
        : voucher.voucher_type === 'Credit Note'
          ? -1
          : 0;
    const month = voucher.date.slice(0, 7);
    if (sign !== 0) months.set(month, (months.get(month) ?? 0) + sign * voucher.taxable);
  }
  return months;
}

/** What is still due on each sales invoice: its total and what debit notes raised, less credit notes and receipts. */
export function salesDues(vouchers: readonly VoucherRecord[]): Map<VoucherRecord, Paise> {
  const byId = new Map(vouchers.map((voucher) => [voucher.voucher_id, voucher]));
  const dues = new Map(
    vouchers.filter((voucher) => voucher.voucher_type === 'Sales').map((sale) => [sale, sale.grand_total] as const),
  );
  const change = (id: string | undefined, paise: Paise) => {
    const invoice = id ? byId.get(id) : undefined;
    if (invoice && dues.has(invoice)) dues.set(invoice, (dues.get(invoice) ?? 0) + paise);
  };
  for (const voucher of vouchers) {
    if (voucher.voucher_type === 'Credit Note') change(voucher.against?.voucher_id, -voucher.grand_total);
    if (voucher.voucher_type === 'Debit Note') change(voucher.against?.voucher_id, voucher.grand_total);
    if (voucher.voucher_type === 'Receipt')
      voucher.settles?.forEach(({ voucher_id, amount }) => change(voucher_id, -amount));
  }
  return dues;
}

/** Open sales invoices by the age of their dates (the dashboard's buckets): amount and count. */
export function ageing(dues: ReadonlyMap<VoucherRecord, Paise>, today: string) {
  const buckets = new Map(['0-30', '31-60', '61-90', '90+'].map((bucket) => [bucket, { amount: 0, invoices: 0 }]));
  for (const [invoice, due] of dues) {
    if (due <= 0) continue;
    const age = daysBetween(invoice.date, today);
    const bucket = buckets.get(age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+');
    if (bucket) {
      bucket.amount += due;
      bucket.invoices += 1;
    }
  }
  return buckets;
}

/** Units of each product and of each of its batches: the opening stock, and every voucher's goods. */
export function stockOnHand(vouchers: readonly VoucherRecord[], today: string) {
  const names = new Map(PRODUCTS.map((product) => [product.name, product]));
  const products = new Map(PRODUCTS.map((product) => [product.name, product.level]));
  const batches = new Map<string, number>();
  const move = (name: string, quantity: number, batch?: string) => {
    products.set(name, (products.get(name) ?? 0) + quantity);
    if (batch) batches.set(`${name}#${batch}`, (batches.get(`${name}#${batch}`) ?? 0) + quantity);
  };
  for (const name of names.keys()) {
    const opening = Shelf.openingBatch(name, today);
    if (opening) batches.set(`${name}#${opening.number}`, names.get(name)?.level ?? 0);
  }
  for (const voucher of vouchers) {
    const sign = { Purchase: 1, Sales: -1, 'Credit Note': 1, 'Debit Note': -1 }[voucher.voucher_type as string] ?? 0;
    for (const line of voucher.lines) move(line.name, sign * units(line.quantity), line.batch?.number);
  }
  return { products, batches };
}

/** What cash in hand and the bank account hold: the bank's opening 1.5 lakh, and every receipt and payment. */
export function moneyHeld(vouchers: readonly VoucherRecord[], ledgers: ReadonlyMap<string, string>) {
  const held = new Map<string, Paise>([
    [CASH, 0],
    [BANK, 150_000_00],
  ]);
  for (const voucher of vouchers) {
    const account = [...ledgers].find(([, id]) => id === voucher.account_id)?.[0];
    if (!account || !held.has(account)) continue;
    const sign = voucher.voucher_type === 'Receipt' ? 1 : voucher.voucher_type === 'Payment' ? -1 : 0;
    held.set(account, (held.get(account) ?? 0) + sign * voucher.grand_total);
  }
  return held;
}

/** The first and last day of each month from April to the month of `today`. */
export function monthsSoFar(start: string, today: string): string[] {
  const months: string[] = [];
  for (let day = start; day <= today; day = addDays(day, 1))
    if (!months.includes(day.slice(0, 7))) months.push(day.slice(0, 7));
  return months;
}
