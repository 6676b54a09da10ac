import type { VoucherType } from '@app/shared/books/voucher-types';
import { indianDate } from '@app/shared/financial-year';
import { DateField } from '@/components/date-field';
import { FilterField, FilterSelect, PageSizeSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import { STATEMENT_SEARCH_DEFAULTS, type StatementSearch } from '../../customers-search';
import { VOUCHER_PAGE_SIZES } from '@app/shared/lists';

const ALL = 'all';

/** Spec 2: the type filter's order (All, Sales, Purchase, Payment, Receipt). */
const TYPE_ORDER: VoucherType[] = ['Sales', 'Purchase', 'Payment', 'Receipt'];

/** Spec 2: search, start and end dates (dd/MM/yyyy), type, rows and Reset Filters. */
export function StatementFilters({
  search,
  period,
  onChange,
  onReset,
}: {
  search: StatementSearch;
  period: { start: string; end: string };
  onChange: (patch: Partial<StatementSearch>) => void;
  onReset: () => void;
}) {
  const today = indianDate();
  return (
    <ListFilters
      search={
        <SearchBox
          value={search.search ?? ''}
          placeholder="Search by particulars or invoice no..."
          onSearch={(text) => onChange({ search: text || undefined, page: 1 })}
        />
      }
      active={countSet(!!(search.start ?? search.end), !!search.type, search.size !== STATEMENT_SEARCH_DEFAULTS.size)}
      onReset={onReset}
      size="sm"
      inlineFrom="xl"
    >
      <FilterField id="statement-start" label="Start Date">
        <DateField
          id="statement-start"
          value={period.start}
          pickOnly
          max={period.end}
          onChange={(start) => onChange({ start, page: 1 })}
        />
      </FilterField>
      <FilterField id="statement-end" label="End Date">
        <DateField
          id="statement-end"
          value={period.end}
          pickOnly
          min={period.start}
          max={today}
          onChange={(end) => onChange({ end, page: 1 })}
        />
      </FilterField>
      <FilterSelect
        id="statement-type"
        label="Type"
        value={search.type ?? ALL}
        onChange={(value) => onChange({ type: value === ALL ? undefined : (value as VoucherType), page: 1 })}
        options={[{ value: ALL, label: 'All' }, ...TYPE_ORDER.map((type) => ({ value: type, label: type }))]}
        size="sm"
        className="w-32"
      />
      <PageSizeSelect
        id="statement-rows"
        label="Rows"
        sizes={VOUCHER_PAGE_SIZES}
        value={search.size}
        onChange={(size) => onChange({ size, page: 1 })}
        size="sm"
      />
    </ListFilters>
  );
}
