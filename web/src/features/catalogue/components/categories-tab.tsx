import type { Category } from '@app/shared/catalogue/categories';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import type { CatalogueSearch } from '../catalogue-search';
import { CATALOGUE_MESSAGES } from '../messages';
import { CardList } from './card-list';
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
  const deletion = useDeleteCategory(companyId ?? '');
  const confirmDelete = (category: Category) =>
    deletion.mutate(category._id, {
      onSuccess: () => notify.success(CATALOGUE_MESSAGES.categoryDeleted),
      onError: (error) => notify.error(failureMessage(error)),
    });
  return (
    <CardList
      query={useCategories(companyId, search)}
      search={search}
      onPageChange={onPageChange}
      onAdd={onAdd}
      noun="categories"
      addFirstLabel="Add First Category"
      emptyText="Categories sort your items, like Tablets or Syrups."
      card={(category) => (
        <CategoryCard key={category._id} category={category} onEdit={onEdit} onDelete={confirmDelete} />
      )}
    />
  );
}
