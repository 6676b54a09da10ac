import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { NamedFilterSelect, PageSizeSelect, type NamedOption } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { CATALOGUE_SEARCH_DEFAULTS } from '../catalogue-search';
import { Button } from '@/components/ui/button';
import { CATALOGUE_PAGE_SIZES } from '@app/shared/lists';

interface ProductFiltersProps {
  category: string | undefined;
  group: string | undefined;
  size: (typeof CATALOGUE_PAGE_SIZES)[number];
  categories: NamedOption[];
  groups: NamedOption[];
  onCategory: (id: string | undefined) => void;
  onGroup: (id: string | undefined) => void;
  onSize: (size: (typeof CATALOGUE_PAGE_SIZES)[number]) => void;
  onRefresh: () => void;
  refreshing: boolean;
  /** Export CSV and Excel of the list, beside Refresh Items. */
  listExport: ReactNode;
}

/** Spec 2.10: Category, Group and Per Page filters, Refresh Items and the list's export. */
export function ProductFilters(props: ProductFiltersProps) {
  return (
    <ListFilters
      active={countSet(!!props.category, !!props.group, props.size !== CATALOGUE_SEARCH_DEFAULTS.size)}
      action={
        <>
          <Button variant="outline" size="sm" onClick={props.onRefresh} disabled={props.refreshing}>
            <RefreshCw className={props.refreshing ? 'animate-spin' : undefined} /> Refresh Items
          </Button>
          {props.listExport}
        </>
      }
    >
      <NamedFilterSelect
        id="filter-category"
        label="Category"
        allLabel="All Categories"
        value={props.category}
        onChange={props.onCategory}
        options={props.categories}
        size="sm"
        className="w-44"
      />
      <NamedFilterSelect
        id="filter-group"
        label="Group"
        allLabel="All Groups"
        value={props.group}
        onChange={props.onGroup}
        options={props.groups}
        size="sm"
        className="w-44"
      />
      <PageSizeSelect
        id="filter-size"
        label="Per Page"
        sizes={CATALOGUE_PAGE_SIZES}
        value={props.size}
        onChange={props.onSize}
        size="sm"
      />
    </ListFilters>
  );
}
