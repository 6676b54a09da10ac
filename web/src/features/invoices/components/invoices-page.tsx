import { Plus } from 'lucide-react';
import { useState } from 'react';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useDeleteInvoice } from '../api/delete-invoice';
import { useInvoices } from '../api/list-invoices';
import { failureMessage, ListError, ListFooter, usePageInRange } from '../from-catalogue';
import { INVOICE_SEARCH_DEFAULTS, periodOf, type InvoicePathType, type InvoiceSearch } from '../invoice-search';
import { INVOICE_MESSAGES } from '../messages';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceFilters } from './invoice-filters';
import { InvoicesTable } from './invoices-table';

export interface InvoicesPageProps {
  /** The current company's id; null without one. */
  companyId: string | null;
  search: InvoiceSearch;
  onSearchChange: (search: InvoiceSearch) => void;
  /** Opens /invoices/create/{type}. */
  onCreate: (type: InvoicePathType) => void;
}

/** Spec 2, Invoices Directory (/invoices): the company's sales and purchase invoices of a period. */
export function InvoicesPage({ companyId, search, onSearchChange, onCreate }: InvoicesPageProps) {
  const query = useInvoices(companyId ?? undefined, search);
  const deletion = useDeleteInvoice(companyId ?? '');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleting, setDeleting] = useState<VoucherRow | null>(null);
  const [resets, setResets] = useState(0);
  const { data } = query;
  const { start, end } = periodOf(search);

  const change = (patch: Partial<InvoiceSearch>) => onSearchChange({ ...search, ...patch });
  const changePage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, changePage);

  const create = (type: InvoicePathType) => {
    if (!companyId) notify.error(INVOICE_MESSAGES.noCompany);
    else onCreate(type);
  };
  const select = (ids: string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  const remove = (row: VoucherRow) =>
    deletion.mutate(row._id, {
      onSuccess: () => {
        notify.success(INVOICE_MESSAGES.deleted);
        select([row._id], false);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <div className="flex min-w-0 flex-1 items-center gap-3">
          <h1 className="text-2xl font-semibold">Invoices Directory</h1>
          {data && (
            <Badge variant="secondary" aria-label={`${data.meta.total} invoices`}>
              {data.meta.total}
            </Badge>
          )}
        </div>
        <Button onClick={() => create('sales')}>
          <Plus /> Add Sales
        </Button>
        <Button variant="outline" onClick={() => create('purchase')}>
          <Plus /> Add Purchase
        </Button>
      </div>
      <InvoiceFilters
        key={resets}
        search={search}
        start={start}
        end={end}
        onChange={change}
        onReset={() => {
          setResets((n) => n + 1);
          onSearchChange({ ...INVOICE_SEARCH_DEFAULTS });
        }}
      />
      {selected.size > 0 && (
        <div className="flex items-center gap-2 text-sm">
          <span>{selected.size} selected</span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}
      {query.isError && !data ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <InvoicesTable
            rows={companyId ? data?.docs : []}
            meta={data?.meta}
            firstNumber={(search.page - 1) * search.size + 1}
            sort={search.sort}
            order={search.order}
            onSort={(sort, order) => change({ sort, order, page: 1 })}
            selected={selected}
            onSelect={select}
            onDelete={setDeleting}
          />
          {data && data.meta.total > 0 && (
            <ListFooter
              page={search.page}
              size={search.size}
              total={data.meta.total}
              noun="invoices"
              onPageChange={changePage}
            />
          )}
        </>
      )}
      <DeleteInvoiceDialog
        number={deleting?.voucher_number ?? null}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) remove(deleting);
          setDeleting(null);
        }}
      />
    </div>
  );
}
