import type { ExpenseField } from '@aws-sdk/client-textract';
import { expenseField } from './expense-field';
import type { LabelledValue } from './label-values';
import type { Segment } from './layout';

/** Types a bill prints once: the best labelled value is kept, the others dropped. */
const SINGLE = new Set(['INVOICE_RECEIPT_ID', 'INVOICE_RECEIPT_DATE', 'DUE_DATE', 'TOTAL', 'SUBTOTAL']);

/** Of these, among equally good labels the last printed wins: a bill's totals end it. */
const LAST_WINS = new Set(['TOTAL', 'SUBTOTAL']);

const position = (found: LabelledValue) => found.page * 10 + found.line.top;

/**
 * The summary fields from the label-value pairs found. Of a type printed once, the best label
 * wins ('Grand Total' over 'Total'; among equals the first printed, or for totals the last). Taxes, discounts and other charges are each kept once per label.
 * A tax number in the buyer's block is the receiver's.
 */
export function summaryFields(found: readonly LabelledValue[], buyers: ReadonlySet<Segment>): ExpenseField[] {
  const best = new Map<string, LabelledValue>();
  const repeated: LabelledValue[] = [];
  const seen = new Set<string>();
  for (const candidate of found) {
    const { type } = candidate.spec;
    if (SINGLE.has(type)) {
      const current = best.get(type);
      const later = LAST_WINS.has(type) && (!current || position(candidate) > position(current));
      if (!current || candidate.spec.rank > current.spec.rank || (candidate.spec.rank === current.spec.rank && later)) {
        best.set(type, candidate);
      }
      continue;
    }
    // One printed label can match two specs ('BTW 21%' a tax, 'BTW NL8104...' a VAT number).
    const key = `${candidate.label.text.toLowerCase()}|${candidate.value.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    repeated.push(candidate);
  }
  return [...best.values(), ...repeated]
    .sort((a, b) => position(a) - position(b))
    .map((candidate) => {
      const { spec, page, label, value } = candidate;
      const isBuyers = spec.type === 'VENDOR_VAT_NUMBER' && value.words.some((word) => inSegments(buyers, word));
      const type = isBuyers ? 'RECEIVER_VAT_NUMBER' : spec.type;
      return expenseField(type, spec.rank, page, value, label.words.length > 0 ? label : undefined);
    });
}

const inSegments = (segments: ReadonlySet<Segment>, word: Segment['words'][number]) =>
  [...segments].some((segment) => segment.words.includes(word));
