import { useState } from 'react';
import { DateField } from '@/components/date-field';
import { FilterField, FilterSelect, PageSizeSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import { isIsoDay } from '@/lib/dates';
import {
  DIRECTORY_TYPES,
  freshTransactionsSearch,
  listParamsOf,
  type DirectoryType,
  type TransactionListParams,
} from '../transactions-search';
import { VOUCHER_PAGE_SIZES } from '@app/shared/lists';

type PageSize = (typeof VOUCHER_PAGE_SIZES)[number];

/** A period's end, typed as dd/MM/yyyy; the list follows once the text is a whole date. */
function PeriodDate({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  max: string;
  onChange: (iso: string) => void;
}) {
  // What the box holds: the list's date, or what is being typed until it is a date.
  const [draft, setDraft] = useState(value);
  // A date set from outside (Reset Filters, a typed date the list now shows) replaces it.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setDraft(value);
  }
  return (
    <FilterField id={id} label={label}>
      <DateField
        id={id}
        value={draft}
        max={max}
        invalid={draft !== '' && !isIsoDay(draft)}
        onChange={(next) => {
          setDraft(next);
          if (isIsoDay(next) && next !== value) onChange(next);
        }}
        // A half-typed date goes back to the one the list shows.
        onBlur={() => {
          if (!isIsoDay(draft)) setDraft(value);
        }}
        className="w-44"
      />
    </FilterField>
  );
}

export interface TransactionFiltersProps {
  params: TransactionListParams;
  today: string;
  /** Changes on Reset Filters. */
  resetKey: number;
  onSearch: (text: string) => void;
  onPeriod: (period: { from?: string; to?: string }) => void;
  onType: (type: DirectoryType) => void;
  onSize: (size: PageSize) => void;
  onReset: () => void;
}

/** Spec 2: search, start and end date, type, rows and Reset Filters. */
export function TransactionFilters({
  params,
  today,
  resetKey,
  onSearch,
  onPeriod,
  onType,
  onSize,
  onReset,
}: TransactionFiltersProps) {
  const defaults = listParamsOf(freshTransactionsSearch(), today);
  return (
    <ListFilters
      search={
        <SearchBox
          // Reset Filters empties the box: a new key starts it again from the URL's text.
          key={resetKey}
          value={params.search ?? ''}
          placeholder="Search by name, number or type..."
          onSearch={onSearch}
        />
      }
      active={countSet(
        params.from !== defaults.from || params.to !== defaults.to,
        params.type !== defaults.type,
        params.size !== defaults.size,
      )}
      onReset={onReset}
    >
      <PeriodDate
        id="filter-start-date"
        label="Start Date"
        value={params.from}
        max={params.to < today ? params.to : today}
        onChange={(from) => onPeriod({ from })}
      />
      <PeriodDate
        id="filter-end-date"
        label="End Date"
        value={params.to}
        max={today}
        onChange={(to) => onPeriod({ to })}
      />
      <FilterSelect
        id="filter-type"
        label="Type"
        value={params.type}
        onChange={(value) => onType(value as DirectoryType)}
        options={DIRECTORY_TYPES.map((type) => ({ value: type, label: type }))}
        className="w-36"
      />
      <PageSizeSelect
        id="filter-rows"
        label="Rows"
        sizes={VOUCHER_PAGE_SIZES}
        value={params.size}
        onChange={(size) => onSize(size)}
      />
    </ListFilters>
  );
}
