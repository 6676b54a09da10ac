import { PeriodFields } from '@/components/period-fields';
import { FilterSelect, PageSizeSelect } from '@/components/filter-field';
import { countSet, ListFilters } from '@/components/list-filters';
import { SearchBox } from '@/components/search-box';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { INVOICE_SEARCH_DEFAULTS, type InvoiceSearch } from '../invoice-search';
import { VOUCHER_PAGE_SIZES } from '@app/shared/lists';

const TYPE_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'sales', label: 'Sales' },
  { value: 'purchase', label: 'Purchase' },
  { value: 'credit-note', label: 'Credit Note' },
  { value: 'debit-note', label: 'Debit Note' },
];

/** Issue 19: what is still due on them. */
const STATUS_OPTIONS = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Unpaid' },
  { value: 'overdue', label: 'Overdue' },
];

interface InvoiceFiltersProps {
  search: InvoiceSearch;
  /** The period shown (the URL's dates or this month so far). */
  start: string;
  end: string;
  onChange: (patch: Partial<InvoiceSearch>) => void;
  onReset: () => void;
}

/** Spec 2: search, Start Date, End Date, type, rows, our Show cancelled and Status (issue 19), and Reset Filters. */
/** Reset Filters also remounts these (a new key), so boxes holding half-typed text start afresh. */
export function InvoiceFilters({ search, start, end, onChange, onReset }: InvoiceFiltersProps) {
  return (
    <ListFilters
      search={
        <SearchBox
          value={search.search ?? ''}
          placeholder="Search by name, type..."
          onSearch={(text) => onChange({ search: text || undefined, page: 1 })}
        />
      }
      active={countSet(
        !!(search.start ?? search.end),
        search.type !== INVOICE_SEARCH_DEFAULTS.type,
        search.size !== INVOICE_SEARCH_DEFAULTS.size,
        search.cancelled,
        search.status !== INVOICE_SEARCH_DEFAULTS.status,
      )}
      onReset={onReset}
    >
      {search.status === 'overdue' ? (
        // Overdue lists every invoice past its due date, whatever its date: no period to pick.
        <p className="text-muted-foreground flex h-9 items-center text-sm">Any date: every invoice past its due date</p>
      ) : (
        <PeriodFields id="invoices" start={start} end={end} onChange={(date) => onChange({ ...date, page: 1 })} />
      )}
      <FilterSelect
        id="invoices-status"
        label="Status"
        value={search.status}
        onChange={(status) => onChange({ status: status as InvoiceSearch['status'], page: 1 })}
        options={STATUS_OPTIONS}
        className="w-36"
      />
      <FilterSelect
        id="invoices-type"
        label="Type"
        value={search.type}
        onChange={(type) => onChange({ type: type as InvoiceSearch['type'], page: 1 })}
        options={TYPE_OPTIONS}
        className="w-36"
      />
      <PageSizeSelect
        id="invoices-size"
        label="Show rows"
        sizes={VOUCHER_PAGE_SIZES}
        value={search.size}
        onChange={(size) => onChange({ size, page: 1 })}
      />
      <div className="flex h-9 items-center gap-2">
        <Switch
          id="invoices-cancelled"
          checked={search.cancelled}
          onCheckedChange={(cancelled) => onChange({ cancelled, page: 1 })}
        />
        <Label htmlFor="invoices-cancelled">Show cancelled</Label>
      </div>
    </ListFilters>
  );
}
