import type { ReactNode } from 'react';
import { SUMMARY_PAGE_SIZES } from '@app/shared/reports/summary-docs';
import { DateField } from '@/components/date-field';
import { FilterField, PageSizeSelect, ResetFiltersButton } from '@/components/filter-field';
import { isIsoDay } from '@/lib/dates';
import type { SummaryPageSize, SummaryPeriod, SummarySearch } from '../summary-search';

export interface SummaryFiltersProps {
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
  search,
  period,
  onChange,
  onReset,
  action,
}: SummaryFiltersProps & { action: ReactNode }) {
  // A date applies once it is a whole date; half-typed text waits in its box.
  const date = (key: 'start' | 'end') => (value: string) => {
    if (isIsoDay(value)) onChange({ [key]: value, page: 1 });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FilterField id="summary-start" label="Start Date">
        <DateField id="summary-start" value={period.start} max={period.end} onChange={date('start')} className="w-44" />
      </FilterField>
      <FilterField id="summary-end" label="End Date">
        <DateField id="summary-end" value={period.end} min={period.start} onChange={date('end')} className="w-44" />
      </FilterField>
      <PageSizeSelect
        id="summary-size"
        label="Show"
        sizes={SUMMARY_PAGE_SIZES}
        value={search.size}
        onChange={(size: SummaryPageSize) => onChange({ size, page: 1 })}
      />
      <div className="flex flex-wrap gap-3 sm:ml-auto">
        <ResetFiltersButton onReset={onReset} />
        {action}
      </div>
    </div>
  );
}
