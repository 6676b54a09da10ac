import { useState } from 'react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { StatementRow } from '@app/shared/books/ledger-statement';
import { useStatement } from '../../api/list-statement';
import { ListError, ListFooter, usePageInRange } from '../../catalogue-helpers';
import { STATEMENT_SEARCH_DEFAULTS, statementPeriod, type StatementSearch } from '../../customers-search';
import { LedgerHeader } from './ledger-header';
import { StatementFilters } from './statement-filters';
import { StatementTable } from './statement-table';

export interface LedgerPageProps {
  companyId: string;
  customer: Ledger;
  search: StatementSearch;
  onSearchChange: (search: StatementSearch) => void;
  onBack: () => void;
  /** A sales or purchase row: to /invoices/{vouchar_id}. */
  onOpenInvoice: (voucherId: string) => void;
}

/** Spec 2 'Customer ledger page': one customer's vouchers of a period, with its balances. */
export function LedgerPage({ companyId, customer, search, onSearchChange, onBack, onOpenInvoice }: LedgerPageProps) {
  const query = useStatement(companyId, customer._id, search);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [resets, setResets] = useState(0);
  const { data } = query;
  const period = statementPeriod(search);

  const change = (patch: Partial<StatementSearch>) => {
    // A selection belongs to the rows it was made on.
    setSelected(new Set());
    onSearchChange({ ...search, ...patch });
  };
  const changePage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, changePage);

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
      {query.isError && !data ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          {selected.size > 0 && (
            <p role="status" className="text-muted-foreground -mb-3 text-sm">
              {selected.size} selected
            </p>
          )}
          <StatementTable
            rows={data?.docs}
            firstNumber={(search.page - 1) * search.size + 1}
            balances={data?.meta}
            selected={selected}
            onSelect={setSelected}
            onOpen={(row: StatementRow) => onOpenInvoice(row.vouchar_id)}
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
    </div>
  );
}
