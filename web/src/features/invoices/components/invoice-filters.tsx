import { RotateCcw } from 'lucide-react';
import { VOUCHER_PAGE_SIZES } from '@app/shared/books/voucher-list-query';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { SearchBox } from '../from-catalogue';
import type { InvoiceSearch } from '../invoice-search';
import { DateField } from './date-field';

const ISO = /^\d{4}-\d{2}-\d{2}$/;

interface InvoiceFiltersProps {
  search: InvoiceSearch;
  /** The period shown (the URL's dates or this month so far). */
  start: string;
  end: string;
  onChange: (patch: Partial<InvoiceSearch>) => void;
  onReset: () => void;
}

/** Spec 2: search, Start Date, End Date, type, rows, our Show cancelled, and Reset Filters. */
/** Reset Filters also remounts these (a new key), so boxes holding half-typed text start afresh. */
export function InvoiceFilters({ search, start, end, onChange, onReset }: InvoiceFiltersProps) {
  // A date applies once it is a whole date; half-typed text waits in its box.
  const date = (key: 'start' | 'end') => (value: string) => {
    if (ISO.test(value)) onChange({ [key]: value, page: 1 });
  };
  return (
    <div className="flex flex-col gap-3">
      <SearchBox
        value={search.search ?? ''}
        placeholder="Search by name, type..."
        onSearch={(text) => onChange({ search: text || undefined, page: 1 })}
      />
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <Label htmlFor="invoices-start" className="text-muted-foreground text-xs">
            Start Date
          </Label>
          <DateField id="invoices-start" value={start} max={end} onChange={date('start')} className="w-44" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="invoices-end" className="text-muted-foreground text-xs">
            End Date
          </Label>
          <DateField id="invoices-end" value={end} min={start} onChange={date('end')} className="w-44" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="invoices-type" className="text-muted-foreground text-xs">
            Type
          </Label>
          <Select
            value={search.type}
            onValueChange={(type) => onChange({ type: type as InvoiceSearch['type'], page: 1 })}
          >
            <SelectTrigger id="invoices-type" className="w-32">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All</SelectItem>
              <SelectItem value="sales">Sales</SelectItem>
              <SelectItem value="purchase">Purchase</SelectItem>
            </SelectContent>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="invoices-size" className="text-muted-foreground text-xs">
            Show rows
          </Label>
          <Select
            value={String(search.size)}
            onValueChange={(size) => onChange({ size: Number(size) as InvoiceSearch['size'], page: 1 })}
          >
            <SelectTrigger id="invoices-size" className="w-20">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {VOUCHER_PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex h-9 items-center gap-2">
          <Switch
            id="invoices-cancelled"
            checked={search.cancelled}
            onCheckedChange={(cancelled) => onChange({ cancelled, page: 1 })}
          />
          <Label htmlFor="invoices-cancelled">Show cancelled</Label>
        </div>
        <Button variant="outline" onClick={onReset} className="sm:ml-auto">
          <RotateCcw /> Reset Filters
        </Button>
      </div>
    </div>
  );
}
