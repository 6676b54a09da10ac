import { Link } from '@tanstack/react-router';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { CardLine, RecordCard, RecordCards } from '@/components/record-cards';
import { balanceText } from '@/lib/balance';
import { cn } from '@/lib/utils';
import type { TransactionKind } from '../receipt-form';
import { CustomerAvatar } from './customer-avatar';
import { CustomerRowActions } from './customer-row-actions';

/** Phone, else e-mail: the one way to reach the customer a card has room for. */
const contactOf = (customer: Ledger) =>
  customer.phone ? `${customer.phone.code} ${customer.phone.number}` : (customer.email ?? undefined);

/**
 * The customers directory on a phone: per customer the avatar, name (opening the ledger), group,
 * contact and closing balance, and the row's buttons. State and 'Created on' stay on the table.
 */
export function CustomerCards({
  customers,
  onRecord,
  onDelete,
}: {
  /** undefined while the first page loads. */
  customers: Ledger[] | undefined;
  onRecord: (customer: Ledger, kind: TransactionKind) => void;
  onDelete: (customer: Ledger) => void;
}) {
  return (
    <RecordCards label="Customers" items={customers}>
      {(customer) => {
        const contact = contactOf(customer);
        return (
          <RecordCard
            key={customer._id}
            leading={<CustomerAvatar name={customer.ledger_name} image={customer.image} />}
            title={
              <Link to="/customers/$customerId" params={{ customerId: customer._id }} className="hover:underline">
                {customer.ledger_name}
              </Link>
            }
            amount={
              <span
                className={cn(
                  customer.total_amount < 0 && 'text-red-600 dark:text-red-400',
                  customer.total_amount > 0 && 'text-emerald-700 dark:text-emerald-400',
                )}
              >
                {balanceText(customer.total_amount)}
              </span>
            }
          >
            <CardLine>
              {customer.parent}
              {contact && ` · ${contact}`}
            </CardLine>
            <div className="-mr-2 -mb-1">
              <CustomerRowActions customer={customer} onRecord={onRecord} onDelete={onDelete} />
            </div>
          </RecordCard>
        );
      }}
    </RecordCards>
  );
}
