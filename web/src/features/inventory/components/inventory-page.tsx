import { Link } from '@tanstack/react-router';
import { PackageOpen, Plus } from 'lucide-react';
import type { InventoryStats as Stats } from '@app/shared/catalogue/inventory-docs';
import { EmptyState } from '@/components/empty-state';
import { ListBody } from '@/components/list-body';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useCategoryOptions, useGroupOptions } from '@/hooks/use-catalogue-options';
import { useListSearch } from '@/hooks/use-list-search';
import { useIsPhone } from '@/hooks/use-media-query';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { useInventoryStats } from '../api/get-inventory-stats';
import { useInventoryItems } from '../api/list-inventory-items';
import {
  freshInventorySearch,
  INVENTORY_TAB_LABELS,
  INVENTORY_TABS,
  type InventorySearch,
  type InventorySortField,
  type InventoryTab,
  type StockTab,
} from '../inventory-search';
import { INVENTORY_MESSAGES } from '../messages';
import { ExpiringTab } from './expiring-tab';
import { InventoryExport } from './inventory-export';
import { InventoryCards } from './inventory-cards';
import { InventoryFilters } from './inventory-filters';
import { InventoryStats } from './inventory-stats';
import { InventoryTable } from './inventory-table';

/** The invoice a header button opens: /invoices/create/{type}. */
export type InventoryInvoiceType = 'purchase' | 'sales';

export interface InventoryPageProps {
  companyId: string | undefined;
  /** The company's tax setting: HSN codes show with it on (spec 1). */
  taxEnabled: boolean;
  search: InventorySearch;
  onSearchChange: (search: InventorySearch) => void;
  onBack: () => void;
  onCreate: (type: InventoryInvoiceType) => void;
  /** The company's expiry alert (days), for the Expiring tab's words; 90 when unset. */
  expiryAlertDays?: number;
}

/** Without a company there is no stock: the cards show zeros rather than wait for nothing. */
const NO_STOCK: Stats = {
  negative_stock: 0,
  zero_stock: 0,
  low_stock: 0,
  positive_stock: 0,
  sale_value: 0,
  purchase_value: 0,
};

/** What an empty list says: the tab's own words unless a search or filter narrowed it. */
const EMPTY_TEXT: Record<StockTab, string> = {
  all: 'Add products to the catalogue, then buy and sell them with invoices.',
  zero: 'No item is out of stock.',
  low: 'No item is running low.',
  positive: 'No item is in stock.',
};

const isNarrowed = (search: InventorySearch) => [search.search, search.category, search.group].some(Boolean);

/**
 * Spec 2, Inventory Management (/warehouses): the stock cards, then the company's stock items by
 * tab (all, zero, low, available), searched and filtered by category and group; or, on the
 * Expiring tab (issue 18), the batches past or near their expiry.
 */
export function InventoryPage({
  companyId,
  taxEnabled,
  search,
  onSearchChange,
  onBack,
  onCreate,
  expiryAlertDays,
}: InventoryPageProps) {
  const stats = useInventoryStats(companyId);
  const access = useCompanyAccess();
  const query = useInventoryItems(companyId, search);
  const { data: categories = [] } = useCategoryOptions(companyId);
  const { data: groups = [] } = useGroupOptions(companyId);
  const tab = search.tab === 'expiring' ? undefined : search.tab;
  const data = tab ? query.data : undefined;
  const phone = useIsPhone();
  const { change, changePage } = useListSearch(search, onSearchChange, data);

  const create = (type: InventoryInvoiceType) => {
    if (!companyId) notify.error(INVENTORY_MESSAGES.noCompany);
    else onCreate(type);
  };
  const sortBy = (sort: InventorySortField, order: 1 | -1) => change({ sort, order, page: 1 });
  // Beside the tabs on a desktop; on a phone beside the Filters button.
  const searchBox = (
    <SearchBox
      value={search.search ?? ''}
      placeholder="Search by item name, HSN, category or group..."
      onSearch={(text) => change({ search: text || undefined, page: 1 })}
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Inventory Management"
        description="Stock in hand across your items, and what it is worth."
        onBack={onBack}
      >
        {companyId && <InventoryExport companyId={companyId} search={search} items={data} />}
        {access.mayPost('Purchase') && (
          <Button variant="outline" onClick={() => create('purchase')}>
            <Plus /> Add Purchase
          </Button>
        )}
        {access.mayPost('Sales') && (
          <Button onClick={() => create('sales')}>
            <Plus /> Add Sales
          </Button>
        )}
      </PageHeader>
      <InventoryStats stats={companyId ? stats.data : NO_STOCK} loading={stats.isLoading} />
      <Tabs value={search.tab} onValueChange={(tab) => change({ tab: tab as InventoryTab, page: 1 })} className="gap-4">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-fit">
            {INVENTORY_TABS.map((each) => (
              <TabsTrigger key={each} value={each} className="px-4 last:col-span-2">
                {INVENTORY_TAB_LABELS[each]}
              </TabsTrigger>
            ))}
          </TabsList>
          {tab && !phone && searchBox}
        </div>
        {tab && (
          <InventoryFilters
            searchBox={phone ? searchBox : undefined}
            search={search}
            categories={categories.map((c) => ({ _id: c._id, name: c.category_name }))}
            groups={groups.map((g) => ({ _id: g._id, name: g.inventory_group_name }))}
            onCategory={(category) => change({ category, page: 1 })}
            onGroup={(group) => change({ group, page: 1 })}
            onSize={(size) => change({ size, page: 1 })}
            onReset={() => onSearchChange(freshInventorySearch(search.tab))}
          />
        )}
        {/* One panel: the active tab's, which the list below fills. */}
        <TabsContent value={search.tab} className="flex flex-col gap-4">
          {tab ? (
            <ListBody
              list={query}
              nothingToList={!companyId}
              page={search.page}
              size={search.size}
              noun="items"
              onPageChange={changePage}
              empty={
                <EmptyState
                  icon={PackageOpen}
                  title="No stock items found"
                  text={isNarrowed(search) ? 'Nothing matches these filters.' : EMPTY_TEXT[tab]}
                >
                  {!isNarrowed(search) && tab === 'all' && (
                    <Button variant="outline" asChild>
                      <Link to="/products">Go to Products</Link>
                    </Button>
                  )}
                </EmptyState>
              }
            >
              {phone ? (
                <InventoryCards items={data?.docs} taxEnabled={taxEnabled} />
              ) : (
                <InventoryTable
                  items={data?.docs}
                  taxEnabled={taxEnabled}
                  sort={search.sort}
                  order={search.order}
                  onSort={sortBy}
                />
              )}
            </ListBody>
          ) : (
            <ExpiringTab
              companyId={companyId}
              filter={search.expiry}
              onFilter={(expiry) => change({ expiry })}
              alertDays={expiryAlertDays}
            />
          )}
        </TabsContent>
      </Tabs>
    </div>
  );
}
