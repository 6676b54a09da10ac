import { describe, expect, it } from 'vitest';
import { allocateOldestFirst } from './settling';

describe('settling invoices oldest first', () => {
  const invoices = [
    { id: 'SI-1', due: 885_00 },
    { id: 'SI-2', due: 354_00 },
    { id: 'SI-3', due: 590_00 },
  ];

  it('pays 1,000.00 as all of SI-1 (885.00) and 115.00 of SI-2', () => {
    expect([...allocateOldestFirst(1000_00, invoices)]).toEqual([
      ['SI-1', 885_00],
      ['SI-2', 115_00],
    ]);
  });

  it('leaves what is more than every due on account, and pays nothing with nothing', () => {
    expect([...allocateOldestFirst(2000_00, invoices).values()]).toEqual([885_00, 354_00, 590_00]);
    expect(allocateOldestFirst(0, invoices).size).toBe(0);
  });

  it('skips an invoice with nothing due', () => {
    expect([...allocateOldestFirst(100_00, [{ id: 'paid', due: 0 }, ...invoices])]).toEqual([['SI-1', 100_00]]);
  });
});
