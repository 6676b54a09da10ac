import type { Ledger } from '@app/shared/books/ledger-docs';
import { SortButton, SortHeader, type SortState } from '@/components/sort-header';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { balanceText } from '@/lib/balance';
import { indianDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import type { CustomerSortField } from '../customers-search';
import type { TransactionKind } from '../receipt-form';
import { CustomerAvatar } from './customer-avatar';
import { CustomerRowActions } from './customer-row-actions';
import { SkeletonRows } from '@/components/skeleton-rows';

const COLUMNS = 6;

/** Spec 2: phone code and number, e-mail, or 'No data'. */
function ContactCell({ customer }: { customer: Ledger }) {
  const phone = customer.phone ? `${customer.phone.code} ${customer.phone.number}` : null;
  if (!phone && !customer.email) return <span className="text-muted-foreground">No data</span>;
  return (
    <div className="flex max-w-56 flex-col">
      {phone && <span className="tabular-nums">{phone}</span>}
      {customer.email && (
        <span className={cn('truncate', phone && 'text-muted-foreground text-xs')}>{customer.email}</span>
      )}
    </div>
  );
}

const placeOf = (customer: Ledger) =>
  [customer.mailing_state, customer.mailing_country]
    .filter((part, i, parts): part is string => !!part && parts.indexOf(part) === i)
    .join(', ');

/** Spec 2: the customers table; skeleton rows while the first page loads. */
export function CustomersTable({
  customers,
  sorting,
  onRecord,
  onDelete,
}: {
  customers: Ledger[] | undefined;
  sorting: SortState<CustomerSortField>;
  onRecord: (customer: Ledger, kind: TransactionKind) => void;
  onDelete: (customer: Ledger) => void;
}) {
  // Two sorts share the first header, so each button's name says what it sorts by.
  const sortProps = { ...sorting, spokenOrder: true };
  return (
    <div className="bg-card rounded-lg border">
      <Table>
        <TableHeader>
          <TableRow>
            <SortHeader
              field="name"
              label="Customer Information"
              {...sortProps}
              // The group (Debtors or Creditors) shows under the name, so its sort sits here too.
              extra={<SortButton field="type" label="Type" {...sortProps} />}
            />
            <TableHead>Contact Information</TableHead>
            <SortHeader field="state" label="State / Country" {...sortProps} />
            <TableHead className="text-right">Closing Balance</TableHead>
            <SortHeader field="created_at" label="Created on" {...sortProps} />
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {customers === undefined ? (
            <SkeletonRows
              columns={COLUMNS}
              cellClass={(cell) => cn('h-4 w-24', (cell === 3 || cell === 5) && 'ml-auto')}
              cell={(cell) =>
                cell === 0 ? (
                  <div className="flex items-center gap-3">
                    <Skeleton className="size-10 rounded-full" />
                    <Skeleton className="h-4 w-36" />
                  </div>
                ) : undefined
              }
            />
          ) : (
            customers.map((customer) => (
              <TableRow key={customer._id}>
                <TableCell>
                  <div className="flex items-center gap-3">
                    <CustomerAvatar name={customer.ledger_name} image={customer.image} />
                    <div className="flex max-w-64 min-w-0 flex-col gap-0.5">
                      <span className="flex min-w-0 items-center gap-2">
                        <span className="truncate font-medium">{customer.ledger_name}</span>
                        {customer.alias && (
                          <Badge variant="secondary" className="max-w-28 truncate" title="Alias">
                            {customer.alias}
                          </Badge>
                        )}
                      </span>
                      <span className="text-muted-foreground text-xs">{customer.parent}</span>
                    </div>
                  </div>
                </TableCell>
                <TableCell>
                  <ContactCell customer={customer} />
                </TableCell>
                <TableCell>{placeOf(customer) || <span className="text-muted-foreground">—</span>}</TableCell>
                <TableCell
                  className={cn(
                    'text-right font-medium tabular-nums',
                    customer.total_amount < 0 && 'text-red-600 dark:text-red-400',
                    customer.total_amount > 0 && 'text-emerald-700 dark:text-emerald-400',
                  )}
                >
                  {balanceText(customer.total_amount)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{indianDate(customer.created_at)}</TableCell>
                <TableCell className="text-right">
                  <CustomerRowActions customer={customer} onRecord={onRecord} onDelete={onDelete} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}
