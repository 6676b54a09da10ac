import { formatRupees, paiseToRupees, type Paise } from '../money';

/**
 * Purchase reconciliation with GSTR-2B (issue 33): each supplier's documents in 2B paired with the
 * company's purchases and debit notes, by rules a user can read, each document used once.
 */

/** A document on either side: a 2B row, or a purchase (or debit note) in the books. */
export interface ReconDocument {
  id: string;
  /** The supplier's GSTIN. */
  gstin: string;
  /** An invoice, or a credit note from the supplier (a debit note in the books). */
  kind: 'invoice' | 'note';
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  taxable: Paise;
  igst: Paise;
  cgst: Paise;
  sgst: Paise;
}

/**
 * How a pair was made: by the rules (an exact match, a suggestion, a mismatch), or by the user
 * (a suggestion accepted, or two documents linked by hand). Only exact and the user's pairs give
 * credit in 3B (section 16(2)(aa)).
 */
export const MATCH_KINDS = ['exact', 'suggested', 'mismatch', 'accepted', 'linked'] as const;
export type MatchKind = (typeof MATCH_KINDS)[number];

export interface ReconPair<T extends ReconDocument = ReconDocument> {
  kind: MatchKind;
  twoB: T;
  books: T;
  /** Why, in words: 'Amounts differ by ₹0.40', 'Bill number INV-40 read as INV/2025-26/040'. */
  reason: string;
}

export interface Reconciliation<T extends ReconDocument = ReconDocument> {
  pairs: ReconPair<T>[];
  /** In 2B, not in the books: a bill not yet entered (or entered under another GSTIN). */
  missingInBooks: T[];
  /** In the books, not in 2B: the supplier has not filed it (yet); no credit for it this month. */
  missingIn2B: T[];
}

/** What the user decided about a month's pairs (kept per period; see functions/lib/db/gstr2b.ts). */
export interface ReconDecisions {
  /** A 2B row's id -> the books document the user paired it with, and how. */
  links: ReadonlyMap<string, { booksId: string; how: 'accepted' | 'linked' }>;
  /** The pairs the user took apart, as `<2B row id> <books id>`: the rules never make them again. */
  unlinked: ReadonlySet<string>;
}

export const NO_DECISIONS: ReconDecisions = { links: new Map(), unlinked: new Set() };
export const pairKey = (twoBId: string, booksId: string) => `${twoBId}\u0000${booksId}`;

/** The pairs that give input tax credit: matched exactly, or confirmed by the user. */
export const creditingKinds: readonly MatchKind[] = ['exact', 'accepted', 'linked'];

/** Amounts within this of each other are the same bill rounded differently. */
export const TOLERANCE: Paise = 100;
/** Dates within this many days are close enough for a bill numbered differently. */
export const CLOSE_DAYS = 7;

/** A financial year written in a bill number: 2025-26, 2025-2026, 25-26, FY25-26. */
const YEAR_TOKEN = /(?:FY)?(?:20)?(\d{2})[-/](?:20)?(\d{2})/g;

/**
 * A bill number as suppliers write it differently: without its financial year (when the two
 * years follow each other), its separators and its leading zeros, upper case. 'INV/2025-26/040'
 * and 'inv-40' are both 'INV40'.
 */
export function normalisedNumber(number: string): string {
  const withoutYear = number
    .toUpperCase()
    .replace(YEAR_TOKEN, (token, first: string, second: string) =>
      Number(second) === (Number(first) + 1) % 100 ? ' ' : token,
    );
  return withoutYear
    .split(/[^A-Z0-9]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? String(Number(part)) : part))
    .join('');
}

const HEADS = ['taxable', 'igst', 'cgst', 'sgst'] as const;
const largestDifference = (a: ReconDocument, b: ReconDocument) =>
  Math.max(...HEADS.map((head) => Math.abs(a[head] - b[head])));
const sameHeads = (a: ReconDocument, b: ReconDocument) => a.igst > 0 === b.igst > 0;
const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;
const rupees = (paise: Paise) => formatRupees(paiseToRupees(paise));

/** The rule two documents of one supplier meet, if any, and why; the first rule wins. */
function ruleOf(twoB: ReconDocument, books: ReconDocument): { kind: MatchKind; reason: string } | undefined {
  if (twoB.kind !== books.kind) return undefined;
  const sameNumber = twoB.number.trim().toUpperCase() === books.number.trim().toUpperCase();
  const likeNumber = normalisedNumber(twoB.number) === normalisedNumber(books.number);
  if (!likeNumber) return undefined;
  const difference = largestDifference(twoB, books);
  if (sameNumber && twoB.date === books.date && difference === 0) return { kind: 'exact', reason: 'Same bill' };
  if (!sameHeads(twoB, books))
    return {
      kind: 'mismatch',
      reason: twoB.igst > 0 ? '2B has IGST, the books CGST and SGST' : '2B has CGST and SGST, the books IGST',
    };
  if (difference > TOLERANCE) return { kind: 'mismatch', reason: `Amounts differ by ${rupees(difference)}` };
  if (!sameNumber && daysApart(twoB.date, books.date) > CLOSE_DAYS) return undefined;
  const reasons = [
    ...(difference > 0 ? [`Amounts differ by ${rupees(difference)}`] : []),
    ...(sameNumber ? [] : [`Bill number ${books.number} read as ${twoB.number}`]),
    ...(twoB.date === books.date ? [] : [`Dated ${twoB.date} in 2B, ${books.date} in the books`]),
  ];
  return { kind: 'suggested', reason: reasons.join('; ') };
}

const RANK: Record<MatchKind, number> = { accepted: 0, linked: 0, exact: 1, suggested: 2, mismatch: 3 };
const USER_REASONS = { accepted: 'Accepted', linked: 'Linked by hand' } as const;

/**
 * Pairs 2B's documents with the books' per supplier GSTIN and normalised bill number (so 3,000
 * against 3,000 is a few map lookups each): the user's own pairs first, then exact matches, then
 * suggestions, then mismatches, never a pair the user took apart; within a rule the closest dates
 * first. Each document is used once; what is left is missing on the other side.
 */
export function reconcile<T extends ReconDocument>(
  twoB: readonly T[],
  books: readonly T[],
  decisions: ReconDecisions = NO_DECISIONS,
): Reconciliation<T> {
  const keyOf = (document: T) => `${document.gstin}\u0000${normalisedNumber(document.number)}`;
  const booksById = new Map(books.map((document) => [document.id, document]));
  const booksByKey = new Map<string, T[]>();
  for (const document of books) booksByKey.set(keyOf(document), [...(booksByKey.get(keyOf(document)) ?? []), document]);
  const candidates: ReconPair<T>[] = [];
  for (const row of twoB) {
    const link = decisions.links.get(row.id);
    const linked = link && booksById.get(link.booksId);
    if (link && linked) {
      // The user's pair keeps saying how the two differ, where the rules can tell.
      const rule = ruleOf(row, linked);
      const reason = rule && rule.kind !== 'exact' ? rule.reason : USER_REASONS[link.how];
      candidates.push({ kind: link.how, reason, twoB: row, books: linked });
    }
    for (const entry of booksByKey.get(keyOf(row)) ?? []) {
      const rule = !decisions.unlinked.has(pairKey(row.id, entry.id)) && ruleOf(row, entry);
      if (rule) candidates.push({ ...rule, twoB: row, books: entry });
    }
  }
  candidates.sort(
    (a, b) =>
      RANK[a.kind] - RANK[b.kind] || daysApart(a.twoB.date, a.books.date) - daysApart(b.twoB.date, b.books.date),
  );
  const used = new Set<string>();
  const pairs: ReconPair<T>[] = [];
  for (const pair of candidates) {
    const [left, right] = [`2b:${pair.twoB.id}`, `books:${pair.books.id}`];
    if (used.has(left) || used.has(right)) continue;
    used.add(left);
    used.add(right);
    pairs.push(pair);
  }
  return {
    pairs,
    missingInBooks: twoB.filter((row) => !used.has(`2b:${row.id}`)),
    missingIn2B: books.filter((entry) => !used.has(`books:${entry.id}`)),
  };
}
