import { RotateCcw } from 'lucide-react';
import { INVENTORY_PAGE_SIZES } from '@app/shared/catalogue/inventory-docs';
import { FilterSelect, NamedFilterSelect, pageSizeOptions, type NamedOption } from '@/components/filter-field';
import { Button } from '@/components/ui/button';
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
      <FilterSelect
        id="filter-rows"
        label="Rows"
        value={String(search.size)}
        onChange={(value) => onSize(Number(value) as InventoryPageSize)}
        options={pageSizeOptions(INVENTORY_PAGE_SIZES)}
        className="w-20"
      />
      <Button variant="outline" onClick={onReset}>
        <RotateCcw /> Reset Filters
      </Button>
    </div>
  );
}
