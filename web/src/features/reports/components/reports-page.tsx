import { Link } from '@tanstack/react-router';
import { BarChart3, Scale } from 'lucide-react';
import { financialYearDates, runningFinancialYear } from '@app/shared/financial-year';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { pickedYear, YearPicker } from '@/components/year-picker';
import { useYearlyAnalytics } from '../api/get-yearly-analytics';
import { REPORTS_MESSAGES } from '../messages';
import { currentMonth } from '../report-period';
import { DailyOverview } from './daily-overview';
import { MonthlyOverview } from './monthly-overview';
import { YearlyCards } from './yearly-cards';

export interface ReportsPageProps {
  companyId: string | undefined;
  /** The first day of the company's books (YYYY-MM-DD): the picker offers the years from its year on. */
  booksBeginFrom: string | undefined;
  /** The financial year chosen (the year it starts), if one was; otherwise the running one. */
  year: number | undefined;
  /** The daily chart's month (1-12), when one was chosen; otherwise this month. */
  month: number | undefined;
  onYearChange: (year: number) => void;
  onMonthChange: (month: number) => void;
  onBack: () => void;
}

function CompanyReports({
  companyId,
  financialYear,
  month,
  onMonthChange,
}: Pick<ReportsPageProps, 'month' | 'onMonthChange'> & { companyId: string; financialYear: number }) {
  const yearly = useYearlyAnalytics(companyId, financialYear);
  // A past year's stock is counted on its last day, not today.
  const past = financialYear < runningFinancialYear();
  return (
    <>
      {yearly.isError && !yearly.data ? (
        <ListError error={yearly.error} onRetry={() => void yearly.refetch()} />
      ) : (
        <YearlyCards
          figures={yearly.data}
          loading={yearly.isLoading}
          closedOn={past ? financialYearDates(financialYear).end : undefined}
        />
      )}
      <DailyOverview
        companyId={companyId}
        financialYear={financialYear}
        month={month ?? currentMonth()}
        onMonthChange={onMonthChange}
      />
      <MonthlyOverview companyId={companyId} financialYear={financialYear} />
    </>
  );
}

/**
 * Spec 7, Reports and Analytics (/reports): a financial year's five cards, its sales and purchases
 * day by day for a month, and its sales, purchases and profit month by month; the running year
 * unless another year of the company's books is chosen.
 */
export function ReportsPage(props: ReportsPageProps) {
  const { years, year: financialYear } = pickedYear(props.booksBeginFrom, props.year);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Reports and Analytics"
        description="Your stock, purchases, sales and profit over a financial year, before tax."
        onBack={props.onBack}
      >
        {props.companyId && (
          <>
            {/* Issue 32: the accountant's statements of the same year. */}
            <Button asChild variant="outline" className="self-end">
              <Link to="/accounts" search={{ year: financialYear }}>
                <Scale /> Trial Balance, P&amp;L, Balance Sheet
              </Link>
            </Button>
            <YearPicker year={financialYear} years={years} onYearChange={props.onYearChange} />
          </>
        )}
      </PageHeader>
      {props.companyId ? (
        <CompanyReports
          companyId={props.companyId}
          financialYear={financialYear}
          month={props.month}
          onMonthChange={props.onMonthChange}
        />
      ) : (
        <EmptyState icon={BarChart3} title="No reports yet" text={REPORTS_MESSAGES.noCompany} />
      )}
    </div>
  );
}
