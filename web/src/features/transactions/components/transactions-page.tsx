import { ArrowDownLeft, ArrowUpRight, ChevronDown, Inbox, Plus } from 'lucide-react';
import { useState } from 'react';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { indianDate as todayInIndia } from '@app/shared/financial-year';
import { ListExport } from '@/components/list-export';
import { StatementExport } from '@/components/statement-export';
import { ListBody } from '@/components/list-body';
import { PageHeader } from '@/components/page-header';
import { VoucherPdfSheet } from '@/components/pdf-preview/voucher-pdf-sheet';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useListSearch } from '@/hooks/use-list-search';
import { useIsPhone } from '@/hooks/use-media-query';
import { useSelection } from '@/hooks/use-selection';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { useDeleteTransaction } from '../api/delete-transaction';
import { fetchTransactionsCsv } from '../api/export-transactions';
import { useTransactions } from '../api/list-transactions';
import { TRANSACTION_MESSAGES } from '../messages';
import type { JournalType } from '@app/shared/books/voucher-types';
import type { TransactionType } from '../transaction-form';
import {
  freshTransactionsSearch,
  listParamsOf,
  type TransactionSortField,
  type TransactionsSearch,
} from '../transactions-search';
import { TransactionCards } from './transaction-cards';
import { TransactionFilters } from './transaction-filters';
import { TransactionsTable } from './transactions-table';

export interface TransactionsPageProps {
  companyId: string | undefined;
  /** Heads the Day Book's Excel file. */
  companyName: string;
  /** The company's tax setting: its invoices print as tax invoices. */
  taxEnabled: boolean;
  search: TransactionsSearch;
  onSearchChange: (search: TransactionsSearch) => void;
  onBack: () => void;
  /** Opens the entry form of a new receipt or payment. */
  onAdd: (type: TransactionType | JournalType) => void;
}

/**
 * Add Receipt and Add Payment, each only for a role that may post it (issue 20); Journal and
 * Contra (issue 32) under one more button, for those who may manage the books.
 */
function AddButtons({ onAdd }: { onAdd: (type: TransactionType | JournalType) => void }) {
  const access = useCompanyAccess();
  return (
    <>
      {access.mayPost('Receipt') && (
        <Button variant="outline" onClick={() => onAdd('Receipt')}>
          <ArrowDownLeft /> Add Receipt
        </Button>
      )}
      {access.mayPost('Payment') && (
        <Button onClick={() => onAdd('Payment')}>
          <ArrowUpRight /> Add Payment
        </Button>
      )}
      {access.mayPost('Journal') && (
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <Plus /> Add Journal <ChevronDown />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAdd('Journal')}>Journal (adjustments, depreciation)</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAdd('Contra')}>Contra (cash and bank)</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </>
  );
}

/** Spec 2: the Transactions Directory: every voucher of the period, filtered, with totals. */
export function TransactionsPage(props: TransactionsPageProps) {
  const { companyId, companyName, taxEnabled, search, onSearchChange, onBack, onAdd } = props;
  const access = useCompanyAccess();
  const today = todayInIndia();
  const params = listParamsOf(search, today);
  const query = useTransactions(companyId, params);
  const deletion = useDeleteTransaction(companyId ?? '');
  const { selected, select, clear } = useSelection();
  const [resetKey, setResetKey] = useState(0);
  const [printing, setPrinting] = useState<VoucherRow | null>(null);
  const { data } = query;
  const phone = useIsPhone();

  // The selection is of the rows these filters show: other filters start with none.
  const filters = JSON.stringify({ ...params, page: undefined });
  const [selectionFilters, setSelectionFilters] = useState(filters);
  if (filters !== selectionFilters) {
    setSelectionFilters(filters);
    clear();
  }

  const { change, changePage } = useListSearch(search, onSearchChange, data);

  const add = (type: TransactionType | JournalType) => {
    if (!companyId) notify.error(TRANSACTION_MESSAGES.noCompany);
    else onAdd(type);
  };
  const remove = (row: VoucherRow) =>
    deletion.mutate(row._id, {
      onSuccess: () => {
        notify.success(TRANSACTION_MESSAGES.deleted);
        select([row._id], false);
      },
      onError: (error) => notify.error(failureMessage(error)),
    });
  const sortBy = (sort: TransactionSortField, order: 1 | -1) => change({ sort, order, page: 1 });
  const reset = () => {
    setResetKey((key) => key + 1);
    onSearchChange(freshTransactionsSearch());
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <PageHeader
        title="Transactions Directory"
        description={
          <>
            {data ? `${data.meta.total} ${data.meta.total === 1 ? 'transaction' : 'transactions'}` : ' '}
            {selected.size > 0 && ` · ${selected.size} selected`}
          </>
        }
        onBack={onBack}
      >
        {companyId && (
          <ListExport
            fetchFile={() => fetchTransactionsCsv(companyId, params)}
            fileName="transactions.csv"
            disabled={!data || data.meta.total === 0}
          />
        )}
        <AddButtons onAdd={add} />
      </PageHeader>
      <TransactionFilters
        params={params}
        today={today}
        resetKey={resetKey}
        onSearch={(text) => change({ search: text || undefined, page: 1 })}
        onPeriod={(period) => change({ ...period, page: 1 })}
        onType={(type) => change({ type, page: 1 })}
        onSize={(size) => change({ size, page: 1 })}
        onReset={reset}
      />
      {companyId && access.can('reports') && (
        // Issue 32: the directory is the Day Book; its Excel file and PDF are every voucher of the period.
        <div className="flex justify-end">
          <StatementExport
            label="Day Book"
            formats={['Excel', 'PDF']}
            companyName={companyName}
            query={{ company_id: companyId, view: 'day-book', start_date: params.from, end_date: params.to }}
          />
        </div>
      )}
      <ListBody
        list={query}
        nothingToList={!companyId}
        page={search.page}
        size={search.size}
        noun="transactions"
        onPageChange={changePage}
        empty={
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-12 text-center">
            <Inbox className="text-muted-foreground size-10" />
            <div>
              <h2 className="font-semibold">No transactions today</h2>
              <p className="text-muted-foreground text-sm">
                {search.search || search.type !== 'All'
                  ? 'Nothing matches these filters in this period.'
                  : 'Receipts, payments and invoices of this period show here.'}
              </p>
            </div>
            <div className="flex flex-wrap justify-center gap-2">
              <AddButtons onAdd={add} />
            </div>
          </div>
        }
      >
        {phone ? (
          <TransactionCards rows={data?.docs} meta={data?.meta} onDelete={remove} onPrint={setPrinting} />
        ) : (
          <TransactionsTable
            rows={data?.docs}
            meta={data?.meta}
            firstNumber={(search.page - 1) * search.size + 1}
            sort={search.sort}
            order={search.order}
            onSort={sortBy}
            selected={selected}
            onSelect={select}
            onDelete={remove}
            onPrint={setPrinting}
          />
        )}
      </ListBody>
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
