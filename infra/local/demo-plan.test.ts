import { describe, expect, it } from 'vitest';
import { addDays } from '@app/shared/financial-year';
import { ENDINGS } from './demo-batches';
import { Dues } from './demo-dues';
import { CUSTOMERS, SUPPLIERS } from './demo-parties';
import { planDemoYear } from './demo-plan';
import type { DemoPlan, PlannedInvoice } from './demo-plan-types';
import { dependencies } from './demo-posting';
import { PRODUCTS } from './demo-products';

const DAY_MS = 86_400_000;
const parties = [...CUSTOMERS, ...SUPPLIERS];
const intraState = (party: string) =>
  parties.find((known) => known.ledger.name === party)?.ledger.mailing_state === 'Maharashtra';
const gstOf = (name: string) => PRODUCTS.find((product) => product.name === name)?.gst ?? 0;

/** Every other week of FY 2026-27, and its last day: the demo must tell its story whenever it is made. */
const DAYS = Array.from({ length: 27 }, (_, fortnight) => addDays('2026-04-01', fortnight * 14)).concat('2027-03-31');

/** The plan's sales bills still owed on its last day, replayed with the plan's own dues book. */
function openSales(plan: DemoPlan) {
  const dues = new Dues();
  for (const voucher of plan.vouchers) {
    if (voucher.kind === 'invoice') dues.open(voucher, intraState(voucher.party), gstOf);
    else if (voucher.kind === 'note') dues.note(voucher);
    else voucher.settles.forEach(({ ref, amount }) => dues.pay(ref, amount));
  }
  return plan.vouchers.flatMap((voucher) => {
    const due = voucher.kind === 'invoice' && voucher.type === 'Sales' ? (dues.bill(voucher.ref)?.due ?? 0) : 0;
    return due > 0 ? [{ invoice: voucher as PlannedInvoice, due }] : [];
  });
}

/** Units of each product on the plan's last day: its level, and every voucher's goods. */
function closingStock(plan: DemoPlan) {
  const stock = new Map(PRODUCTS.map((product) => [product.name, product.level]));
  const invoices = new Map(
    plan.vouchers.flatMap((voucher) => (voucher.kind === 'invoice' ? [[voucher.ref, voucher]] : [])),
  );
  for (const voucher of plan.vouchers) {
    if (voucher.kind === 'invoice') {
      const sign = voucher.type === 'Purchase' ? 1 : -1;
      for (const line of voucher.lines) stock.set(line.product, (stock.get(line.product) ?? 0) + sign * line.quantity);
    } else if (voucher.kind === 'note' && voucher.noteKind === 'return') {
      const sign = voucher.type === 'Credit Note' ? 1 : -1;
      for (const { line, quantity = 0 } of voucher.lines) {
        const product = invoices.get(voucher.against)?.lines[line]?.product ?? '';
        stock.set(product, (stock.get(product) ?? 0) + sign * quantity);
      }
    }
  }
  return stock;
}

describe('the demo year as planned', () => {
  it('is the same year every time it is planned for the same day', () => {
    expect(planDemoYear('2026-11-26')).toEqual(planDemoYear('2026-11-26'));
  });

  it('has, on 26 November 2026, a few hundred vouchers of every kind, sales in every month', () => {
    const { vouchers } = planDemoYear('2026-11-26');
    expect(vouchers.length).toBeGreaterThanOrEqual(250);
    expect(vouchers.length).toBeLessThanOrEqual(400);
    const months = new Set(vouchers.filter((voucher) => voucher.type === 'Sales').map((sale) => sale.date.slice(0, 7)));
    expect([...months].sort()).toEqual([
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
  });

  it.each(DAYS)('made on %s, dates each voucher in the year so far and names only what came before it', (today) => {
    const plan = planDemoYear(today);
    const seen = new Map<string, (typeof plan.vouchers)[number]>();
    let previous = plan.start;
    for (const voucher of plan.vouchers) {
      expect(voucher.date >= previous && voucher.date <= today, voucher.ref).toBe(true);
      previous = voucher.date;
      const named =
        voucher.kind === 'settlement'
          ? voucher.settles.map(({ ref }) => ref)
          : voucher.kind === 'note'
            ? [voucher.against]
            : [];
      for (const ref of named) {
        const invoice = seen.get(ref);
        expect(invoice?.kind === 'invoice' && invoice.party === voucher.party, `${voucher.ref} names ${ref}`).toBe(
          true,
        );
      }
      seen.set(voucher.ref, voucher);
    }
    const order = new Map(plan.vouchers.map((voucher, index) => [voucher.ref, index]));
    for (const [ref, waits] of dependencies(plan.vouchers))
      for (const one of waits)
        expect(order.get(one) ?? Infinity, `${ref} waits for ${one}`).toBeLessThan(order.get(ref) ?? 0);
  });

  it.each(DAYS.filter((today) => today >= '2026-07-01'))(
    'made on %s, tells the story: slow payers overdue over three ageing buckets, products low and out',
    (today) => {
      const plan = planDemoYear(today);
      const open = openSales(plan);
      const overdue = open.filter(({ invoice }) => invoice.dueDate < today);
      expect(new Set(overdue.map(({ invoice }) => invoice.party))).toEqual(
        new Set(['Sanjeevani Nursing Home', 'Bengaluru Health Mart']),
      );
      const ageOf = (date: string) => (Date.parse(today) - Date.parse(date)) / DAY_MS;
      const bucketOf = (age: number) => (age <= 30 ? '0-30' : age <= 60 ? '31-60' : age <= 90 ? '61-90' : '90+');
      const buckets = new Set(open.map(({ invoice }) => bucketOf(ageOf(invoice.date))));
      expect(buckets.size).toBeGreaterThanOrEqual(3);
      const stock = closingStock(plan);
      for (const [name, ending] of Object.entries(ENDINGS)) {
        const alert = PRODUCTS.find((product) => product.name === name)?.lowStockAlert ?? 0;
        const left = stock.get(name) ?? 0;
        if (ending === 'out') expect(left, name).toBe(0);
        else expect(left > 0 && left <= alert, `${name}: ${left}`).toBe(true);
      }
      const notes = plan.vouchers.filter((voucher) => voucher.kind === 'note').length;
      expect(notes).toBe(6);
    },
  );
});
