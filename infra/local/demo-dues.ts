import { invoiceFigures, lineFigures, type LineFigures } from '@app/shared/books/invoice-maths';
import { NOTHING_RETURNED, returnLineFigures, valueLineFigures } from '@app/shared/books/notes';
import type { Paise } from '@app/shared/money';
import { THOUSANDTHS_PER_UNIT } from '@app/shared/money';
import type { PayingHabit } from './demo-parties';
import type { PlannedInvoice, PlannedNote, PlannedSettlement } from './demo-plan-types';

/** A bill line as the engine stores it: what a note against it is computed from. */
type BillLine = LineFigures & { quantity: number; rate: Paise; tax_rate: number };

interface Bill {
  invoice: PlannedInvoice;
  lines: BillLine[];
  intraState: boolean;
  due: Paise;
}

/** Receipts list the bills they settle; more than this many wait for the next one. */
const MOST_BILLS_SETTLED = 8;

const DAY_MS = 86_400_000;
const ageOn = (date: string, from: string) => (Date.parse(date) - Date.parse(from)) / DAY_MS;

/**
 * What is still due on each bill of the plan, computed with the engine's own maths (GST.md; the
 * notes' share of a line), so that the plan knows what its receipts can settle.
 */
export class Dues {
  private readonly bills = new Map<string, Bill>();

  /** A new bill; `taxRateOf` gives its products' GST in percent. */
  open(invoice: PlannedInvoice, intraState: boolean, taxRateOf: (product: string) => number): Paise {
    const lines = invoice.lines.map((line) => {
      const stored = {
        quantity: Math.round(line.quantity * THOUSANDTHS_PER_UNIT),
        rate: Math.round(line.rate * 100),
        tax_rate: taxRateOf(line.product) * 100,
      };
      return { ...stored, ...lineFigures({ ...stored, discount: 0 }, intraState) };
    });
    const due = invoiceFigures(lines, 0).grand_total;
    this.bills.set(invoice.ref, { invoice, lines, intraState, due });
    return due;
  }

  bill(ref: string): Bill | undefined {
    return this.bills.get(ref);
  }

  /** A note against a bill (the first on each line it names): credits or raises what is due by its total. */
  note(note: PlannedNote): Paise {
    const bill = this.bills.get(note.against);
    if (!bill) throw new Error(`the demo plan's note ${note.ref} is against no bill`);
    const lines = note.lines.map(({ line, quantity, amount }) => {
      const sold = bill.lines[line];
      if (!sold) throw new Error(`the demo plan's note ${note.ref} names no line ${line}`);
      return note.noteKind === 'return'
        ? returnLineFigures(sold, NOTHING_RETURNED, (quantity ?? 0) * THOUSANDTHS_PER_UNIT, bill.intraState)
        : valueLineFigures(sold, NOTHING_RETURNED, amount ?? 0, bill.intraState, note.noteKind);
    });
    const total = invoiceFigures(lines, 0).grand_total;
    bill.due = Math.max(0, bill.due + (note.noteKind === 'increase' ? total : -total));
    return total;
  }

  /** The bills of a party with something due and at least `minAge` days old on `date`, oldest first. */
  owing(party: string, date: string, minAge: number): Bill[] {
    return [...this.bills.values()]
      .filter((bill) => bill.invoice.party === party && bill.due > 0 && ageOn(date, bill.invoice.date) >= minAge)
      .sort((a, b) => a.invoice.date.localeCompare(b.invoice.date))
      .slice(0, MOST_BILLS_SETTLED);
  }

  /**
   * What a party pays on `date` by its habit: all that is due on its old enough bills, or a share
   * of it in round hundreds, oldest bill first, the last one in part. Marks it settled here.
   */
  settle(party: string, date: string, habit: Pick<PayingHabit, 'minAge' | 'share'>): PlannedSettlement['settles'] {
    const bills = this.owing(party, date, habit.minAge);
    const owed = bills.reduce((sum, bill) => sum + bill.due, 0);
    let budget = habit.share >= 1 ? owed : Math.floor((owed * habit.share) / 100_00) * 100_00;
    const settles: PlannedSettlement['settles'] = [];
    for (const bill of bills) {
      if (budget <= 0) break;
      const paying = Math.min(bill.due, budget);
      settles.push({ ref: bill.invoice.ref, amount: paying === bill.due ? 'due' : paying });
      this.pay(bill.invoice.ref, paying);
      budget -= paying;
    }
    return settles;
  }

  /** Money received (or paid) against a bill: all that is due, or part of it. Gives what was paid. */
  pay(ref: string, amount: Paise | 'due'): Paise {
    const bill = this.bills.get(ref);
    if (!bill) throw new Error(`the demo plan settles no bill ${ref}`);
    const paying = amount === 'due' ? bill.due : Math.min(amount, bill.due);
    bill.due -= paying;
    return paying;
  }
}
