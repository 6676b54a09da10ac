import { CalendarClock } from 'lucide-react';
import { DEFAULT_EXPIRY_ALERT_DAYS } from '@app/shared/catalogue/batches';
import { EmptyState } from '@/components/empty-state';
import { FilterSelect } from '@/components/filter-field';
import { ListError } from '@/components/list-error';
import { useIsPhone } from '@/hooks/use-media-query';
import { useExpiringBatches } from '../api/list-expiring-batches';
import { EXPIRY_FILTER_LABELS, type ExpiryFilter } from '../inventory-search';
import { ExpiringCards } from './expiring-cards';
import { ExpiringTable } from './expiring-table';
import { EXPIRY_FILTERS } from '@app/shared/lists';

/** What an empty Expiring tab says, by its filter, for the company's alert window. */
function emptyText(filter: ExpiryFilter, windowText: string): { title: string; text: string } {
  if (filter === 'expired') {
    return { title: 'No expired batches in stock', text: `Batches expiring in ${windowText} are under Expiring soon.` };
  }
  return {
    title: `No batches expire in ${windowText}`,
    text: filter === 'all' ? 'Nothing in stock has expired either.' : 'Expired batches are under Expired.',
  };
}

interface ExpiringTabProps {
  companyId: string | undefined;
  filter: ExpiryFilter;
  onFilter: (filter: ExpiryFilter) => void;
  /** The company's expiry alert (days), which the server lists batches by. */
  alertDays?: number;
}

/**
 * Issue 18, Inventory's Expiring tab: batches in stock that have expired or expire within the
 * alert window, first expiring first, narrowed to expired or expiring soon by the filter; a table,
 * or on a phone a card per batch.
 */
export function ExpiringTab({ companyId, filter, onFilter, alertDays = DEFAULT_EXPIRY_ALERT_DAYS }: ExpiringTabProps) {
  const query = useExpiringBatches(companyId, filter);
  const batches = query.data;
  const windowText = `the next ${alertDays} days`;
  const empty = emptyText(filter, windowText);
  const phone = useIsPhone();
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <FilterSelect
          id="filter-expiry"
          label="Show"
          value={filter}
          onChange={(value) => onFilter(value as ExpiryFilter)}
          options={EXPIRY_FILTERS.map((value) => ({ value, label: EXPIRY_FILTER_LABELS[value] }))}
          className="w-44"
        />
        <p className="text-muted-foreground pb-2 text-sm">
          Batches in stock that have expired or expire in {windowText}, first expiring first.
        </p>
      </div>
      {query.isError && !batches ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : !companyId || batches?.length === 0 ? (
        <EmptyState icon={CalendarClock} title={empty.title} text={empty.text} />
      ) : phone ? (
        <ExpiringCards batches={batches} />
      ) : (
        <ExpiringTable batches={batches} />
      )}
    </div>
  );
}
