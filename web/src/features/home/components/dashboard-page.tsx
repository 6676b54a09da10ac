import type { ReactNode } from 'react';
import { GENERIC_ERROR_MESSAGE } from '@app/shared/api/generic-error';
import type { UserProfile } from '@app/shared/api/users';
import type { Company } from '@app/shared/companies';
import { financialYearLabel } from '@app/shared/financial-year';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useDashboard } from '../api/get-dashboard';
import { monthStart } from '../dashboard-links';
import { CashCard } from './cash-card';
import { QuickActions, welcomeOf } from './quick-actions';
import { DueSideCard } from './due-side-card';
import { OverdueCard } from './overdue-card';
import { PeriodCard } from './period-card';
import { StockCard } from './stock-card';
import { TrendCard } from './trend-card';

/**
 * Issue 19: the home dashboard of the current company (Zoho Books' home as the model): what is
 * owed and owing with its ageing, today's and this month's figures, what is overdue, stock that
 * is running out, cash and bank, and a year of sales and purchases. Every figure leads to the
 * list it sums. One read of the dashboard route, which sums roll-ups only.
 */
export function DashboardPage({
  user,
  company,
  warnings,
}: {
  user: UserProfile;
  company: Company;
  /** What needs doing soon (issue 36: e-way bills running out), composed by the route; nothing when none. */
  warnings?: ReactNode;
}) {
  const dashboard = useDashboard(company._id);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader title={welcomeOf(user)} description={<CompanyLine company={company} />}>
        <QuickActions purchases={company.permissions.includes('manage_books')} />
      </PageHeader>
      {warnings}
      {dashboard.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2 rounded-lg border p-4 text-sm">
          <p>{GENERIC_ERROR_MESSAGE}</p>
          <Button variant="outline" size="sm" onClick={() => void dashboard.refetch()}>
            Try again
          </Button>
        </div>
      ) : !dashboard.data ? (
        <DashboardSkeleton />
      ) : (
        <>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
            <DueSideCard
              title="Receivables"
              side="sales"
              figures={dashboard.data.receivables}
              today={dashboard.data.as_of}
            />
            <DueSideCard
              title="Payables"
              side="purchase"
              figures={dashboard.data.payables}
              today={dashboard.data.as_of}
            />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            <PeriodCard
              title="Today"
              figures={dashboard.data.today}
              start={dashboard.data.as_of}
              end={dashboard.data.as_of}
            />
            <PeriodCard
              title="This month"
              figures={dashboard.data.month}
              start={monthStart(dashboard.data.as_of)}
              end={dashboard.data.as_of}
            />
            <TrendCard trend={dashboard.data.trend} />
          </div>
          <div className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            <OverdueCard
              title="Overdue invoices"
              side="sales"
              invoices={dashboard.data.overdue_sales}
              total={dashboard.data.receivables.overdue.invoices}
            />
            <StockCard stock={dashboard.data.stock} />
            <CashCard dashboard={dashboard.data} />
          </div>
          {dashboard.data.overdue_purchases.length > 0 && (
            <OverdueCard
              title="Bills to pay, overdue"
              side="purchase"
              invoices={dashboard.data.overdue_purchases}
              total={dashboard.data.payables.overdue.invoices}
            />
          )}
        </>
      )}
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 md:grid-cols-2" aria-label="Loading the dashboard">
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="h-44 w-full" />
      ))}
    </div>
  );
}

/** Which books these are: the company's name (a heading), its tax switch, year and GSTIN. */
function CompanyLine({ company }: { company: Company }) {
  const taxOn = company.company_settings.features.enable_tax;
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <h2 className="text-foreground font-medium">{company.name}</h2>
      <Badge variant={taxOn ? 'default' : 'secondary'}>{taxOn ? 'TAX Enabled' : 'Tax off'}</Badge>
      <span>
        {financialYearLabel(company.financial_year_start)}
        {company.tin ? ` · GSTIN ${company.tin}` : ''}
      </span>
    </span>
  );
}
