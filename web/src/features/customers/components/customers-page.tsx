import { Plus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import type { PartyGroup } from '@app/shared/books/ledgers';
import { indianDate } from '@app/shared/financial-year';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { ListExport } from '@/components/list-export';
import { ListError } from '@/components/list-error';
import { ListFooter } from '@/components/list-footer';
import { PageHeader } from '@/components/page-header';
import { Button } from '@/components/ui/button';
import { useListSearch } from '@/hooks/use-list-search';
import { useIsPhone } from '@/hooks/use-media-query';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCompanyAccess } from '@/lib/company-access';
import { useDeleteCustomer } from '../api/delete-customer';
import { fetchCustomersPage, useCustomers } from '../api/list-customers';
import { CUSTOMERS_CSV_COLUMNS, customersExportNames } from '../customers-csv';
import { CUSTOMERS_SEARCH_DEFAULTS, type CustomerSortField, type CustomersSearch } from '../customers-search';
import { CUSTOMER_MESSAGES } from '../messages';
import type { TransactionKind } from '../receipt-form';
import { CustomerCards } from './customer-cards';
import { CustomerFilters } from './customer-filters';
import { CustomersTable } from './customers-table';
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
  const access = useCompanyAccess();
  const deletion = useDeleteCustomer(companyId ?? '');
  const [deleting, setDeleting] = useState<Ledger | null>(null);
  const [panel, setPanel] = useState<{ kind: TransactionKind; customer: Ledger; open: boolean } | null>(null);
  const [resets, setResets] = useState(0);
  const { data } = query;
  const phone = useIsPhone();

  const { change, changePage } = useListSearch(search, onSearchChange, data);

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
  const record = (customer: Ledger, kind: TransactionKind) => setPanel({ customer, kind, open: true });

  let body;
  if (query.isError && !data) body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (companyId && query.isLoading) {
    body = phone ? (
      <CustomerCards customers={undefined} onRecord={() => undefined} onDelete={() => undefined} />
    ) : (
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
        {phone ? (
          <CustomerCards customers={data.docs} onRecord={record} onDelete={setDeleting} />
        ) : (
          <CustomersTable customers={data.docs} sorting={sorting} onRecord={record} onDelete={setDeleting} />
        )}
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
      <PageHeader title="Customers" description="Your debtors and creditors, and what each owes." onBack={onBack}>
        {companyId && access.can('reports') && (
          // The directory's export, as the other directories' (the Reports permission): every page.
          <ListExport
            {...customersExportNames(search.type, indianDate())}
            columns={CUSTOMERS_CSV_COLUMNS}
            fetchPage={(page_no, limit) => fetchCustomersPage(companyId, search, { page_no, limit })}
            disabled={!data || data.meta.total === 0}
          />
        )}
        {access.can('manage_books') && (
          <>
            <Button variant="outline" onClick={needCompany(() => onAdd('Creditors'))}>
              <Plus /> Add Creditors
            </Button>
            <Button onClick={needCompany(() => onAdd('Debtors'))}>
              <Plus /> Add Debtors
            </Button>
          </>
        )}
      </PageHeader>
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
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.ledger_name ?? ''}?`}
        description={CUSTOMER_MESSAGES.deleteText}
        confirmLabel="Delete"
        onConfirm={() => deleting && confirmDelete(deleting)}
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
