import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ListBody } from '@/components/list-body';
import { usePageInRange } from '@/hooks/use-page-in-range';
import type { SummaryListQuery } from '../api/summary-query';
import type { SummaryPeriod } from '../summary-search';
import { SummaryFilters, type SummaryFiltersProps } from './summary-filters';

/** What every summary view gets from the page: its list's query, the filters, and the way to page and sort. */
export interface SummaryViewProps {
  query: SummaryListQuery;
  period: SummaryPeriod;
  filters: SummaryFiltersProps;
  onSort: (sort: string, order: 1 | -1) => void;
  onPageChange: (page: number) => void;
}

/** Sr. No. continues across pages: the first row's number less one. */
export const rowOffset = (query: SummaryListQuery) => (query.page_no - 1) * query.limit;

interface SummaryListProps {
  list: UseQueryResult<{ docs: readonly unknown[]; meta: { total: number } }>;
  query: SummaryListQuery;
  filters: SummaryFiltersProps;
  /** The table's Export CSV. */
  action: ReactNode;
  /** What an empty list shows (spec 2: each view's words and link). */
  empty: ReactNode;
  onPageChange: SummaryViewProps['onPageChange'];
  /** The table, which shows skeleton rows until the first page arrives. */
  children: ReactNode;
}

/**
 * A summary view's frame: the filters with its export, then the table and its pagination ('items'),
 * or what the list says when it failed or is empty.
 */
export function SummaryList({ list, query, filters, action, empty, onPageChange, children }: SummaryListProps) {
  const { data } = list;
  usePageInRange(data?.meta, data?.docs.length, query.page_no, query.limit, onPageChange);
  return (
    <div className="flex flex-col gap-4">
      <SummaryFilters
        // Reset Filters remounts the date boxes, so half-typed dates start afresh.
        key={filters.search.start === undefined && filters.search.end === undefined ? 'default' : 'chosen'}
        {...filters}
        action={action}
      />
      <ListBody
        list={list}
        page={query.page_no}
        size={query.limit}
        noun="items"
        onPageChange={onPageChange}
        empty={empty}
      >
        {children}
      </ListBody>
    </div>
  );
}
