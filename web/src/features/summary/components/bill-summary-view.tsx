import { Link } from '@tanstack/react-router';
import { FileText } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListExport } from '@/components/list-export';
import { Button } from '@/components/ui/button';
import { fetchBillSummary, useBillSummary } from '../api/get-invoice-summary';
import { SUMMARY_MESSAGES } from '../messages';
import { BILL_CSV_COLUMNS, summaryExportNames } from '../summary-csv';
import { summarySortField } from '../summary-search';
import { BillSummaryTable } from './bill-summary-table';
import { rowOffset, SummaryList, type SummaryViewProps } from './summary-list';

/** Spec 2, Bill-wise: each sales invoice of the period. */
export function BillSummaryView({ query, period, filters, onSort, onPageChange }: SummaryViewProps) {
  const list = useBillSummary(query);
  return (
    <SummaryList
      list={list}
      query={query}
      filters={filters}
      onPageChange={onPageChange}
      action={
        <ListExport
          {...summaryExportNames('bill', period)}
          columns={BILL_CSV_COLUMNS}
          fetchPage={(page_no, limit) => fetchBillSummary({ ...query, page_no, limit })}
          disabled={!list.data?.meta.total}
        />
      }
      empty={
        <EmptyState icon={FileText} title={SUMMARY_MESSAGES.emptyBill} text={SUMMARY_MESSAGES.emptyHint}>
          <Button variant="outline" asChild>
            <Link to="/invoices">View All Invoices</Link>
          </Button>
        </EmptyState>
      }
    >
      <BillSummaryTable
        summary={list.data}
        offset={rowOffset(query)}
        sort={summarySortField('bill', query.sortField)}
        order={query.sortOrder}
        onSort={onSort}
      />
    </SummaryList>
  );
}
