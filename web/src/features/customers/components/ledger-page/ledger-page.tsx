import { useState } from 'react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { StatementRow } from '@app/shared/books/ledger-statement';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { useListSearch } from '@/hooks/use-list-search';
import { useIsPhone } from '@/hooks/use-media-query';
import { useSelection } from '@/hooks/use-selection';
import { periodOf } from '@/lib/search-params';
import { useStatement } from '../../api/list-statement';
import { STATEMENT_SEARCH_DEFAULTS, type StatementSearch } from '../../customers-search';
import { LedgerHeader } from './ledger-header';
import { StatementCards } from './statement-cards';
import { StatementFilters } from './statement-filters';
import { StatementExport } from '@/components/statement-export';
import { useCompanyAccess } from '@/lib/company-access';
import { StatementTable } from './statement-table';

export interface LedgerPageProps {
  companyId: string;
  /** Heads the Excel file of the statement. */
  companyName: string;
  customer: Ledger;
  search: StatementSearch;
  onSearchChange: (search: StatementSearch) => void;
  onBack: () => void;
  /** A sales or purchase row: to /invoices/{vouchar_id}. */
  onOpenInvoice: (voucherId: string) => void;
}

/** Spec 2 'Customer ledger page': one customer's vouchers of a period, with its balances. */
export function LedgerPage({
  companyId,
  companyName,
  customer,
  search,
  onSearchChange,
  onBack,
  onOpenInvoice,
}: LedgerPageProps) {
  const access = useCompanyAccess();
  const query = useStatement(companyId, customer._id, search);
  const { selected, select, clear } = useSelection();
  const [resets, setResets] = useState(0);
  const { data } = query;
  const period = periodOf(search);
  const phone = useIsPhone();
  const open = (row: StatementRow) => onOpenInvoice(row.vouchar_id);

  const { change, changePage } = useListSearch(
    search,
    (next) => {
      // A selection belongs to the rows it was made on.
      clear();
      onSearchChange(next);
    },
    data,
  );

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <LedgerHeader customer={customer} onBack={onBack} />
      <StatementFilters
        key={resets}
        search={search}
        period={period}
        onChange={change}
        onReset={() => {
          setResets((n) => n + 1);
          change({
            ...STATEMENT_SEARCH_DEFAULTS,
            search: undefined,
            type: undefined,
            start: undefined,
            end: undefined,
          });
        }}
      />
      {access.can('reports') && (
        // Issue 32: the statement of the period, whole, as the accountant files it (the cash and
        // bank books are the cash and bank ledgers' statements).
        <div className="flex justify-end">
          <StatementExport
            companyName={companyName}
            query={{
              company_id: companyId,
              view: 'ledger',
              ledger_id: customer._id,
              start_date: period.start,
              end_date: period.end,
            }}
          />
        </div>
      )}
      {query.isError && !data ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {selected.size > 0 && (
            <p role="status" className="text-muted-foreground -mb-3 text-sm">
              {selected.size} selected
            </p>
          )}
          {phone ? (
            <StatementCards rows={data?.docs} balances={data?.meta} onOpen={open} />
          ) : (
            <StatementTable
              rows={data?.docs}
              firstNumber={(search.page - 1) * search.size + 1}
              balances={data?.meta}
              selected={selected}
              onSelect={select}
              onOpen={open}
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
    </div>
  );
}
