import { ArrowLeft, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { PartyGroup } from '@app/shared/books/ledgers';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/list-customers';
import { ListError, ListFooter, failureMessage, usePageInRange } from '../catalogue-helpers';
import { CUSTOMERS_SEARCH_DEFAULTS, type CustomerSortField, type CustomersSearch } from '../customers-search';
import { CUSTOMER_MESSAGES } from '../messages';
import type { TransactionKind } from '../receipt-form';
import { CustomerFilters } from './customer-filters';
import { CustomersTable } from './customers-table';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { EmptyState } from './empty-state';
import { ReceiptPaymentSheet } from './receipt-panel/receipt-payment-sheet';

export interface CustomersPageProps {
  /** The current company's id, or null when the user has none yet. */
  companyId: string | null;
  search: CustomersSearch;
  onSearchChange: (search: CustomersSearch) => void;
  onBack: () => void;
  /** Add Debtors / Add Creditors (spec 2: /customers/create/debtors and /creditors). */
  onAdd: (group: PartyGroup) => void;
  /** After a receipt or payment from the panel (spec 2: to /transactions). */
  onRecorded: () => void;
}

/** Spec 2 'Customers Directory': the company's debtors and creditors, with their balances. */
export function CustomersPage({ companyId, search, onSearchChange, onBack, onAdd, onRecorded }: CustomersPageProps) {
  const query = useCustomers(companyId ?? undefined, search);
  const deletion = useDeleteCustomer(companyId ?? '');
  const [deleting, setDeleting] = useState<Ledger | null>(null);
  const [panel, setPanel] = useState<{ kind: TransactionKind; customer: Ledger; open: boolean } | null>(null);
  const [resets, setResets] = useState(0);
  const { data } = query;

  const change = (patch: Partial<CustomersSearch>) => onSearchChange({ ...search, ...patch });
  const changePage = (page: number) => {
    change({ page });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  usePageInRange(data?.meta, data?.docs.length, search.page, search.size, changePage);

  const needCompany = (action: () => void) => () => {
    if (!companyId) notify.error(CUSTOMER_MESSAGES.noCompany);
    else action();
  };
  const sorting = {
    sort: search.sort,
    order: search.order,
    onSort: (sort: CustomerSortField, order: 1 | -1) => change({ sort, order, page: 1 }),
  };
  const confirmDelete = (customer: Ledger) => {
    setDeleting(null);
    deletion.mutate(customer._id, {
      onSuccess: () => notify.success(CUSTOMER_MESSAGES.deleted(customer.ledger_name)),
      // A 409 (vouchers use it, a default ledger) says why in the server's words.
      onError: (error) => notify.error(failureMessage(error, CUSTOMER_MESSAGES.deleteFailed)),
    });
  };
  const filtered = !!(search.search ?? search.state ?? search.type);

  let body;
  if (query.isError && !data) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (companyId && query.isLoading) {
    body = (
      <CustomersTable customers={undefined} sorting={sorting} onRecord={() => undefined} onDelete={() => undefined} />
    );
  } else if (!data || data.meta.total === 0) {
    body = (
      <EmptyState
        icon={Users}
        title={CUSTOMER_MESSAGES.noCustomers}
        text={
          filtered
            ? 'Nothing matches your search or filters.'
            : 'Add the customers you sell to (Debtors) and the suppliers you buy from (Creditors).'
        }
      />
    );
  } else {
    body = (
      <>
        <CustomersTable
          customers={data.docs}
          sorting={sorting}
          onRecord={(customer, kind) => setPanel({ customer, kind, open: true })}
          onDelete={setDeleting}
        />
        <ListFooter
          page={search.page}
          size={search.size}
          total={data.meta.total}
          noun="customers"
          onPageChange={changePage}
        />
      </>
    );
  }

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={onBack}>
          <ArrowLeft /> Back
        </Button>
        <div className="order-last w-full min-w-0 sm:order-none sm:w-auto sm:flex-1">
          <h1 className="text-2xl font-semibold">Customers</h1>
          <p className="text-muted-foreground text-sm">Your debtors and creditors, and what each owes.</p>
        </div>
        <div className="ml-auto flex gap-2">
          <Button variant="outline" onClick={needCompany(() => onAdd('Creditors'))}>
            <Plus /> Add Creditors
          </Button>
          <Button onClick={needCompany(() => onAdd('Debtors'))}>
            <Plus /> Add Debtors
          </Button>
        </div>
      </div>
      <CustomerFilters
        key={resets}
        search={search}
        states={data?.meta.unique ?? []}
        onChange={change}
        onReset={() => {
          setResets((n) => n + 1);
          onSearchChange({ ...CUSTOMERS_SEARCH_DEFAULTS });
        }}
      />
      {body}
      <DeleteCustomerDialog
        customer={deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        onConfirm={confirmDelete}
      />
      {companyId && panel && (
        <ReceiptPaymentSheet
          open={panel.open}
          onOpenChange={(open) => setPanel({ ...panel, open })}
          kind={panel.kind}
          customer={panel.customer}
          companyId={companyId}
          onRecorded={onRecorded}
        />
      )}
    </div>
  );
}
