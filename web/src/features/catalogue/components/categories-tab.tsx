import { PackageOpen, Plus } from 'lucide-react';
import type { Category } from '@app/shared/catalogue/categories';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { Button } from '@/components/ui/button';
import { usePageInRange } from '@/hooks/use-page-in-range';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import type { CatalogueSearch } from '../catalogue-search';
import { CATALOGUE_MESSAGES } from '../messages';
import { CardGridSkeleton } from './card-grid-skeleton';
import { CategoryCard } from './category-card';

interface CategoriesTabProps {
  companyId: string | undefined;
  search: CatalogueSearch;
  onPageChange: (page: number) => void;
  onAdd: () => void;
  onEdit: (category: Category) => void;
}

/** Spec 2.10: the categories as cards; a category still in use answers 409, shown as it says. */
export function CategoriesTab({ companyId, search, onPageChange, onAdd, onEdit }: CategoriesTabProps) {
  const query = useCategories(companyId, search);
  const deletion = useDeleteCategory(companyId ?? '');
  const { data } = query;
  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, onPageChange);
  const confirmDelete = (category: Category) =>
    deletion.mutate(category._id, {
      onSuccess: () => notify.success(CATALOGUE_MESSAGES.categoryDeleted),
      onError: (error) => notify.error(failureMessage(error)),
    });

  if (query.isError && !data) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (query.isLoading) return <CardGridSkeleton />;
  if (!data || data.meta.total === 0) {
    return (
      <EmptyState
        icon={PackageOpen}
        title="No categories found"
        text={search.search ? 'Nothing matches your search.' : 'Categories sort your items, like Tablets or Syrups.'}
      >
        <Button onClick={onAdd}>
          <Plus /> Add First Category
        </Button>
      </EmptyState>
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {data.docs.map((category) => (
          <CategoryCard key={category._id} category={category} onEdit={onEdit} onDelete={confirmDelete} />
        ))}
      </div>
      <ListFooter
        page={search.page}
        size={search.size}
        total={data.meta.total}
        noun="categories"
        onPageChange={onPageChange}
      />
    </div>
  );
}
