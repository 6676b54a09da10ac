import { randomUUID } from 'node:crypto';
import { DEFAULT_GROUPS, DEFAULT_LEDGERS } from '@app/shared/books/default-books';
import { nameGuardItem } from './name-guards';

export const accountingGroupKey = (companyId: string, groupId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `GROUP#${groupId}`,
});
export const ledgerKey = (companyId: string, ledgerId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `LEDGER#${ledgerId}`,
});

/**
 * The items that give a new company its default accounting groups and ledgers (with their name
 * guards), written in the same transaction as the company itself.
 */
export function defaultBooksItems(companyId: string, userId: string, now: string): Record<string, unknown>[] {
  const groupIds = new Map(DEFAULT_GROUPS.map((group) => [group.name, randomUUID()]));
  const idOf = (name: string) => {
    const id = groupIds.get(name);
    if (!id) throw new Error(`No default group named ${name}`);
    return id;
  };
  const groups = DEFAULT_GROUPS.flatMap((group) => [
    {
      ...accountingGroupKey(companyId, idOf(group.name)),
      entity: 'accounting_group',
      _id: idOf(group.name),
      name: group.name,
      alias: group.alias ?? null,
      parent: group.parent,
      parent_id: group.parent ? idOf(group.parent) : null,
      nature: group.nature,
      is_default: true,
      is_deleted: false,
      company_id: companyId,
      created_at: now,
    },
    nameGuardItem(companyId, 'GROUP', group.name, idOf(group.name)),
  ]);
  const ledgers = DEFAULT_LEDGERS.flatMap((ledger) => {
    const id = randomUUID();
    return [
      {
        ...ledgerKey(companyId, id),
        entity: 'ledger',
        _id: id,
        ledger_name: ledger.name,
        parent: ledger.group,
        parent_id: idOf(ledger.group),
        opening_balance: 0,
        is_default: true,
        is_deleted: false,
        company_id: companyId,
        user_id: userId,
        created_at: now,
      },
      nameGuardItem(companyId, 'LEDGER', ledger.name, id),
    ];
  });
  return [...groups, ...ledgers];
}
