import { describe, expect, it } from 'vitest';
import type { DraftLine } from '@app/shared/bills/bill-draft';
import type { DigestRow } from '#lib/db/product-digest';
import { matchProduct } from './bill-matches';

const product = (id: string, name: string, hsn: string): DigestRow => ({
  id,
  name,
  alias: null,
  description: null,
  barcode: null,
  hsn,
  category_id: null,
  group_id: null,
  unit: 'NOS',
  current_stock: 0,
  low_stock_alert: null,
  tax_rate: 1200,
  created_at: '2026-11-01T00:00:00.000Z',
  opening_rate: null,
  batch_tracked: true,
});
const read = { confidence: 95, region: null };
const line = (description: string, hsn: string): DraftLine => ({
  description: { ...read, value: description },
  hsn_code: { ...read, value: hsn },
  quantity: null,
  unit: null,
  rate: null,
  tax_rate: null,
  amount: { ...read, value: 100 },
});

describe("a bill line's product", () => {
  const ondansetron = product('p-ond', 'Ondansetron 4mg MD Tab', '30049099');
  const syrup = product('p-syrup', 'Cough Syrup 100 ml', '30049011');

  it('is the one named in it, else the only one with its HSN', () => {
    expect(matchProduct(line('ONDANSETRON 4MG MD TAB 1X10', '30049099'), [ondansetron, syrup])).toEqual({
      _id: 'p-ond',
      name: 'Ondansetron 4mg MD Tab',
      by: 'name',
    });
    expect(matchProduct(line('Kofex Syrup', '30049011'), [ondansetron, syrup])).toEqual({
      _id: 'p-syrup',
      name: 'Cough Syrup 100 ml',
      by: 'hsn',
    });
  });

  it("is never guessed from an 'others' HSN, which most of a pharmacy's products share (issue 34)", () => {
    expect(matchProduct(line('AMBROCOF-LS SYRUP', '30049099'), [ondansetron, syrup])).toBeNull();
  });
});
