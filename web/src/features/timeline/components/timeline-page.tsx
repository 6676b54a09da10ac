import { ChartNoAxesCombined } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { ListExport } from '@/components/list-export';
import { ListBody } from '@/components/list-body';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/hooks/use-list-search';
import { fetchTimelinePage, useTimeline } from '../api/get-timeline';
import { TIMELINE_CSV_COLUMNS, timelineExportNames } from '../timeline-csv';
import { TIMELINE_MESSAGES } from '../messages';
import {
  TIMELINE_SEARCH_DEFAULTS,
  timelinePeriod,
  type TimelineSearch,
  type TimelineSortField,
} from '../timeline-search';
import { TimelineFilters } from './timeline-filters';
import { TimelineTable } from './timeline-table';

export interface TimelinePageProps {
  companyId: string | undefined;
  search: TimelineSearch;
  onSearchChange: (search: TimelineSearch) => void;
  onBack: () => void;
}

/**
 * Spec 2, Inventory Timeline (/timeline): every item's opening stock, purchases, sales, gross profit
 * and current stock over a period (the running financial year by default), with the totals row.
 */
export function TimelinePage({ companyId, search, onSearchChange, onBack }: TimelinePageProps) {
  const period = timelinePeriod(search);
  const query = useTimeline(companyId, search, period);
  const { data } = query;
  const { change, changePage } = useListSearch(search, onSearchChange, data);
  const sortBy = (sort: TimelineSortField, order: 1 | -1) => change({ sort, order, page: 1 });

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Inventory Timeline"
        description="Opening stock, purchases, sales, gross profit and closing stock of every item over a period."
        onBack={onBack}
      >
        {companyId && (
          <ListExport
            {...timelineExportNames(period)}
            columns={TIMELINE_CSV_COLUMNS}
            fetchPage={(page_no, limit) => fetchTimelinePage(companyId, search, period, { page_no, limit })}
            disabled={!data || data.meta.total === 0}
          />
        )}
      </PageHeader>
      <TimelineFilters
        // Reset Filters remounts the boxes, so half-typed dates start afresh.
        key={search.start === undefined && search.end === undefined ? 'default' : 'chosen'}
        search={search}
        start={period.start}
        end={period.end}
        onChange={change}
        onReset={() => onSearchChange({ ...TIMELINE_SEARCH_DEFAULTS })}
      />
      <ListBody
        list={query}
        nothingToList={!companyId}
        page={search.page}
        size={search.size}
        noun="items"
        onPageChange={changePage}
        empty={
          <EmptyState
            icon={ChartNoAxesCombined}
            title={TIMELINE_MESSAGES.emptyTitle}
            text={TIMELINE_MESSAGES.emptyHint}
          />
        }
      >
        <TimelineTable
          timeline={data}
          offset={(search.page - 1) * search.size}
          sort={search.sort}
          order={search.order}
          onSort={sortBy}
        />
      </ListBody>
    </div>
  );
}
