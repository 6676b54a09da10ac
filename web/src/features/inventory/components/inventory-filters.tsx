import { INVENTORY_PAGE_SIZES } from '@app/shared/catalogue/inventory-docs';
import { NamedFilterSelect, PageSizeSelect, ResetFiltersButton, type NamedOption } from '@/components/filter-field';
import type { InventoryPageSize, InventorySearch } from '../inventory-search';

export interface InventoryFiltersProps {
  search: InventorySearch;
  categories: readonly NamedOption[];
  groups: readonly NamedOption[];
  onCategory: (id: string | undefined) => void;
  onGroup: (id: string | undefined) => void;
  onSize: (size: InventoryPageSize) => void;
  onReset: () => void;
}

/** Spec 2 and 9: category, group, rows (5, 10, 25, 50) and Reset Filters; the search sits by the tabs. */
export function InventoryFilters({
  search,
  categories,
  groups,
  onCategory,
  onGroup,
  onSize,
  onReset,
}: InventoryFiltersProps) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <NamedFilterSelect
        id="filter-category"
        label="Category"
        allLabel="All Categories"
        value={search.category}
        options={categories}
        onChange={onCategory}
        className="w-44"
      />
      <NamedFilterSelect
        id="filter-group"
        label="Group"
        allLabel="All Groups"
        value={search.group}
        options={groups}
        onChange={onGroup}
        className="w-44"
      />
      <PageSizeSelect
        id="filter-rows"
        label="Rows"
        sizes={INVENTORY_PAGE_SIZES}
        value={search.size}
        onChange={(size) => onSize(size)}
      />
      <ResetFiltersButton onReset={onReset} />
    </div>
  );
}
