import { BarChart3 } from 'lucide-react';
import { financialYearLabel } from '@app/shared/financial-year';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { useYearlyAnalytics } from '../api/get-yearly-analytics';
import { REPORTS_MESSAGES } from '../messages';
import { runningFinancialYear } from '@app/shared/financial-year';
import { currentMonth } from '../report-period';
import { DailyOverview } from './daily-overview';
import { MonthlyOverview } from './monthly-overview';
import { YearlyCards } from './yearly-cards';

export interface ReportsPageProps {
  companyId: string | undefined;
  /** The daily chart's month (1-12), when one was chosen; otherwise this month. */
  month: number | undefined;
  onMonthChange: (month: number) => void;
  onBack: () => void;
}

function CompanyReports({ companyId, month, onMonthChange }: ReportsPageProps & { companyId: string }) {
  const financialYear = runningFinancialYear();
  const yearly = useYearlyAnalytics(companyId, financialYear);
  return (
    <>
      {yearly.isError && !yearly.data ? (
        <ListError error={yearly.error} onRetry={() => void yearly.refetch()} />
      ) : (
        <YearlyCards figures={yearly.data} loading={yearly.isLoading} />
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
 * Spec 7, Reports and Analytics (/reports): the running financial year's five cards, its sales and
 * purchases day by day for a month, and its sales, purchases and profit month by month.
 */
export function ReportsPage(props: ReportsPageProps) {
  const start = `${runningFinancialYear()}-04-01`;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Reports and Analytics"
        badge={<Badge variant="secondary">{financialYearLabel(start)}</Badge>}
        description="Your stock, purchases, sales and profit this financial year, before tax."
        onBack={props.onBack}
      />
      {props.companyId ? (
        <CompanyReports {...props} companyId={props.companyId} />
      ) : (
        <EmptyState icon={BarChart3} title="No reports yet" text={REPORTS_MESSAGES.noCompany} />
      )}
    </div>
  );
}
