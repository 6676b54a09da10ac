import { financialYearLabel, financialYearOf } from '@app/shared/financial-year';
import { FilterSelect } from '@/components/filter-field';

/**
 * The financial years the year pickers offer (Reports, Accounts), newest first: every year from the
 * one the company's books begin in to the running one (the running one alone for books that begin
 * later).
 */
export function reportYears(booksBeginFrom: string | undefined, running: number): number[] {
  const first = booksBeginFrom ? Math.min(financialYearOf(booksBeginFrom), running) : running;
  return Array.from({ length: running - first + 1 }, (_, index) => running - index);
}

/** The year the page shows: the one chosen when the company has books for it, else the running one. */
export const shownYear = (chosen: number | undefined, years: readonly number[], running: number) =>
  chosen !== undefined && years.includes(chosen) ? chosen : running;

/**
 * The financial year a whole page reports (Reports' cards and charts, Accounts' statements), from
 * the years the company has books in. Spec 7 draws it disabled beside the month; it sits in the
 * page's header since it changes every card, not the daily chart alone.
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
