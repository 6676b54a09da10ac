import type { ReactNode } from 'react';
import { NamedFilterSelect, PageSizeSelect, type NamedOption } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { INVENTORY_SEARCH_DEFAULTS, type InventoryPageSize, type InventorySearch } from '../inventory-search';
import { INVENTORY_PAGE_SIZES } from '@app/shared/lists';

export interface InventoryFiltersProps {
  /** The search box, on a phone (on a desktop it sits by the tabs). */
  searchBox?: ReactNode;
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
  searchBox,
  search,
  categories,
  groups,
  onCategory,
  onGroup,
  onSize,
  onReset,
}: InventoryFiltersProps) {
  return (
    <ListFilters
      search={searchBox}
      active={countSet(!!search.category, !!search.group, search.size !== INVENTORY_SEARCH_DEFAULTS.size)}
      onReset={onReset}
    >
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
    </ListFilters>
  );
}
