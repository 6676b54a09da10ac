import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billDraftSchema } from '@app/shared/bills/bill-draft';
import { billDraftFromExpense, type ExpenseResponse } from './bill-draft-from-expense';
import { pharmacyBill } from './test/pharmacy-bill';
import { ALL_RESPONSES, textractResponse } from './test/textract-samples';

/** The responses without their Blocks (which the mapper does not read), so mutations hit fields. */
const SOURCES: unknown[] = [...ALL_RESPONSES.map(textractResponse), pharmacyBill()].map((response) => {
  const copy = structuredClone(response);
  for (const document of copy.ExpenseDocuments ?? []) delete (document as { Blocks?: unknown }).Blocks;
  return copy;
});

const TRICKY_TEXT = [
  '',
  '%',
  '$',
  '(',
  '₹ 1,23,456.00',
  '1e308',
  '9'.repeat(40),
  '31/02/2024',
  '\n-\n',
  '27AAPFU0939F1ZV',
];
const replacement = fc.oneof(
  fc.constantFrom(...TRICKY_TEXT),
  fc.string(),
  fc.constantFrom(null, undefined, true, [], {}, Number.NaN, Infinity, -1, 0, 1e308, 2.5),
);
/** Where to act: at each level a child chosen by index (wrapping), then remove, replace or garble it. */
const mutation = fc.record({
  path: fc.array(fc.nat(), { minLength: 1, maxLength: 9 }),
  action: fc.constantFrom('remove', 'replace', 'garble'),
  value: replacement,
  garble: fc.string(),
});
type Mutation = typeof mutation extends fc.Arbitrary<infer T> ? T : never;

function mutate(root: unknown, { path, action, value, garble }: Mutation): void {
  let parent: unknown = root;
  for (const [depth, step] of path.entries()) {
    if (typeof parent !== 'object' || parent === null) return;
    const holder = parent as Record<string, unknown>;
    const keys = Object.keys(holder);
    const key = keys[step % Math.max(1, keys.length)];
    if (key === undefined) return;
    if (depth === path.length - 1) {
      const current = holder[key];
      if (action === 'remove') Reflect.deleteProperty(holder, key);
      else if (action === 'garble' && typeof current === 'string')
        holder[key] = current.slice(0, garble.length) + garble;
      else holder[key] = value;
      return;
    }
    parent = holder[key];
  }
}

describe('billDraftFromExpense on mutilated responses', () => {
  it('never throws and always gives a valid draft, whatever is removed or garbled', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: SOURCES.length - 1 }),
        fc.array(mutation, { minLength: 1, maxLength: 25 }),
        (index, mutations) => {
          const response = structuredClone(SOURCES[index]);
          for (const each of mutations) mutate(response, each);
          const draft = billDraftFromExpense(response as ExpenseResponse);
          expect(billDraftSchema.safeParse(draft).success).toBe(true);
        },
      ),
      { numRuns: 400 },
    );
  });

  it('never throws on any JSON value at all', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(billDraftSchema.safeParse(billDraftFromExpense(value as ExpenseResponse)).success).toBe(true);
      }),
    );
  });
});
