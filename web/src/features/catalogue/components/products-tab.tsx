import { useState } from 'react';
import { PackageOpen, Plus } from 'lucide-react';
import type { Product } from '@app/shared/catalogue/product-docs';
import { indianDate } from '@app/shared/financial-year';
import { EmptyState } from '@/components/empty-state';
import { ListExport } from '@/components/list-export';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { Button } from '@/components/ui/button';
import { useIsPhone } from '@/hooks/use-media-query';
import { usePageInRange } from '@/hooks/use-page-in-range';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useFetchProduct } from '../api/get-product';
import { fetchProductsPage, useProducts } from '../api/list-products';
import type { CatalogueSearch, ProductSortField } from '../catalogue-search';
import { CATALOGUE_MESSAGES } from '../messages';
import { PRODUCTS_CSV_COLUMNS, productsExportNames } from '../products-csv';
import { ProductCards } from './product-cards';
import { ProductFilters } from './product-filters';
import { ProductsTable } from './products-table';

interface ProductsTabProps {
  companyId: string | undefined;
  taxEnabled: boolean;
  search: CatalogueSearch;
  onChange: (patch: Partial<CatalogueSearch>) => void;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (product: Product) => void;
}

/** Spec 2.10: filters and the list's export, the products table, its footer; deletes reload the list. */
export function ProductsTab({
  companyId,
  taxEnabled,
  search,
  onChange,
  onPageChange,
  onAdd,
  onEdit,
}: ProductsTabProps) {
  const query = useProducts(companyId, search);
  const fetchProduct = useFetchProduct(companyId ?? '');
  const deletion = useDeleteProduct(companyId ?? '');
  const [editingId, setEditingId] = useState<string | null>(null);
  const { data } = query;
  const phone = useIsPhone();

  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, onPageChange);

  const edit = (product: Product) => {
    setEditingId(product._id);
    fetchProduct(product._id)
      .then(onEdit)
      .catch((error: unknown) => notify.error(failureMessage(error)))
      .finally(() => setEditingId(null));
  };
  const sortBy = (sort: ProductSortField, order: 1 | -1) => onChange({ sort, order, page: 1 });
  const confirmDelete = (product: Product) =>
    deletion.mutate(product._id, {
      onSuccess: () => notify.success(CATALOGUE_MESSAGES.productDeleted),
      onError: (error) => notify.error(failureMessage(error)),
    });

  let body;
  if (query.isError && !data) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (query.isLoading) {
    body = phone ? (
      <ProductCards
        products={undefined}
        taxEnabled={taxEnabled}
        onEdit={edit}
        onDelete={confirmDelete}
        editingId={null}
      />
    ) : (
      <ProductsTable
        products={undefined}
        taxEnabled={taxEnabled}
        sort={search.sort}
        order={search.order}
        onSort={sortBy}
        onEdit={edit}
        onDelete={confirmDelete}
        editingId={null}
      />
    );
  } else if (!data || data.meta.total === 0) {
    body = (
      <EmptyState
        icon={PackageOpen}
        title="No products found"
        text={search.search ? 'Nothing matches your search.' : 'Add the items you buy and sell.'}
      >
        <Button onClick={onAdd}>
          <Plus /> Add First Product
        </Button>
      </EmptyState>
    );
  } else {
    body = (
      <>
        {phone ? (
          <ProductCards
            products={data.docs}
            taxEnabled={taxEnabled}
            onEdit={edit}
            onDelete={confirmDelete}
            editingId={editingId}
          />
        ) : (
          <ProductsTable
            products={data.docs}
            taxEnabled={taxEnabled}
            sort={search.sort}
            order={search.order}
            onSort={sortBy}
            onEdit={edit}
            onDelete={confirmDelete}
            editingId={editingId}
          />
        )}
        <ListFooter
          page={search.page}
          size={search.size}
          total={data.meta.total}
          noun="products"
          onPageChange={onPageChange}
        />
      </>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <ProductFilters
        category={search.category}
        group={search.group}
        size={search.size}
        categories={data?.meta.unique_categories ?? []}
        groups={data?.meta.unique_groups ?? []}
        onCategory={(category) => onChange({ category, page: 1 })}
        onGroup={(group) => onChange({ group, page: 1 })}
        onSize={(size) => onChange({ size, page: 1 })}
        onRefresh={() => void query.refetch()}
        refreshing={query.isFetching}
        listExport={
          companyId && (
            <ListExport
              {...productsExportNames(indianDate())}
              size="sm"
              columns={PRODUCTS_CSV_COLUMNS}
              fetchPage={(page_no, limit) => fetchProductsPage(companyId, search, { page_no, limit })}
              disabled={!data || data.meta.total === 0}
            />
          )
        }
      />
      {body}
    </div>
  );
}
