import { describe, expect, it } from 'vitest';
import { accountingGroupInputSchema } from './accounting-groups';
import { descendantIds, parentProblem, type GroupNode } from './group-tree';

// Current Assets > Debtors > (Debtors - Mumbai > Debtors - Andheri, Debtors - Pune); Capital Account.
const groups: GroupNode[] = [
  { _id: 'assets', parent_id: null },
  { _id: 'debtors', parent_id: 'assets' },
  { _id: 'mumbai', parent_id: 'debtors' },
  { _id: 'andheri', parent_id: 'mumbai' },
  { _id: 'pune', parent_id: 'debtors' },
  { _id: 'capital', parent_id: null },
];

describe('the accounting group tree', () => {
  it('finds sub-groups at every depth, nearest first', () => {
    expect(descendantIds(groups, 'debtors')).toEqual(['mumbai', 'pune', 'andheri']);
    expect(descendantIds(groups, 'andheri')).toEqual([]);
  });

  it('lets a group move anywhere but under itself or its own sub-groups', () => {
    expect(parentProblem(groups, 'mumbai', 'capital')).toBeNull();
    expect(parentProblem(groups, 'mumbai', 'pune')).toBeNull();
    expect(parentProblem(groups, 'mumbai', 'mumbai')).toBe('A group cannot be its own parent');
    expect(parentProblem(groups, 'debtors', 'andheri')).toBe('A group cannot be moved under one of its own sub-groups');
    expect(parentProblem(groups, null, 'andheri')).toBeNull();
    expect(parentProblem(groups, null, 'nowhere')).toBe('Parent group not found');
  });

  it('stops at a loop rather than running forever', () => {
    const looped: GroupNode[] = [
      { _id: 'a', parent_id: 'b' },
      { _id: 'b', parent_id: 'a' },
    ];
    expect(descendantIds(looped, 'a')).toEqual(['b']);
  });
});

describe('the accounting group form', () => {
  const valid = { company_id: 'c1', name: '  Debtors - Mumbai ', parent_id: 'debtors' };

  it('trims the name and treats empty optional fields as absent', () => {
    expect(accountingGroupInputSchema.parse({ ...valid, alias: ' ', description: '' })).toEqual({
      company_id: 'c1',
      name: 'Debtors - Mumbai',
      parent_id: 'debtors',
      alias: undefined,
      description: undefined,
    });
  });

  it.each([
    [{ name: '' }, 'Group name is required'],
    [{ name: 'D' }, 'Group name must be at least 2 characters'],
    [{ name: 'D'.repeat(201) }, 'Group name must be at most 200 characters'],
    [{ parent_id: ' ' }, 'Parent group is required'],
    [{ description: 'x'.repeat(501) }, 'Description must be less than 500 characters'],
  ])('refuses %j with "%s"', (fields, message) => {
    const result = accountingGroupInputSchema.safeParse({ ...valid, ...fields });
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
