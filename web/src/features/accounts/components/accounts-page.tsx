import { Plus, Scale } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/empty-state';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { PeriodFields } from '@/components/period-fields';
import { AccountLedgerDialog } from '@/components/account-ledger/account-ledger-dialog';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCompanyAccess } from '@/lib/company-access';
import { StatementExport } from '@/components/statement-export';
import {
  ageingTable,
  balanceSheetTable,
  cashBankTable,
  profitAndLossTable,
  trialBalanceTable,
  type StatementTable,
} from '@app/shared/reports/statement-rows';
import { pickedYear, YearPicker } from '@/components/year-picker';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { STATEMENTS, STATEMENT_LABELS, statementPeriod, type AccountsSearch, type Statement } from '../accounts-search';
import { useAgeing, useBalanceSheet, useProfitAndLoss, useTrialBalance, type StatementPeriod } from '../api/statements';
import { AgeingView } from './ageing-view';
import { CashBankView } from './cash-bank-view';
import { BalanceSheetView } from './balance-sheet-view';
import { ProfitAndLossView } from './profit-and-loss-view';
import { TrialBalanceTable } from './trial-balance-table';

export interface AccountsPageProps {
  companyId: string | undefined;
  /** Heads the Excel sheet. */
  companyName: string;
  /** The first day of the company's books: the year picker offers the years from its year on. */
  booksBeginFrom: string | undefined;
  search: AccountsSearch;
  onSearchChange: (search: AccountsSearch) => void;
  onBack: () => void;
}

/**
 * A statement's figures once loaded, with its Export menu above them (the table its files are made
 * of); its error with a retry; a placeholder while it loads.
 */
function Loaded<T>({
  query,
  props,
  table,
  children,
}: {
  query: { data: T | undefined; isError: boolean; error: unknown; refetch: () => unknown };
  props: StatementProps;
  table: (data: T) => StatementTable;
  children: (data: T) => ReactNode;
}) {
  if (query.isError && !query.data) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton aria-label="Loading" className="h-64 w-full" />;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <StatementExport
          companyName={props.companyName}
          query={{
            company_id: props.companyId,
            view: props.search.view,
            side: props.search.side,
            start_date: props.period.start,
            end_date: props.period.end,
          }}
          table={table(query.data)}
        />
      </div>
      {children(query.data)}
    </div>
  );
}

function TrialBalance(props: StatementProps) {
  return (
    <Loaded query={useTrialBalance(props.companyId, props.period)} props={props} table={trialBalanceTable}>
      {(data) => <TrialBalanceTable data={data} period={props.period} />}
    </Loaded>
  );
}

function ProfitAndLoss(props: StatementProps) {
  return (
    <Loaded query={useProfitAndLoss(props.companyId, props.period)} props={props} table={profitAndLossTable}>
      {(data) => <ProfitAndLossView data={data} />}
    </Loaded>
  );
}

function BalanceSheet(props: StatementProps) {
  return (
    <Loaded query={useBalanceSheet(props.companyId, props.period)} props={props} table={balanceSheetTable}>
      {(data) => <BalanceSheetView data={data} />}
    </Loaded>
  );
}

function CashBank(props: StatementProps) {
  return (
    <Loaded query={useTrialBalance(props.companyId, props.period)} props={props} table={cashBankTable}>
      {(data) => <CashBankView data={data} period={props.period} />}
    </Loaded>
  );
}

function Ageing(props: StatementProps) {
  const { search, onSearchChange } = props;
  return (
    <Loaded query={useAgeing(props.companyId, search.side)} props={props} table={ageingTable}>
      {(data) => (
        <AgeingView data={data} side={search.side} onSideChange={(side) => onSearchChange({ ...search, side })} />
      )}
    </Loaded>
  );
}

interface StatementProps {
  companyId: string;
  companyName: string;
  period: StatementPeriod;
  search: AccountsSearch;
  onSearchChange: (search: AccountsSearch) => void;
}

/** Each tab asks only for its own statement's figures. */
const VIEWS: Record<Statement, (props: StatementProps) => ReactNode> = {
  'trial-balance': TrialBalance,
  'profit-and-loss': ProfitAndLoss,
  'balance-sheet': BalanceSheet,
  'cash-bank': CashBank,
  ageing: Ageing,
};

/**
 * Issue 32, Accounts (/accounts): the trial balance, profit and loss and balance sheet of a
 * financial year the company has books in, over any days of it (the balance sheet as at the last);
 * and Add Ledger for the accounts that are not parties (issue 33: an expense's GST treatment).
 */
export function AccountsPage({
  companyId,
  companyName,
  booksBeginFrom,
  search,
  onSearchChange,
  onBack,
}: AccountsPageProps) {
  const { years, year } = pickedYear(booksBeginFrom, search.year);
  const period = statementPeriod(search, year);
  const change = (patch: Partial<AccountsSearch>) => onSearchChange({ ...search, ...patch });
  const View = VIEWS[search.view];
  const access = useCompanyAccess();
  const [adding, setAdding] = useState(false);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Accounts"
        description="The trial balance, profit and loss and balance sheet of your books."
        onBack={onBack}
      >
        {companyId && (
          <div className="flex flex-wrap items-end gap-3">
            {/* A new year starts on its own first and last days. */}
            <YearPicker
              year={year}
              years={years}
              onYearChange={(chosen) => change({ year: chosen, start: undefined, end: undefined })}
            />
            {access.can('manage_books') && (
              <>
                <Button variant="outline" onClick={() => setAdding(true)}>
                  <Plus /> Add Ledger
                </Button>
                <AccountLedgerDialog companyId={companyId} open={adding} onOpenChange={setAdding} />
              </>
            )}
          </div>
        )}
      </PageHeader>
      {companyId ? (
        <Tabs value={search.view} onValueChange={(view) => change({ view: view as Statement })} className="gap-4">
          <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
            <TabsList
              aria-label="Statement"
              className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit lg:shrink-0"
            >
              {STATEMENTS.map((view) => (
                <TabsTrigger key={view} value={view} className="px-3">
                  {STATEMENT_LABELS[view]}
                </TabsTrigger>
              ))}
            </TabsList>
            {/* Ageing is as on today: it has no period. */}
            {search.view !== 'ageing' && (
              <div className="flex flex-wrap gap-3">
                <PeriodFields id="accounts" start={period.start} end={period.end} onChange={(date) => change(date)} />
              </div>
            )}
          </div>
          <TabsContent value={search.view}>
            <View
              companyId={companyId}
              companyName={companyName}
              period={period}
              search={search}
              onSearchChange={onSearchChange}
            />
          </TabsContent>
        </Tabs>
      ) : (
        <EmptyState icon={Scale} title="No company yet" text="Create a company to keep its books here." />
      )}
    </div>
  );
}
