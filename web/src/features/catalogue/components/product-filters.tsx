import { RefreshCw } from 'lucide-react';
import { CATALOGUE_PAGE_SIZES } from '@app/shared/catalogue/list-query';
import { FilterSelect, pageSizeOptions } from '@/components/filter-field';
import { Button } from '@/components/ui/button';

const ALL = 'all';

interface NamedOption {
  _id: string;
  name: string;
}

interface ProductFiltersProps {
  category: string | undefined;
  group: string | undefined;
  size: number;
  categories: NamedOption[];
  groups: NamedOption[];
  onCategory: (id: string | undefined) => void;
  onGroup: (id: string | undefined) => void;
  onSize: (size: (typeof CATALOGUE_PAGE_SIZES)[number]) => void;
  onRefresh: () => void;
  refreshing: boolean;
}

/** Spec 2.10: Category, Group and Per Page filters, and Refresh Items. */
export function ProductFilters(props: ProductFiltersProps) {
  const options = (all: string, list: NamedOption[], chosen: string | undefined) => {
    // A filter chosen in the URL stays shown while the list that names it loads.
    const named = chosen && !list.some((o) => o._id === chosen) ? [...list, { _id: chosen, name: '…' }] : list;
    return [{ value: ALL, label: all }, ...named.map((o) => ({ value: o._id, label: o.name }))];
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        id="filter-category"
        label="Category"
        value={props.category ?? ALL}
        onChange={(value) => props.onCategory(value === ALL ? undefined : value)}
        options={options('All Categories', props.categories, props.category)}
        size="sm"
        className="w-44"
      />
      <FilterSelect
        id="filter-group"
        label="Group"
        value={props.group ?? ALL}
        onChange={(value) => props.onGroup(value === ALL ? undefined : value)}
        options={options('All Groups', props.groups, props.group)}
        size="sm"
        className="w-44"
      />
      <FilterSelect
        id="filter-size"
        label="Per Page"
        value={String(props.size)}
        onChange={(value) => props.onSize(Number(value) as (typeof CATALOGUE_PAGE_SIZES)[number])}
        options={pageSizeOptions(CATALOGUE_PAGE_SIZES)}
        size="sm"
        className="w-20"
      />
      <Button variant="outline" size="sm" onClick={props.onRefresh} disabled={props.refreshing}>
        <RefreshCw className={props.refreshing ? 'animate-spin' : undefined} /> Refresh Items
      </Button>
    </div>
  );
}
