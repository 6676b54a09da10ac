import { FileDown, Landmark } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { Gstr3bFigure } from '@app/shared/reports/gstr3b-docs';
import { FINANCIAL_YEAR_MONTHS, indianDate } from '@app/shared/financial-year';
import { QUARTER_END_MONTHS, quarterEndOf, returnPeriodOf, type ReturnFrequency } from '@app/shared/gst/return-period';
import { gstr3bTable } from '@app/shared/reports/gstr3b-table';
import { EmptyState } from '@/components/empty-state';
import { StatementExport } from '@/components/statement-export';
import { FilterSelect } from '@/components/filter-field';
import { ListError } from '@/components/list-error';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { pickedYear, YearPicker } from '@/components/year-picker';
import { useCompanyAccess } from '@/lib/company-access';
import { saveBlob } from '@/lib/save-file';
import { useGstr3b, type ReturnPeriod } from '../api/gstr3b';
import type { GstReturnTab, GstReturnsSearch } from '../gst-returns-search';
import { Gstr1Check } from './gstr1-check';
import { Gstr3bVouchersSheet } from './gstr3b-vouchers-sheet';
import { ReconciliationView } from './reconciliation-view';
import { Gstr3bTables } from './gstr3b-tables';

export interface GstReturnsPageProps {
  companyId: string | undefined;
  /** Heads the Excel file of the return. */
  companyName: string;
  booksBeginFrom: string | undefined;
  search: GstReturnsSearch;
  onSearchChange: (search: GstReturnsSearch) => void;
  onBack: () => void;
  /**
   * The e-Invoices tab for the period's first and last days (issue 36; composed by the route from
   * the einvoice feature), shown to those who may post vouchers.
   */
  einvoices?: (period: { from: string; to: string }) => ReactNode;
}

/**
 * Issue 33, GST Returns: GSTR-3B of a month (or a quarter, filing under QRMP) from the books,
 * table by table as the portal shows it, with how its tax is paid, and its JSON for the portal's
 * offline tool; and the period's purchases against GSTR-2B.
 */
export function GstReturnsPage({
  companyId,
  companyName,
  booksBeginFrom,
  search,
  onSearchChange,
  onBack,
  einvoices,
}: GstReturnsPageProps) {
  const einvoicesTab = useCompanyAccess().can('create_vouchers') ? einvoices : undefined;
  const { years, year } = pickedYear(booksBeginFrom, search.year);
  const quarterly = search.filing === 'quarterly';
  const chosenMonth = search.month ?? Number(indianDate().slice(5, 7));
  const month = quarterly ? quarterEndOf(chosenMonth) : chosenMonth;
  const period = { financialYear: year, month, frequency: search.filing };
  const days = returnPeriodOf(year, month, search.filing);
  // An address naming a tab this user is not shown opens the return.
  const tab = search.tab === 'einvoices' && !einvoicesTab ? 'gstr3b' : search.tab;
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="GST Returns"
        description="GSTR-3B of a month or a quarter from your books, your purchases against GSTR-2B, and your e-invoices for the portal."
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
              id="return-filing"
              label="Filing"
              value={search.filing}
              options={[
                { value: 'monthly', label: 'Monthly' },
                { value: 'quarterly', label: 'Quarterly (QRMP)' },
              ]}
              onChange={(chosen) => onSearchChange({ ...search, filing: chosen as ReturnFrequency })}
              size="sm"
              className="w-40"
            />
            <FilterSelect
              id="return-month"
              label="Return period"
              value={String(month)}
              options={(quarterly ? QUARTER_END_MONTHS : FINANCIAL_YEAR_MONTHS).map((option) => ({
                value: String(option),
                label: returnPeriodOf(year, option, search.filing).label,
              }))}
              onChange={(chosen) => onSearchChange({ ...search, month: Number(chosen) })}
              size="sm"
              className="w-36"
            />
          </div>
        )}
      </PageHeader>
      {companyId ? (
        <Tabs value={tab} onValueChange={(chosen) => onSearchChange({ ...search, tab: chosen as GstReturnTab })}>
          <TabsList aria-label="Return" className="h-auto flex-wrap justify-start">
            <TabsTrigger value="gstr3b">GSTR-3B</TabsTrigger>
            <TabsTrigger value="gstr2b">GSTR-2B reconciliation</TabsTrigger>
            {einvoicesTab && <TabsTrigger value="einvoices">e-Invoices</TabsTrigger>}
          </TabsList>
          <TabsContent value="gstr3b">
            <Gstr3b companyId={companyId} companyName={companyName} period={period} />
          </TabsContent>
          <TabsContent value="gstr2b">
            <ReconciliationView companyId={companyId} period={period} />
          </TabsContent>
          {einvoicesTab && (
            <TabsContent value="einvoices">{einvoicesTab({ from: days.start, to: days.end })}</TabsContent>
          )}
        </Tabs>
      ) : (
        <EmptyState icon={Landmark} title="No company yet" text="Create a company to file its returns." />
      )}
    </div>
  );
}

function Gstr3b({ companyId, companyName, period }: { companyId: string; companyName: string; period: ReturnPeriod }) {
  const query = useGstr3b(companyId, period);
  const [shown, setShown] = useState<{ figure: Gstr3bFigure; title: string } | null>(null);
  if (query.isError && !query.data) return <ListError error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <Skeleton aria-label="Loading" className="h-96 w-full" />;
  const doc = query.data;
  const download = () => {
    const file = new Blob([JSON.stringify(doc.return, null, 2)], { type: 'application/json' });
    saveBlob(file, `GSTR3B_${doc.return.gstin || 'unregistered'}_${doc.return.ret_period}.json`);
  };
  const days = returnPeriodOf(period.financialYear, period.month, period.frequency);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-end gap-3">
        <StatementExport
          companyName={companyName}
          query={{ company_id: companyId, view: 'gstr3b', start_date: days.start, end_date: days.end }}
          table={gstr3bTable(doc, days.label)}
        />
        <Button variant="outline" onClick={download}>
          <FileDown /> Download JSON for the GST portal
        </Button>
      </div>
      <Gstr3bTables doc={doc} onOpen={(figure, title) => setShown({ figure, title })} />
      <Gstr1Check companyId={companyId} period={period} gstin={doc.return.gstin} code={doc.return.ret_period} />
      <Gstr3bVouchersSheet
        companyId={companyId}
        period={period}
        figure={shown?.figure ?? null}
        title={shown?.title ?? ''}
        onClose={() => setShown(null)}
      />
    </div>
  );
}
