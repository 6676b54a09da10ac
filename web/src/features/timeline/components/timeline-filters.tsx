import { PeriodFields } from '@/components/period-fields';
import { PageSizeSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import { TIMELINE_SEARCH_DEFAULTS, type TimelineSearch } from '../timeline-search';
import { TIMELINE_PAGE_SIZES } from '@app/shared/lists';

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
  return (
    <ListFilters
      search={
        <SearchBox
          value={search.search ?? ''}
          placeholder="Search by item name, HSN, category or group..."
          onSearch={(text) => onChange({ search: text || undefined, page: 1 })}
        />
      }
      active={countSet(!!(search.start ?? search.end), search.size !== TIMELINE_SEARCH_DEFAULTS.size)}
      onReset={onReset}
    >
      <PeriodFields id="timeline" start={start} end={end} onChange={(date) => onChange({ ...date, page: 1 })} />
      <PageSizeSelect
        id="timeline-size"
        label="Show"
        sizes={TIMELINE_PAGE_SIZES}
        value={search.size}
        onChange={(size) => onChange({ size, page: 1 })}
      />
    </ListFilters>
  );
}
