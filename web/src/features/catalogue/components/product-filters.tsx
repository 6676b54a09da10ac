import { RefreshCw } from 'lucide-react';
import { CATALOGUE_PAGE_SIZES } from '@app/shared/catalogue/list-query';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

const ALL = 'all';

interface NamedOption {
  _id: string;
  name: string;
}

function FilterSelect({
  id,
  label,
  value,
  onChange,
  children,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id} className="text-muted-foreground text-xs">
        {label}
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} size="sm" className={className}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>{children}</SelectContent>
      </Select>
    </div>
  );
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
  const options = (list: NamedOption[], chosen: string | undefined) =>
    // A filter chosen in the URL stays shown while the list that names it loads.
    chosen && !list.some((o) => o._id === chosen) ? [...list, { _id: chosen, name: '…' }] : list;
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterSelect
        id="filter-category"
        label="Category"
        value={props.category ?? ALL}
        onChange={(value) => props.onCategory(value === ALL ? undefined : value)}
        className="w-44"
      >
        <SelectItem value={ALL}>All Categories</SelectItem>
        {options(props.categories, props.category).map((c) => (
          <SelectItem key={c._id} value={c._id}>
            {c.name}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        id="filter-group"
        label="Group"
        value={props.group ?? ALL}
        onChange={(value) => props.onGroup(value === ALL ? undefined : value)}
        className="w-44"
      >
        <SelectItem value={ALL}>All Groups</SelectItem>
        {options(props.groups, props.group).map((g) => (
          <SelectItem key={g._id} value={g._id}>
            {g.name}
          </SelectItem>
        ))}
      </FilterSelect>
      <FilterSelect
        id="filter-size"
        label="Per Page"
        value={String(props.size)}
        onChange={(value) => props.onSize(Number(value) as (typeof CATALOGUE_PAGE_SIZES)[number])}
        className="w-20"
      >
        {CATALOGUE_PAGE_SIZES.map((size) => (
          <SelectItem key={size} value={String(size)}>
            {size}
          </SelectItem>
        ))}
      </FilterSelect>
      <Button variant="outline" size="sm" onClick={props.onRefresh} disabled={props.refreshing}>
        <RefreshCw className={props.refreshing ? 'animate-spin' : undefined} /> Refresh Items
      </Button>
    </div>
  );
}
