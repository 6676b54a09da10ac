import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setOff, type TaxHeads } from './set-off';

const heads = (igst: number, cgst: number, sgst: number): TaxHeads => ({ igst, cgst, sgst });
const sum = (value: TaxHeads) => value.igst + value.cgst + value.sgst;

describe('GSTR-3B 6.1: paying the tax from the credit (section 49(5), rule 88A)', () => {
  it('pays each head from its own credit, and the rest in cash', () => {
    // Tax 18,000 CGST + 18,000 SGST; credit 10,000 + 10,000: 8,000 + 8,000 in cash.
    const result = setOff(heads(0, 18_000_00, 18_000_00), heads(0, 10_000_00, 10_000_00));
    expect(result.used.cgst).toEqual(heads(0, 10_000_00, 0));
    expect(result.used.sgst).toEqual(heads(0, 0, 10_000_00));
    expect(result.cash).toEqual(heads(0, 8_000_00, 8_000_00));
    expect(result.carried).toEqual(heads(0, 0, 0));
  });

  it('uses IGST credit first where CGST and SGST credit fall short, so the least is paid in cash', () => {
    // Tax: IGST 5,000, CGST 9,000, SGST 9,000. Credit: IGST 12,000, CGST 9,000, SGST 2,000.
    // IGST credit: 5,000 for IGST, then 7,000 where SGST's own credit falls short (9,000 - 2,000);
    // CGST pays CGST; SGST credit pays the last 2,000 of SGST. Nothing in cash.
    const result = setOff(heads(5_000_00, 9_000_00, 9_000_00), heads(12_000_00, 9_000_00, 2_000_00));
    expect(result.used.igst).toEqual(heads(5_000_00, 0, 7_000_00));
    expect(result.used.cgst).toEqual(heads(0, 9_000_00, 0));
    expect(result.used.sgst).toEqual(heads(0, 0, 2_000_00));
    expect(result.cash).toEqual(heads(0, 0, 0));
  });

  it('spends IGST credit before CGST and SGST credit, which is carried forward instead', () => {
    // Tax: CGST 4,000, SGST 4,000. Credit: IGST 6,000, CGST 4,000, SGST 4,000. IGST credit goes
    // first: 4,000 to CGST, 2,000 to SGST; SGST's own credit pays the other 2,000.
    const result = setOff(heads(0, 4_000_00, 4_000_00), heads(6_000_00, 4_000_00, 4_000_00));
    expect(result.used.igst).toEqual(heads(0, 4_000_00, 2_000_00));
    expect(result.carried).toEqual(heads(0, 4_000_00, 2_000_00));
    expect(result.cash).toEqual(heads(0, 0, 0));
  });

  it('pays IGST from CGST and SGST credit once IGST credit is gone, never CGST from SGST', () => {
    const result = setOff(heads(10_000_00, 0, 3_000_00), heads(0, 6_000_00, 1_000_00));
    expect(result.used.cgst).toEqual(heads(6_000_00, 0, 0));
    expect(result.used.sgst).toEqual(heads(0, 0, 1_000_00));
    expect(result.cash).toEqual(heads(4_000_00, 0, 2_000_00));
  });

  it('always balances: tax = credit used + cash, credit = used + carried, no head below zero', () => {
    const amount = fc.integer({ min: 0, max: 1_00_00_000_00 });
    const taxHeads = fc.tuple(amount, amount, amount).map(([igst, cgst, sgst]) => heads(igst, cgst, sgst));
    fc.assert(
      fc.property(taxHeads, taxHeads, (payable, credit) => {
        const { used, cash, carried } = setOff(payable, credit);
        for (const head of ['igst', 'cgst', 'sgst'] as const) {
          const paidFromCredit = used.igst[head] + used.cgst[head] + used.sgst[head];
          expect(paidFromCredit + cash[head]).toBe(payable[head]);
          expect(sum(used[head]) + carried[head]).toBe(credit[head]);
          expect(Math.min(cash[head], carried[head])).toBeGreaterThanOrEqual(0);
        }
        expect(used.cgst.sgst + used.sgst.cgst).toBe(0);
        // IGST credit is left only when no CGST, SGST or IGST is left to pay from it.
        if (carried.igst > 0) expect(sum(cash)).toBe(0);
        // Never more cash than paying each head from its own credit would leave.
        const ownCreditOnly =
          Math.max(0, payable.cgst - credit.cgst) +
          Math.max(0, payable.sgst - credit.sgst) +
          Math.max(0, payable.igst - credit.igst);
        expect(sum(cash)).toBeLessThanOrEqual(ownCreditOnly);
        expect(sum(cash)).toBeGreaterThanOrEqual(Math.max(0, sum(payable) - sum(credit)));
      }),
    );
  });
});
