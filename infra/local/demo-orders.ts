import type { Dice } from './demo-random';
import type { BuyerKind } from './demo-parties';
import type { PlannedLine } from './demo-plan-types';
import type { DemoProduct } from './demo-products';
import type { Shelf } from './demo-shelf';

/** How a kind of buyer orders: lines on a bill, what it buys most, how much of a chemist's lot, its price. */
interface Buying {
  lines: [min: number, max: number];
  /** How much more (or less) likely a product of each group is picked than its popularity says. */
  leaning: Partial<Record<DemoProduct['group'] | DemoProduct['category'], number>>;
  /** Lots of a chemist's order: [min, max]; a counter buyer takes 1 to 3 units instead. */
  lots: [min: number, max: number];
  /** The shop's price, less this buyer's trade discount. */
  priceShare: number;
}

const BUYING: Record<BuyerKind, Buying> = {
  chemist: { lines: [3, 6], leaning: { Surgical: 0.5 }, lots: [1.5, 3], priceShare: 0.9 },
  hospital: { lines: [4, 7], leaning: { Surgical: 3, Injections: 4, FMCG: 0.3 }, lots: [2, 4], priceShare: 0.88 },
  clinic: { lines: [2, 4], leaning: { Surgical: 2, FMCG: 0.5 }, lots: [1, 1], priceShare: 0.95 },
  'walk-in': { lines: [1, 3], leaning: { Surgical: 0.3, Injections: 0 }, lots: [0, 0], priceShare: 1 },
};

/** What a walk-in buyer never takes home: packs for clinics. */
const NOT_AT_THE_COUNTER = /pack of 100|box of 100|IV Cannula|Surgical Gloves|Whey Protein/;

const weightOf = (product: DemoProduct, kind: BuyerKind) => {
  if (kind === 'walk-in' && NOT_AT_THE_COUNTER.test(product.name)) return 0;
  const { leaning } = BUYING[kind];
  return product.popularity * (leaning[product.category] ?? leaning[product.group] ?? 1);
};

/** A clinic or hospital orders half a lot or more; strips and bottles go in fives once lots are big. */
function quantityFor(product: DemoProduct, kind: BuyerKind, dice: Dice): number {
  if (kind === 'walk-in') return dice.between(1, product.lot >= 10 ? 4 : 2);
  const [min, max] = BUYING[kind].lots;
  const lots = min + dice.next() * (max - min);
  const wanted = Math.max(1, Math.round(product.lot * (kind === 'clinic' ? 0.5 : lots)));
  return wanted >= 20 ? Math.round(wanted / 5) * 5 : wanted;
}

export const rateFor = (product: DemoProduct, kind: BuyerKind) =>
  Math.round(product.price * BUYING[kind].priceShare * 100) / 100;

/**
 * The lines of one order on `date`: a few products, picked by how popular they are with this
 * kind of buyer, each in the quantity it usually takes, as far as the shelf has them above
 * `floorOf` (what must stay). A batch-tracked product's line is split by batch, first expiring first.
 */
export function orderLines(
  kind: BuyerKind,
  date: string,
  products: readonly DemoProduct[],
  shelf: Shelf,
  floorOf: (product: DemoProduct) => number,
  dice: Dice,
): PlannedLine[] {
  const [fewest, most] = BUYING[kind].lines;
  const wanted = dice.between(fewest, most);
  const candidates = products.filter((product) => weightOf(product, kind) > 0);
  const lines: PlannedLine[] = [];
  for (let picked = 0; picked < wanted && candidates.length > 0; picked++) {
    const product = dice.weighted(candidates, (candidate) => weightOf(candidate, kind));
    candidates.splice(candidates.indexOf(product), 1);
    const quantity = Math.min(quantityFor(product, kind, dice), shelf.sellable(product.name, date) - floorOf(product));
    if (quantity <= 0) continue;
    lines.push(...sell(product, quantity, rateFor(product, kind), date, shelf));
  }
  return lines;
}

/** Takes `quantity` off the shelf as invoice lines, one per batch it comes from. */
export const sell = (product: DemoProduct, quantity: number, rate: number, date: string, shelf: Shelf): PlannedLine[] =>
  shelf.take(product.name, quantity, date).map((taken) => ({
    product: product.name,
    quantity: taken.quantity,
    rate,
    ...(taken.batch ? { batch: taken.batch } : {}),
  }));
