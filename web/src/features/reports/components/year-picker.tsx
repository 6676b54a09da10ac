import { financialYearLabel } from '@app/shared/financial-year';
import { FilterSelect } from '@/components/filter-field';

/**
 * The financial year the whole page reports (cards, daily and monthly charts), from the years the
 * company has books in. Spec 7 draws it disabled beside the month; it sits in the page's header
 * since it changes every card, not the daily chart alone.
 */
export function YearPicker({
  year,
  years,
  onYearChange,
}: {
  year: number;
  years: readonly number[];
  onYearChange: (year: number) => void;
}) {
  return (
    <FilterSelect
      id="report-year"
      label="Financial year"
      value={String(year)}
      options={years.map((option) => ({ value: String(option), label: financialYearLabel(`${option}-04-01`) }))}
      onChange={(chosen) => onYearChange(Number(chosen))}
      size="sm"
      className="w-44"
    />
  );
}
