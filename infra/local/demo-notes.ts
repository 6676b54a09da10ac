import { addDays } from '@app/shared/financial-year';
import type { Dues } from './demo-dues';
import { PUNE_PHARMA } from './demo-parties';
import type { PlannedInvoice, PlannedNote } from './demo-plan-types';
import type { Shelf } from './demo-shelf';

/**
 * The notes of the demo year (issue 18): three returns of goods by customers, a discount given
 * after a sale, a sale's price raised, and goods sent back to a distributor. Each is raised
 * against the first invoice of its party dated `daysBeforeToday` or less before today, `after`
 * days later, on the lines `lines` picks from it.
 */
export interface NoteRecipe {
  party: string;
  daysBeforeToday: number;
  after: number;
  type: PlannedNote['type'];
  noteKind: PlannedNote['noteKind'];
  reason: PlannedNote['reason'];
  narration: string;
  lines: (invoice: PlannedInvoice) => PlannedNote['lines'];
}

/** The invoice's line with the most units: what a return takes part of. */
const biggestLine = (invoice: PlannedInvoice, unbatched = false) =>
  invoice.lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => !unbatched || !line.batch)
    .sort((a, b) => b.line.quantity - a.line.quantity)[0];

const returnOf =
  (share: number, unbatched = false) =>
  (invoice: PlannedInvoice) => {
    const biggest = biggestLine(invoice, unbatched);
    return biggest ? [{ line: biggest.index, quantity: Math.max(1, Math.floor(biggest.line.quantity * share)) }] : [];
  };

/** A change of `percent` of the first line's value, in whole rupees. */
const priceChangeOf = (percent: number) => (invoice: PlannedInvoice) => {
  const first = invoice.lines[0];
  if (!first) return [];
  return [{ line: 0, amount: Math.max(100, Math.round((first.quantity * first.rate * percent) / 100) * 100) }];
};

export const NOTE_RECIPES: NoteRecipe[] = [
  {
    party: 'Bengaluru Health Mart',
    daysBeforeToday: 110,
    after: 6,
    type: 'Credit Note',
    noteKind: 'return',
    reason: 'Sales Return',
    narration: 'Cartons damaged in transit, taken back',
    lines: returnOf(0.25),
  },
  {
    party: 'Sharma Medical Hall',
    daysBeforeToday: 75,
    after: 3,
    type: 'Credit Note',
    noteKind: 'return',
    reason: 'Sales Return',
    narration: 'Ordered twice by mistake; the extra strips taken back',
    lines: returnOf(0.4),
  },
  {
    party: 'Sanjeevani Nursing Home',
    daysBeforeToday: 40,
    after: 5,
    type: 'Credit Note',
    noteKind: 'return',
    reason: 'Sales Return',
    narration: 'Excess supply returned by the ward store',
    lines: returnOf(0.3, true),
  },
  {
    party: 'Sanjeevani Nursing Home',
    daysBeforeToday: 95,
    after: 7,
    type: 'Credit Note',
    noteKind: 'value',
    reason: 'Post Sale Discount',
    narration: 'Contract rate for the nursing home: 8% off the first item',
    lines: priceChangeOf(8),
  },
  {
    party: 'Sharma Medical Hall',
    daysBeforeToday: 50,
    after: 2,
    type: 'Debit Note',
    noteKind: 'increase',
    reason: 'Correction in Invoice',
    narration: 'Billed below the list rate: the difference on the first item',
    lines: priceChangeOf(5),
  },
  {
    party: PUNE_PHARMA,
    daysBeforeToday: 60,
    after: 3,
    type: 'Debit Note',
    noteKind: 'return',
    reason: 'Sales Return',
    narration: 'Leaking bottles and crushed strips sent back to the distributor',
    lines: returnOf(0.1, true),
  },
];

/**
 * The notes still to raise: each recipe takes the first invoice that fits it, and its note is
 * raised `after` days later, when the plan reaches that day.
 */
export class NoteSchedule {
  private readonly recipes = [...NOTE_RECIPES];
  private readonly due: { date: string; recipe: NoteRecipe; invoice: PlannedInvoice }[] = [];

  constructor(private readonly today: string) {}

  /** A new invoice: the first recipe waiting for one like it takes it. */
  invoiced(invoice: PlannedInvoice): void {
    const recipe = this.recipes.find(
      (candidate) =>
        candidate.party === invoice.party &&
        invoice.date >= addDays(this.today, -candidate.daysBeforeToday) &&
        addDays(invoice.date, candidate.after) <= this.today &&
        candidate.lines(invoice).length > 0,
    );
    if (!recipe) return;
    this.recipes.splice(this.recipes.indexOf(recipe), 1);
    this.due.push({ date: addDays(invoice.date, recipe.after), recipe, invoice });
  }

  /** The notes of `day`, with what they do to the shelf and to what is due on their invoices. */
  raise(day: string, refOf: (prefix: string) => string, dues: Dues, shelf: Shelf): PlannedNote[] {
    return this.due
      .filter(({ date }) => date === day)
      .map(({ recipe, invoice }) => {
        const note: PlannedNote = {
          kind: 'note',
          type: recipe.type,
          noteKind: recipe.noteKind,
          ref: refOf(recipe.type === 'Credit Note' ? 'C' : 'D'),
          date: day,
          party: invoice.party,
          against: invoice.ref,
          reason: recipe.reason,
          lines: recipe.lines(invoice),
          narration: recipe.narration,
        };
        if (note.noteKind === 'return') moveReturnedGoods(note, invoice, shelf);
        dues.note(note);
        return note;
      });
  }
}

/** Goods a customer returns go back on the shelf, into their batch; goods sent to a supplier leave it. */
function moveReturnedGoods(note: PlannedNote, invoice: PlannedInvoice, shelf: Shelf) {
  for (const noted of note.lines) {
    const sold = invoice.lines[noted.line];
    if (!sold || !noted.quantity) continue;
    if (invoice.type === 'Sales') shelf.receive(sold.product, noted.quantity, sold.batch);
    else {
      noted.quantity = Math.min(noted.quantity, shelf.sellable(sold.product, note.date));
      shelf.giveBack(sold.product, noted.quantity, sold.batch);
    }
  }
}
