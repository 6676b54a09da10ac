import { allocateFefo, batchKeyOf, type StockBatch } from '@app/shared/catalogue/batches';
import { addDays } from '@app/shared/financial-year';
import { THOUSANDTHS_PER_UNIT } from '@app/shared/money';
import { BATCH_TRACKED } from './demo-batches';
import type { DemoProduct } from './demo-products';

export interface BatchRef {
  number: string;
  expiry: string;
}

/** Units taken from the shelf, from one batch when the product is kept by batch. */
export interface Taken {
  quantity: number;
  batch?: BatchRef;
}

const units = (thousandths: number) => thousandths / THOUSANDTHS_PER_UNIT;

/**
 * What the shop holds of each product on the day the plan has reached, kept as the engine keeps
 * it: a count, or batches with their expiries, sold first expiring first by the engine's own FEFO
 * (allocateFefo), so that the batches the plan names on a sale are the ones FEFO would take.
 */
export class Shelf {
  private readonly counts = new Map<string, number>();
  private readonly batches = new Map<string, StockBatch[]>();

  /** Opens with every product at its level, batch-tracked ones in their opening batch. */
  constructor(products: readonly DemoProduct[], today: string) {
    for (const product of products) {
      const habit = BATCH_TRACKED[product.name];
      if (!habit) this.counts.set(product.name, product.level);
      else {
        const [number, days] = habit.opening;
        this.batches.set(product.name, []);
        this.receive(product.name, product.level, { number, expiry: addDays(today, days) });
      }
    }
  }

  /** The opening batch of a batch-tracked product (before anything moved). */
  static openingBatch(name: string, today: string): BatchRef | undefined {
    const habit = BATCH_TRACKED[name];
    return habit && { number: habit.opening[0], expiry: addDays(today, habit.opening[1]) };
  }

  /** Everything held, expired batches included. */
  held(name: string): number {
    const batches = this.batches.get(name);
    if (!batches) return this.counts.get(name) ?? 0;
    return units(batches.reduce((sum, batch) => sum + batch.quantity, 0));
  }

  /** What can be sold on `date`: expired batches cannot. */
  sellable(name: string, date: string): number {
    const batches = this.batches.get(name);
    if (!batches) return this.held(name);
    return units(batches.filter((batch) => batch.expiry >= date).reduce((sum, batch) => sum + batch.quantity, 0));
  }

  /** Takes `quantity` sellable units on `date`, first expiring first; the caller asked for no more than sellable. */
  take(name: string, quantity: number, date: string): Taken[] {
    const batches = this.batches.get(name);
    if (!batches) {
      this.counts.set(name, this.held(name) - quantity);
      return [{ quantity }];
    }
    const { allocations, shortfall } = allocateFefo(batches, quantity * THOUSANDTHS_PER_UNIT, date);
    if (shortfall > 0) throw new Error(`the demo plan oversold ${name} on ${date}`);
    return allocations.map(({ batch, quantity: taken }) => {
      batch.quantity -= taken;
      return { quantity: units(taken), batch: { number: batch.number, expiry: batch.expiry } };
    });
  }

  /** Stock coming in (a delivery, goods returned by a customer), into its batch when kept by batch. */
  receive(name: string, quantity: number, batch?: BatchRef): void {
    const batches = this.batches.get(name);
    if (!batches) {
      this.counts.set(name, this.held(name) + quantity);
      return;
    }
    if (!batch) throw new Error(`${name} is kept by batch: stock comes in with one`);
    const key = batchKeyOf(batch.number);
    const known = batches.find((held) => held.key === key);
    if (known) known.quantity += quantity * THOUSANDTHS_PER_UNIT;
    else batches.push({ key, ...batch, mfg: null, mrp: null, quantity: quantity * THOUSANDTHS_PER_UNIT });
  }

  /** Stock going back to a supplier, from the batch it came in. */
  giveBack(name: string, quantity: number, batch?: BatchRef): void {
    const held = batch && this.batches.get(name)?.find((candidate) => candidate.key === batchKeyOf(batch.number));
    if (held) held.quantity -= quantity * THOUSANDTHS_PER_UNIT;
    else this.counts.set(name, this.held(name) - quantity);
  }
}
