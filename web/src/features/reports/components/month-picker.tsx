import { FilterSelect } from '@/components/filter-field';
import { FINANCIAL_YEAR_MONTHS } from '@app/shared/financial-year';
import { monthName } from '../report-period';

const MONTH_OPTIONS = FINANCIAL_YEAR_MONTHS.map((month) => ({ value: String(month), label: monthName(month) }));

/** Spec 7: the daily chart's month, April to March, of the financial year the page shows. */
export function MonthPicker({ month, onMonthChange }: { month: number; onMonthChange: (month: number) => void }) {
  return (
    <FilterSelect
      id="report-month"
      label="Month"
      value={String(month)}
      options={MONTH_OPTIONS}
      onChange={(chosen) => onMonthChange(Number(chosen))}
      size="sm"
      className="w-36"
    />
  );
}
