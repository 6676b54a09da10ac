import { addDays, financialYearStart } from '@app/shared/financial-year';
import { BATCH_TRACKED, ENDINGS, LAST_DELIVERY_DAYS } from './demo-batches';
import { deliveryLines } from './demo-deliveries';
import { Dues } from './demo-dues';
import { NoteSchedule } from './demo-notes';
import { orderLines, rateFor, sell } from './demo-orders';
import {
  CASH,
  CUSTOMERS,
  SUPPLIERS,
  WALK_IN,
  type BuyerKind,
  type DemoCustomer,
  type DemoSupplier,
} from './demo-parties';
import type { DemoPlan, PlannedInvoice, PlannedLine, PlannedVoucher } from './demo-plan-types';
import { PRODUCTS, type DemoProduct } from './demo-products';
import { dice } from './demo-random';
import { Shelf } from './demo-shelf';

/** The dice's seed: the same demo year for everyone on a given day. */
const SEED = 20_260_401;
/** The last orders of the year, within this many days of today, take what the endings leave. */
const CLOSING_DAYS = 9;
const DAY_MS = 86_400_000;

const byName = new Map(PRODUCTS.map((product) => [product.name, product]));
const productOf = (name: string) => {
  const product = byName.get(name);
  if (!product) throw new Error(`the demo has no product ${name}`);
  return product;
};
const isIntraState = (party: string) =>
  [...CUSTOMERS, ...SUPPLIERS].find((known) => known.ledger.name === party)?.ledger.mailing_state === 'Maharashtra';

/**
 * The demo pharmacy's year from 1 April to `today` (India): day by day, the distributors'
 * deliveries of what ran low, the customers' orders from what is on the shelf, the notes, and the
 * receipts and payments each party makes by its habit. Deterministic: the same `today` gives the
 * same plan.
 */
export function planDemoYear(today: string): DemoPlan {
  const start = financialYearStart(new Date(`${today}T12:00:00+05:30`));
  const year = new YearPlanner(start, today);
  for (let day = start; day <= today; day = addDays(day, 1)) year.plan(day);
  return { start, today, vouchers: year.vouchers };
}

class YearPlanner {
  readonly vouchers: PlannedVoucher[] = [];
  private readonly roll = dice(SEED);
  private readonly shelf: Shelf;
  private readonly dues = new Dues();
  private readonly notes: NoteSchedule;
  private readonly counters = new Map<string, number>();
  private readonly nextOrder: Map<DemoCustomer, string>;
  private readonly nextDelivery: Map<DemoSupplier, string>;
  /** A distributor numbers its bills to all its customers in one series: ours are some way apart. */
  private readonly billSerials: Map<DemoSupplier, number>;
  private readonly ended = new Set<string>();

  constructor(
    private readonly start: string,
    private readonly today: string,
  ) {
    this.shelf = new Shelf(PRODUCTS, today);
    this.notes = new NoteSchedule(today);
    const { roll } = this;
    this.nextOrder = new Map(CUSTOMERS.map((party) => [party, addDays(start, roll.between(0, party.ordersEvery - 1))]));
    this.billSerials = new Map(SUPPLIERS.map((supplier) => [supplier, roll.between(20, 120)]));
    this.nextDelivery = new Map(SUPPLIERS.map((supplier) => [supplier, addDays(start, roll.between(0, 6))]));
  }

  /** One day: deliveries first, then orders, notes, and the day's receipts and payments. */
  plan(day: string) {
    for (const supplier of SUPPLIERS) if (this.nextDelivery.get(supplier) === day) this.deliver(supplier, day);
    for (const customer of CUSTOMERS) if (this.nextOrder.get(customer) === day) this.order(customer, day);
    this.vouchers.push(...this.notes.raise(day, (prefix) => this.refOf(prefix), this.dues, this.shelf));
    this.settle('Receipt', CUSTOMERS, day);
    this.settle('Payment', SUPPLIERS, day);
  }

  private refOf(prefix: string) {
    const next = (this.counters.get(prefix) ?? 0) + 1;
    this.counters.set(prefix, next);
    return `${prefix}${next}`;
  }

  private open(invoice: PlannedInvoice) {
    this.vouchers.push(invoice);
    this.dues.open(invoice, isIntraState(invoice.party), (product) => productOf(product).gst);
    this.notes.invoiced(invoice);
  }

  /** The products with an ending stop coming LAST_DELIVERY_DAYS before today. */
  private reordered(day: string) {
    const lastDelivery = addDays(this.today, -LAST_DELIVERY_DAYS);
    return (product: DemoProduct) => !ENDINGS[product.name] || day <= lastDelivery;
  }

  /** What must stay on the shelf: an old batch held back, or half the alert of a product running low late on. */
  private floorOf(day: string) {
    const reordered = this.reordered(day);
    return (product: DemoProduct) =>
      BATCH_TRACKED[product.name]?.keep ??
      (ENDINGS[product.name] === 'low' && !reordered(product) ? Math.ceil(product.lowStockAlert / 2) : 0);
  }

  private deliver(supplier: DemoSupplier, day: string) {
    this.nextDelivery.set(supplier, addDays(day, supplier.suppliesEvery + this.roll.between(-2, 2)));
    const lines = deliveryLines(supplier.ledger.name, day, PRODUCTS, this.shelf, this.reordered(day));
    if (lines.length === 0) return;
    const serial = (this.billSerials.get(supplier) ?? 0) + this.roll.between(5, 40);
    this.billSerials.set(supplier, serial);
    const fiscal = `${this.start.slice(2, 4)}-${Number(this.start.slice(2, 4)) + 1}`;
    this.open({
      kind: 'invoice',
      type: 'Purchase',
      ref: this.refOf('P'),
      date: day,
      party: supplier.ledger.name,
      dueDate: addDays(day, supplier.creditDays),
      billNumber: `${supplier.billPrefix}/${fiscal}/${String(serial).padStart(4, '0')}`,
      lines,
    });
  }

  private order(customer: DemoCustomer, day: string) {
    const third = Math.floor(customer.ordersEvery / 3);
    this.nextOrder.set(customer, addDays(day, Math.max(1, customer.ordersEvery + this.roll.between(-third, third))));
    const lines = orderLines(customer.kind, day, PRODUCTS, this.shelf, this.floorOf(day), this.roll);
    if (customer.kind !== 'walk-in' && day >= addDays(this.today, -CLOSING_DAYS))
      lines.push(...this.closingLines(customer.kind, day));
    if (lines.length === 0) return;
    const party = customer.ledger.name;
    this.open({
      kind: 'invoice',
      type: 'Sales',
      ref: this.refOf('S'),
      date: day,
      party,
      dueDate: addDays(day, customer.creditDays),
      lines,
      ...(isIntraState(party) ? {} : { vehicle: 'MH12QT4521' }),
    });
    if (customer.pays !== 'at the counter') return;
    const settles = this.dues.settle(WALK_IN, day, { minAge: 0, share: 1 });
    const narration = 'Cash at the counter';
    this.vouchers.push({
      kind: 'settlement',
      type: 'Receipt',
      ref: this.refOf('R'),
      date: day,
      party,
      account: CASH,
      mode: 'Cash',
      settles,
      narration,
    });
  }

  /** The endings' last sales: all that is left of a product to go out, all but half its alert of one to run low. */
  private closingLines(kind: BuyerKind, day: string): PlannedLine[] {
    return Object.entries(ENDINGS).flatMap(([name, ending]) => {
      if (this.ended.has(name)) return [];
      this.ended.add(name);
      const product = productOf(name);
      const left = this.shelf.sellable(name, day) - (ending === 'low' ? Math.ceil(product.lowStockAlert / 2) : 0);
      return left > 0 ? sell(product, left, rateFor(product, kind), day, this.shelf) : [];
    });
  }

  /** The parties whose payday it is settle their old enough bills by their habit. */
  private settle(type: 'Receipt' | 'Payment', parties: readonly (DemoCustomer | DemoSupplier)[], day: string) {
    const daysIn = (Date.parse(day) - Date.parse(this.start)) / DAY_MS;
    for (const { ledger, pays } of parties) {
      if (pays === 'at the counter' || daysIn < pays.firstAfter || (daysIn - pays.firstAfter) % pays.every !== 0)
        continue;
      const settles = this.dues.settle(ledger.name, day, pays);
      if (settles.length === 0) continue;
      const narration = `${pays.mode} ${type === 'Receipt' ? 'from' : 'to'} ${ledger.name}`;
      const ref = this.refOf(type === 'Receipt' ? 'R' : 'V');
      const { account, mode } = pays;
      this.vouchers.push({
        kind: 'settlement',
        type,
        ref,
        date: day,
        party: ledger.name,
        account,
        mode,
        settles,
        narration,
      });
    }
  }
}
