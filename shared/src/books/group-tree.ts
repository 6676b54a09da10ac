import { isPartyGroup, type PartyGroup } from './party-groups';

/**
 * The accounting group tree's rules (spec 7, issue 32), apart from the groups' schemas
 * (accounting-groups.ts): the voucher Lambdas walk the tree and carry no zod schemas for it.
 */

/** What the tree rules need of a group. */
export interface GroupNode {
  _id: string;
  parent_id: string | null;
}

/** The ids of a group's sub-groups at every depth, nearest first. */
export function descendantIds(groups: readonly GroupNode[], groupId: string): string[] {
  const children = new Map<string, string[]>();
  for (const group of groups) {
    if (group.parent_id) children.set(group.parent_id, [...(children.get(group.parent_id) ?? []), group._id]);
  }
  const found: string[] = [];
  for (let queue = [groupId]; queue.length > 0;) {
    const next = queue.flatMap((id) => children.get(id) ?? []).filter((id) => id !== groupId && !found.includes(id));
    found.push(...next);
    queue = next;
  }
  return found;
}

/** The primary group a group lies under (itself when primary); a damaged tree with a loop still ends. */
export function primaryGroupOf<T extends GroupNode>(groups: readonly T[], groupId: string): T | undefined {
  const byId = new Map(groups.map((group) => [group._id, group]));
  let root = byId.get(groupId);
  for (let steps = 0; root?.parent_id && steps < groups.length; steps++) {
    const parent = byId.get(root.parent_id);
    if (!parent) break;
    root = parent;
  }
  return root;
}

/**
 * Whether a purchase's expense line may debit a ledger (issue 32): an expense (Direct or Indirect
 * Expenses, Purchase Accounts, at any depth) or a fixed asset (a computer bought with GST), the
 * ledgers a supplier's bill for services or assets debits, as Tally's purchase voucher in
 * accounting-invoice mode takes them; not the default ledgers invoices post to themselves
 * (Purchase, Round Off).
 */
export function takesExpenseLines(
  groups: readonly (GroupNode & { name: string; nature: string })[],
  ledger: { parent_id: string; is_default?: boolean },
): boolean {
  const groupId = ledger.parent_id;
  const group = groups.find((candidate) => candidate._id === groupId);
  if (!group || ledger.is_default === true) return false;
  return group.nature === 'Expenses' || primaryGroupOf(groups, groupId)?.name === 'Fixed Assets';
}

/**
 * Why `parentId` cannot hold the group `groupId` (null for a new group), or null when it can: the
 * parent must be one of `groups` and must not be the group itself or one of its sub-groups, which
 * would cut the branch off the tree.
 */
export function parentProblem(groups: readonly GroupNode[], groupId: string | null, parentId: string): string | null {
  if (!groups.some((group) => group._id === parentId)) return 'Parent group not found';
  if (groupId === null) return null;
  if (parentId === groupId) return 'A group cannot be its own parent';
  if (descendantIds(groups, groupId).includes(parentId)) {
    return 'A group cannot be moved under one of its own sub-groups';
  }
  return null;
}

/**
 * The party group (Debtors or Creditors) a group is, or lies under at any depth, as Tally takes a
 * ledger in a sub-group of Sundry Debtors ('Mumbai Debtors') as a customer; undefined otherwise.
 */
export function partyGroupOf(
  groups: readonly (GroupNode & { name: string })[],
  groupId: string | null,
): PartyGroup | undefined {
  const byId = new Map(groups.map((group) => [group._id, group]));
  // At most one step a group: a damaged tree with a loop still ends.
  for (let id = groupId, steps = 0; id !== null && steps <= groups.length; steps++) {
    const group = byId.get(id);
    if (!group) return undefined;
    if (isPartyGroup(group.name)) return group.name;
    id = group.parent_id;
  }
  return undefined;
}
