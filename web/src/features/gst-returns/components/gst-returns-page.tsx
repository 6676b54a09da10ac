import { FileDown, Landmark } from 'lucide-react';
import {
  FINANCIAL_YEAR_MONTHS,
  calendarYearOf,
  indianDate,
  runningFinancialYear,
  shortMonthName,
} from '@app/shared/financial-year';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-field';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { reportYears, shownYear, YearPicker } from '@/components/year-picker';
import { saveBlob } from '@/lib/save-file';
import { useGstr3b } from '../api/gstr3b';
import type { GstReturnTab, GstReturnsSearch } from '../gst-returns-search';
import { ReconciliationView } from './reconciliation-view';
import { Gstr3bTables } from './gstr3b-tables';

export interface GstReturnsPageProps {
  companyId: string | undefined;
  booksBeginFrom: string | undefined;
  search: GstReturnsSearch;
  onSearchChange: (search: GstReturnsSearch) => void;
  onBack: () => void;
}

/**
 * Issue 33, GST Returns: GSTR-3B of a month from the books, table by table as the portal shows it,
 * with how its tax is paid, and its JSON for the portal's offline tool.
 */
export function GstReturnsPage({ companyId, booksBeginFrom, search, onSearchChange, onBack }: GstReturnsPageProps) {
  const running = runningFinancialYear();
  const years = reportYears(booksBeginFrom, running);
  const year = shownYear(search.year, years, running);
  const month = search.month ?? Number(indianDate().slice(5, 7));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="GST Returns"
        description="GSTR-3B of a month from your books, and your purchases against GSTR-2B."
        onBack={onBack}
      >
        {companyId && (
          <div className="flex flex-wrap items-end gap-3">
            <YearPicker
              year={year}
              years={years}
              onYearChange={(chosen) => onSearchChange({ ...search, year: chosen })}
            />
            <FilterSelect
              id="return-month"
              label="Return period"
              value={String(month)}
              options={FINANCIAL_YEAR_MONTHS.map((option) => ({
                value: String(option),
                label: `${shortMonthName(option)} ${calendarYearOf(year, option)}`,
              }))}
              onChange={(chosen) => onSearchChange({ ...search, month: Number(chosen) })}
              size="sm"
              className="w-36"
            />
          </div>
        )}
      </PageHeader>
      {companyId ? (
        <Tabs value={search.tab} onValueChange={(tab) => onSearchChange({ ...search, tab: tab as GstReturnTab })}>
          <TabsList aria-label="Return">
            <TabsTrigger value="gstr3b">GSTR-3B</TabsTrigger>
            <TabsTrigger value="gstr2b">GSTR-2B reconciliation</TabsTrigger>
          </TabsList>
          <TabsContent value="gstr3b">
            <Gstr3b companyId={companyId} financialYear={year} month={month} />
          </TabsContent>
          <TabsContent value="gstr2b">
            <ReconciliationView companyId={companyId} period={{ financialYear: year, month }} />
          </TabsContent>
        </Tabs>
      ) : (
        <EmptyState icon={Landmark} title="No company yet" text="Create a company to file its returns." />
      )}
    </div>
  );
}

function Gstr3b({ companyId, financialYear, month }: { companyId: string; financialYear: number; month: number }) {
  const query = useGstr3b(companyId, { financialYear, month });
  if (query.isError && !query.data) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton aria-label="Loading" className="h-96 w-full" />;
  const doc = query.data;
  const download = () => {
    const file = new Blob([JSON.stringify(doc.return, null, 2)], { type: 'application/json' });
    saveBlob(file, `GSTR3B_${doc.return.gstin || 'unregistered'}_${doc.return.ret_period}.json`);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="flex justify-end">
        <Button variant="outline" onClick={download}>
          <FileDown /> Download JSON for the GST portal
        </Button>
      </div>
      <Gstr3bTables doc={doc} />
    </div>
  );
}
