import { describe, expect, it } from 'vitest';
import { DEFAULT_GROUPS, DEFAULT_LEDGERS } from './default-books';

const groupNames = DEFAULT_GROUPS.map((group) => group.name);

describe('the books a new company starts with', () => {
  it("has Tally's 15 primary groups and 13 sub-groups, each name once", () => {
    expect(DEFAULT_GROUPS.filter((g) => g.parent === null)).toHaveLength(15);
    expect(DEFAULT_GROUPS.filter((g) => g.parent !== null)).toHaveLength(13);
    expect(new Set(groupNames).size).toBe(groupNames.length);
  });

  it('hangs every sub-group under a primary group of the same nature', () => {
    for (const group of DEFAULT_GROUPS.filter((g) => g.parent !== null)) {
      const parent = DEFAULT_GROUPS.find((g) => g.name === group.parent);
      expect(parent?.parent, group.name).toBeNull();
      expect(parent?.nature, group.name).toBe(group.nature);
    }
  });

  it('shows Sundry Debtors and Sundry Creditors as Debtors and Creditors', () => {
    expect(DEFAULT_GROUPS.find((g) => g.alias === 'Sundry Debtors')?.name).toBe('Debtors');
    expect(DEFAULT_GROUPS.find((g) => g.alias === 'Sundry Creditors')?.name).toBe('Creditors');
  });

  it('puts each default ledger in an existing group', () => {
    expect(DEFAULT_LEDGERS.map((l) => l.name)).toEqual([
      'Cash',
      'Sales',
      'Purchase',
      'Output CGST',
      'Output SGST',
      'Output IGST',
      'Input CGST',
      'Input SGST',
      'Input IGST',
      'Round Off',
    ]);
    for (const ledger of DEFAULT_LEDGERS) expect(groupNames).toContain(ledger.group);
  });
});
