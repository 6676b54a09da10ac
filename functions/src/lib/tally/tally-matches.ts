import { importedKeys } from '#lib/books/import-posting';
import { listLiveAccountingGroups } from '#lib/db/accounting-groups';
import { listLedgerRecords } from '#lib/db/ledgers';
import { nameKey } from '#lib/db/name-guards';
import { listProductRecords } from '#lib/db/product-records';
import { hisaabGroupName } from './import-masters';
import { keyOf } from './import-vouchers';
import type { TallyKind, TallyRecord } from './tally-records';

/**
 * What of a file the books have already (issue 35's preview: what will be created and what is
 * matched): masters by name, as the import matches them (a group by Hisaab's name for it), every
 * unit (each is one of Hisaab's GST units or Others), vouchers by their key (a second import of
 * the same file matches them all).
 */
export async function matchedInBooks(
  companyId: string,
  records: readonly TallyRecord[],
): Promise<Record<TallyKind, number>> {
  const of = <K extends TallyKind>(kind: K) =>
    records.filter((record): record is Extract<TallyRecord, { kind: K }> => record.kind === kind);
  const [groups, ledgers, products, vouchers] = await Promise.all([
    listLiveAccountingGroups(companyId),
    listLedgerRecords(companyId),
    listProductRecords(companyId),
    importedKeys(companyId, of('voucher').map(keyOf)),
  ]);
  const names = (list: readonly string[]) => new Set(list.map(nameKey));
  const count = (wanted: readonly string[], have: Set<string>) =>
    wanted.filter((name) => have.has(nameKey(name))).length;
  return {
    group: count(
      of('group').map((group) => hisaabGroupName(group.name)),
      names(groups.map((group) => group.name)),
    ),
    ledger: count(
      of('ledger').map((ledger) => ledger.name),
      names(ledgers.filter((ledger) => !ledger.is_deleted).map((ledger) => ledger.ledger_name)),
    ),
    unit: of('unit').length,
    'stock-item': count(
      of('stock-item').map((item) => item.name),
      names(products.filter((product) => !product.is_deleted).map((product) => product.stock_item_name)),
    ),
    voucher: vouchers.size,
  };
}
