import { ChevronDown, Plus } from 'lucide-react';
import { useState } from 'react';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { isNoteType } from '@app/shared/books/voucher-types';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ListExport } from '@/components/list-export';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { VoucherPdfSheet } from '@/components/pdf-preview/voucher-pdf-sheet';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { PageHeader } from '@/components/page-header';
import { useListSearch } from '@/hooks/use-list-search';
import { useIsPhone } from '@/hooks/use-media-query';
import { useSelection } from '@/hooks/use-selection';
import { failureMessage } from '@/lib/failure-message';
import { periodOf } from '@/lib/search-params';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { useDeleteInvoice } from '../api/delete-invoice';
import { fetchInvoicesCsv } from '../api/export-invoices';
import { useInvoices } from '../api/list-invoices';
import { INVOICE_SEARCH_DEFAULTS, type DirectoryPathType, type InvoiceSearch } from '../invoice-search';
import { INVOICE_MESSAGES, NOTE_MESSAGES } from '../messages';
import { InvoiceCards } from './invoice-cards';
import { InvoiceFilters } from './invoice-filters';
import { InvoicesTable } from './invoices-table';

export interface InvoicesPageProps {
  /** The current company's id; null without one. */
  companyId: string | null;
  /** The company's tax setting: its invoices print as tax invoices. */
  taxEnabled: boolean;
  search: InvoiceSearch;
  onSearchChange: (search: InvoiceSearch) => void;
  /** Opens /invoices/create/{type} (a note's type opens the note form, to pick its invoice). */
  onCreate: (type: DirectoryPathType) => void;
}

/** Spec 2, Invoices Directory (/invoices): the company's sales and purchase invoices of a period. */
export function InvoicesPage({ companyId, taxEnabled, search, onSearchChange, onCreate }: InvoicesPageProps) {
  const query = useInvoices(companyId ?? undefined, search);
  const access = useCompanyAccess();
  const deletion = useDeleteInvoice(companyId ?? '');
  const { selected, select, clear } = useSelection();
  const [deleting, setDeleting] = useState<VoucherRow | null>(null);
  const [printing, setPrinting] = useState<VoucherRow | null>(null);
  const [resets, setResets] = useState(0);
  const { data } = query;
  const phone = useIsPhone();
  const { start, end } = periodOf(search);
  const deletingNote = deleting && isNoteType(deleting.voucher_type) ? deleting.voucher_type : undefined;

  const { change, changePage } = useListSearch(search, onSearchChange, data);

  const create = (type: DirectoryPathType) => {
    if (!companyId) notify.error(INVOICE_MESSAGES.noCompany);
    else onCreate(type);
  };
  const remove = (row: VoucherRow) =>
    deletion.mutate(row._id, {
      onSuccess: () => {
        const type = row.voucher_type;
        notify.success(isNoteType(type) ? NOTE_MESSAGES.cancelled(type) : INVOICE_MESSAGES.deleted);
        select([row._id], false);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Invoices Directory"
        badge={
          data && (
            <Badge variant="secondary" aria-label={`${data.meta.total} invoices`}>
              {data.meta.total}
            </Badge>
          )
        }
      >
        {access.mayPost('Sales') && (
          <Button onClick={() => create('sales')}>
            <Plus /> Add Sales
          </Button>
        )}
        {access.mayPost('Purchase') && (
          <Button variant="outline" onClick={() => create('purchase')}>
            <Plus /> Add Purchase
          </Button>
        )}
        {access.mayPost('Credit Note') && (
          <DropdownMenu modal={false}>
            <DropdownMenuTrigger asChild>
              <Button variant="outline">
                <Plus /> Add Note <ChevronDown />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end">
              <DropdownMenuItem onSelect={() => create('credit-note')}>Credit Note (sales return)</DropdownMenuItem>
              <DropdownMenuItem onSelect={() => create('debit-note')}>Debit Note (purchase return)</DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
        )}
        {companyId && (
          <ListExport
            fetchFile={() => fetchInvoicesCsv(companyId, { ...search, start, end })}
            fileName="invoices.csv"
            disabled={!data || data.meta.total === 0}
          />
        )}
      </PageHeader>
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
          <Button variant="link" size="sm" className="h-auto p-0" onClick={clear}>
            Clear selection
          </Button>
        </div>
      )}
      {query.isError && !data ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {phone ? (
            <InvoiceCards
              rows={companyId ? data?.docs : []}
              meta={data?.meta}
              onDelete={setDeleting}
              onPrint={setPrinting}
            />
          ) : (
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
              onPrint={setPrinting}
            />
          )}
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deletingNote ? deletingNote.toLowerCase() : 'invoice'} ${deleting?.voucher_number ?? ''}?`}
        description={
          deletingNote
            ? NOTE_MESSAGES.cancelConfirm(deletingNote, deleting?.against_number ?? undefined)
            : INVOICE_MESSAGES.deleteConfirm
        }
        confirmLabel="Delete"
        onConfirm={() => {
          if (deleting) remove(deleting);
          setDeleting(null);
        }}
      />
      {companyId && (
        <VoucherPdfSheet
          companyId={companyId}
          taxEnabled={taxEnabled}
          voucher={printing}
          onClose={() => setPrinting(null)}
        />
      )}
    </div>
  );
}
