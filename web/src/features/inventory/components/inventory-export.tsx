import type { InventoryItems } from '@app/shared/catalogue/inventory-docs';
import { indianDate } from '@app/shared/financial-year';
import { ListExport } from '@/components/list-export';
import { fetchExpiringBatches, useExpiringBatches } from '../api/list-expiring-batches';
import { fetchInventoryPage } from '../api/list-inventory-items';
import { EXPIRING_CSV_COLUMNS, expiringExportNames } from '../expiring-csv';
import { INVENTORY_CSV_COLUMNS, inventoryExportNames } from '../inventory-csv';
import type { InventorySearch } from '../inventory-search';

interface InventoryExportProps {
  companyId: string;
  search: InventorySearch;
  /** The stock items' page on screen (none on the Expiring tab). */
  items: InventoryItems | undefined;
}

/**
 * Export CSV and Export Excel of the tab on screen: its stock items (every page, with the search,
 * filters and sort), or on the Expiring tab every batch its filter shows. Nothing to export while
 * the list is empty.
 */
export function InventoryExport({ companyId, search, items }: InventoryExportProps) {
  const onExpiring = search.tab === 'expiring';
  // The tab's own query (same key): the buttons wait for its batches and are off without any.
  const batches = useExpiringBatches(companyId, search.expiry, onExpiring);
  return onExpiring ? (
    <ListExport
      {...expiringExportNames(search.expiry, indianDate())}
      columns={EXPIRING_CSV_COLUMNS}
      fetchAll={() => fetchExpiringBatches(companyId, search.expiry)}
      disabled={!batches.data?.length}
    />
  ) : (
    <ListExport
      {...inventoryExportNames(indianDate())}
      columns={INVENTORY_CSV_COLUMNS}
      fetchPage={(page_no, limit) => fetchInventoryPage(companyId, search, { page_no, limit })}
      disabled={!items || items.meta.total === 0}
    />
  );
}
