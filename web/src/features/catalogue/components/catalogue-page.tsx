import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { Category } from '@app/shared/catalogue/categories';
import type { InventoryGroup } from '@app/shared/catalogue/inventory-groups';
import type { Product } from '@app/shared/catalogue/product-docs';
import { PageHeader } from '@/components/page-header';
import { SearchBox } from '@/components/search-box';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useListSearch } from '@/hooks/use-list-search';
import { notify } from '@/lib/toast';
import { CATALOGUE_TABS, freshSearch, type CatalogueSearch, type CatalogueTab } from '../catalogue-search';
import { CATALOGUE_MESSAGES } from '../messages';
import { CategoriesTab } from './categories-tab';
import { CategoryDrawer } from './category-drawer';
import { GroupDrawer } from './group-drawer';
import { GroupsTab } from './groups-tab';
import { ProductDrawer } from './product-drawer/product-drawer';
import { ProductsTab } from './products-tab';

/** The current company as the catalogue needs it. */
export interface CatalogueCompany {
  id: string;
  taxEnabled: boolean;
}

/** Spec 2.10: each tab's label, add button and search placeholder. */
const TAB_TEXT: Record<CatalogueTab, { label: string; add: string; placeholder: string }> = {
  products: {
    label: 'Products',
    add: 'Add New Items',
    placeholder: 'Search item name, category, description, barcode...',
  },
  categories: { label: 'Categories', add: 'Add New Category', placeholder: 'Search category name, description ...' },
  groups: { label: 'Groups', add: 'Add New Group', placeholder: 'Search group name, description ...' },
};

type Drawer =
  | { kind: 'product'; product?: Product }
  | { kind: 'category'; category?: Category }
  | { kind: 'group'; group?: InventoryGroup };

export interface CataloguePageProps {
  company: CatalogueCompany | null;
  search: CatalogueSearch;
  onSearchChange: (search: CatalogueSearch) => void;
  onBack: () => void;
}

/** Spec 2.10: products, categories and groups in three tabs, with their drawers. */
export function CataloguePage({ company, search, onSearchChange, onBack }: CataloguePageProps) {
  const [drawer, setDrawer] = useState<Drawer | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const tab = search.tab;
  // Each tab keeps its own page in range (it has the rows).
  const { change, changePage } = useListSearch(search, onSearchChange);
  const open = (next: Drawer) => {
    if (!company) {
      notify.error(CATALOGUE_MESSAGES.noCompany);
      return;
    }
    setDrawer(next);
    setDrawerOpen(true);
  };
  const add = () => open({ kind: tab === 'products' ? 'product' : tab === 'categories' ? 'category' : 'group' });
  const listProps = { companyId: company?.id, search, onPageChange: changePage, onAdd: add };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader title="Products" description="Your items, their categories and groups." onBack={onBack}>
        <Button onClick={add}>
          <Plus /> {TAB_TEXT[tab].add}
        </Button>
      </PageHeader>
      <Tabs value={tab} onValueChange={(value) => onSearchChange(freshSearch(value as CatalogueTab))} className="gap-4">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <TabsList>
            {CATALOGUE_TABS.map((value) => (
              <TabsTrigger key={value} value={value} className="px-4">
                {TAB_TEXT[value].label}
              </TabsTrigger>
            ))}
          </TabsList>
          <SearchBox
            key={tab}
            value={search.search ?? ''}
            placeholder={TAB_TEXT[tab].placeholder}
            onSearch={(text) => change({ search: text || undefined, page: 1 })}
          />
        </div>
        <TabsContent value="products">
          <ProductsTab
            {...listProps}
            taxEnabled={company?.taxEnabled ?? false}
            onChange={change}
            onEdit={(product) => open({ kind: 'product', product })}
          />
        </TabsContent>
        <TabsContent value="categories">
          <CategoriesTab {...listProps} onEdit={(category) => open({ kind: 'category', category })} />
        </TabsContent>
        <TabsContent value="groups">
          <GroupsTab {...listProps} onEdit={(group) => open({ kind: 'group', group })} />
        </TabsContent>
      </Tabs>
      {company && drawer?.kind === 'product' && (
        <ProductDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          companyId={company.id}
          taxEnabled={company.taxEnabled}
          product={drawer.product}
        />
      )}
      {company && drawer?.kind === 'category' && (
        <CategoryDrawer
          open={drawerOpen}
          onOpenChange={setDrawerOpen}
          companyId={company.id}
          category={drawer.category}
        />
      )}
      {company && drawer?.kind === 'group' && (
        <GroupDrawer open={drawerOpen} onOpenChange={setDrawerOpen} companyId={company.id} group={drawer.group} />
      )}
    </div>
  );
}
