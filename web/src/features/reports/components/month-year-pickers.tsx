import { FilterField, FilterSelect } from '@/components/filter-field';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { FINANCIAL_YEAR_MONTHS } from '@app/shared/financial-year';
import { monthName, REPORT_YEARS } from '../report-period';

const MONTH_OPTIONS = FINANCIAL_YEAR_MONTHS.map((month) => ({ value: String(month), label: monthName(month) }));

/**
 * Spec 7: the daily chart's month, April to March, and its financial year, shown but not yet
 * changeable (the page reports the running year).
 */
export function MonthYearPickers({
  month,
  financialYear,
  onMonthChange,
}: {
  month: number;
  financialYear: number;
  onMonthChange: (month: number) => void;
}) {
  const years = REPORT_YEARS.includes(financialYear) ? REPORT_YEARS : [...REPORT_YEARS, financialYear];
  return (
    <>
      <FilterSelect
        id="report-month"
        label="Month"
        value={String(month)}
        options={MONTH_OPTIONS}
        onChange={(chosen) => onMonthChange(Number(chosen))}
        size="sm"
        className="w-36"
      />
      <FilterField id="report-year" label="Year">
        <Select value={String(financialYear)} disabled>
          <SelectTrigger id="report-year" size="sm" className="w-24">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {years.map((year) => (
              <SelectItem key={year} value={String(year)}>
                {year}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </FilterField>
    </>
  );
}
