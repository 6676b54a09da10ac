import { Link } from '@tanstack/react-router';
import { Landmark } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { Gstr1Download } from './gstr1-download';
import { SearchBox } from '@/components/search-box';
import { Badge } from '@/components/ui/badge';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useListSearch } from '@/hooks/use-list-search';
import { useIsPhone } from '@/hooks/use-media-query';
import { useSummaryStats } from '../api/get-summary-stats';
import { summaryListQuery } from '../api/summary-query';
import {
  freshSummarySearch,
  summaryPeriod,
  SUMMARY_TYPE_LABELS,
  SUMMARY_TYPES,
  type SummarySearch,
  type SummaryType,
} from '../summary-search';
import { BillSummaryView } from './bill-summary-view';
import { CustomerSummaryView } from './customer-summary-view';
import { HsnSummaryView } from './hsn-summary-view';
import type { SummaryViewProps } from './summary-list';
import { SummaryStats } from './summary-stats';

const VIEWS: Record<SummaryType, (props: SummaryViewProps) => React.JSX.Element> = {
  hsn: HsnSummaryView,
  customer: CustomerSummaryView,
  bill: BillSummaryView,
};

export interface SummaryPageProps {
  companyId: string;
  search: SummarySearch;
  onSearchChange: (search: SummarySearch) => void;
  onBack: () => void;
}

/**
 * Spec 2, Summary (/summary, tax on): the period's sales for GST returns: five stat cards, then by
 * HSN code, by customer or by bill (the Summary Type switch), searched and filtered by period.
 */
export function SummaryPage({ companyId, search, onSearchChange, onBack }: SummaryPageProps) {
  const period = summaryPeriod(search);
  const stats = useSummaryStats(companyId, period);
  const query = summaryListQuery(companyId, search.type, search, period);
  const { change, changePage } = useListSearch(search, onSearchChange);
  const View = VIEWS[search.type];
  const phone = useIsPhone();
  // By the Summary Type switch on a desktop; on a phone beside the Filters button.
  const searchBox = (
    <SearchBox
      value={search.search ?? ''}
      placeholder="Search by product name, HSN, or category..."
      onSearch={(text) => change({ search: text || undefined, page: 1 })}
    />
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Summary"
        // Spec 2: a chip shows the active view.
        badge={<Badge variant="secondary">{SUMMARY_TYPE_LABELS[search.type]}</Badge>}
        description="Sales by HSN/SAC code, customer and bill, with their tax, for your GST returns."
        onBack={onBack}
      >
        {companyId && <Gstr1Download companyId={companyId} periodEnd={period.end} />}
        {companyId && (
          // Issue 33: the month's summary return, from the same books.
          <Button variant="outline" asChild>
            <Link to="/gst-returns">
              <Landmark /> GSTR-3B
            </Link>
          </Button>
        )}
      </PageHeader>
      <SummaryStats stats={stats.data} loading={stats.isLoading} />
      <Tabs
        value={search.type}
        // Another view has its own sort fields: it opens on its first page in its default sort.
        onValueChange={(type) => change({ type: type as SummaryType, page: 1, sort: undefined, order: 1 })}
        className="gap-4"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
          <TabsList aria-label="Summary Type" className="grid h-auto w-full grid-cols-3 sm:inline-flex sm:w-fit">
            {SUMMARY_TYPES.map((type) => (
              <TabsTrigger key={type} value={type} className="px-4">
                {SUMMARY_TYPE_LABELS[type]}
              </TabsTrigger>
            ))}
          </TabsList>
          {!phone && searchBox}
        </div>
        <TabsContent value={search.type}>
          <View
            query={query}
            period={period}
            filters={{
              searchBox: phone ? searchBox : undefined,
              search,
              period,
              onChange: change,
              onReset: () => onSearchChange(freshSummarySearch(search.type)),
            }}
            onSort={(sort, order) => change({ sort, order, page: 1 })}
            onPageChange={changePage}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}
