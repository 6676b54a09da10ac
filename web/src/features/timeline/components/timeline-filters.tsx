import { TIMELINE_PAGE_SIZES } from '@app/shared/reports/timeline-docs';
import { DateField } from '@/components/date-field';
import { FilterField, PageSizeSelect, ResetFiltersButton } from '@/components/filter-field';
import { SearchBox } from '@/components/search-box';
import { isIsoDay } from '@/lib/dates';
import type { TimelineSearch } from '../timeline-search';

interface TimelineFiltersProps {
  search: TimelineSearch;
  /** The period shown (the URL's dates or the running financial year). */
  start: string;
  end: string;
  onChange: (patch: Partial<TimelineSearch>) => void;
  onReset: () => void;
}

/** Spec 2: search, start and end dates (dd/MM/yyyy), Show (30, 50, 100, 500) and Reset Filters. */
export function TimelineFilters({ search, start, end, onChange, onReset }: TimelineFiltersProps) {
  // A date applies once it is a whole date; half-typed text waits in its box.
  const date = (key: 'start' | 'end') => (value: string) => {
    if (isIsoDay(value)) onChange({ [key]: value, page: 1 });
  };
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={search.search ?? ''}
        placeholder="Search by item name, HSN, category or group..."
        onSearch={(text) => onChange({ search: text || undefined, page: 1 })}
      />
      <div className="flex flex-wrap items-end gap-3">
        <FilterField id="timeline-start" label="Start Date">
          <DateField id="timeline-start" value={start} max={end} onChange={date('start')} className="w-44" />
        </FilterField>
        <FilterField id="timeline-end" label="End Date">
          <DateField id="timeline-end" value={end} min={start} onChange={date('end')} className="w-44" />
        </FilterField>
        <PageSizeSelect
          id="timeline-size"
          label="Show"
          sizes={TIMELINE_PAGE_SIZES}
          value={search.size}
          onChange={(size) => onChange({ size, page: 1 })}
        />
        <ResetFiltersButton onReset={onReset} className="sm:ml-auto" />
      </div>
    </div>
  );
}
