import { financialYearLabel, financialYearOf, runningFinancialYear } from '@app/shared/financial-year';
import { FilterSelect } from '@/components/filter-field';

/**
 * The financial years the year pickers offer (Reports, Accounts), newest first: every year from the
 * one the company's books begin in to the running one (the running one alone for books that begin
 * later).
 */
function reportYears(booksBeginFrom: string | undefined, running: number): number[] {
  const first = booksBeginFrom ? Math.min(financialYearOf(booksBeginFrom), running) : running;
  return Array.from({ length: running - first + 1 }, (_, index) => running - index);
}

/** The year the page shows: the one chosen when the company has books for it, else the running one. */
const shownYear = (chosen: number | undefined, years: readonly number[], running: number) =>
  chosen !== undefined && years.includes(chosen) ? chosen : running;

/** The years a page's picker offers and the one it shows, from the books' first day and the choice. */
export function pickedYear(booksBeginFrom: string | undefined, chosen: number | undefined) {
  const running = runningFinancialYear();
  const years = reportYears(booksBeginFrom, running);
  return { years, year: shownYear(chosen, years, running) };
}

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
