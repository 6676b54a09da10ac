import { PeriodFields } from '@/components/period-fields';
import type { ReactNode } from 'react';
import { PageSizeSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import {
  SUMMARY_SEARCH_DEFAULTS,
  type SummaryPageSize,
  type SummaryPeriod,
  type SummarySearch,
} from '../summary-search';
import { SUMMARY_PAGE_SIZES } from '@app/shared/lists';

export interface SummaryFiltersProps {
  /** The search box, on a phone (on a desktop it sits by the Summary Type switch). */
  searchBox?: ReactNode;
  search: SummarySearch;
  /** The period shown (the URL's dates or the running financial year). */
  period: SummaryPeriod;
  onChange: (patch: Partial<SummarySearch>) => void;
  onReset: () => void;
}

/**
 * Spec 2: Start Date and End Date (dd/MM/yyyy), Show (5, 10, 25, 50) and Reset Filters; the
 * table's own action (Export CSV) at the end of the row. The search sits by the Summary Type switch.
 */
export function SummaryFilters({
  searchBox,
  search,
  period,
  onChange,
  onReset,
  action,
}: SummaryFiltersProps & { action: ReactNode }) {
  return (
    <ListFilters
      search={searchBox}
      active={countSet(!!(search.start ?? search.end), search.size !== SUMMARY_SEARCH_DEFAULTS.size)}
      onReset={onReset}
      action={action}
    >
      <PeriodFields
        id="summary"
        start={period.start}
        end={period.end}
        onChange={(date) => onChange({ ...date, page: 1 })}
      />
      <PageSizeSelect
        id="summary-size"
        label="Show"
        sizes={SUMMARY_PAGE_SIZES}
        value={search.size}
        onChange={(size: SummaryPageSize) => onChange({ size, page: 1 })}
      />
    </ListFilters>
  );
}
