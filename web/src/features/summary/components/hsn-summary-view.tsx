import { Link } from '@tanstack/react-router';
import { Hash } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListExport } from '@/components/list-export';
import { Button } from '@/components/ui/button';
import { fetchHsnSummary, useHsnSummary } from '../api/get-hsn-summary';
import { SUMMARY_MESSAGES } from '../messages';
import { HSN_CSV_COLUMNS, summaryExportNames } from '../summary-csv';
import { summarySortField } from '../summary-search';
import { HsnSummaryTable } from './hsn-summary-table';
import { rowOffset, SummaryList, type SummaryViewProps } from './summary-list';

/** Spec 2, HSN-wise (the default view): sales per HSN code and tax rate. */
export function HsnSummaryView({ query, period, filters, onSort, onPageChange }: SummaryViewProps) {
  const list = useHsnSummary(query);
  return (
    <SummaryList
      list={list}
      query={query}
      filters={filters}
      onPageChange={onPageChange}
      action={
        <ListExport
          {...summaryExportNames('hsn', period)}
          columns={HSN_CSV_COLUMNS}
          fetchPage={(page_no, limit) => fetchHsnSummary({ ...query, page_no, limit })}
          disabled={!list.data?.meta.total}
        />
      }
      empty={
        <EmptyState icon={Hash} title={SUMMARY_MESSAGES.emptyHsn} text={SUMMARY_MESSAGES.emptyHint}>
          <Button variant="outline" asChild>
            <Link to="/products">View All Items</Link>
          </Button>
        </EmptyState>
      }
    >
      <HsnSummaryTable
        summary={list.data}
        query={query}
        offset={rowOffset(query)}
        sort={summarySortField('hsn', query.sortField)}
        order={query.sortOrder}
        onSort={onSort}
      />
    </SummaryList>
  );
}
