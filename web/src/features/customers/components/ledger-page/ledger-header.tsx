import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BalanceFigure } from '../balance';
import { CustomerAvatar } from '../customer-avatar';

/** Spec 2: Back, the avatar from the ledger's name, its name, its group, and Edit. */
export function LedgerHeader({ customer, onBack }: { customer: Ledger; onBack: () => void }) {
  return (
    <PageHeader
      title={customer.ledger_name}
      leading={<CustomerAvatar name={customer.ledger_name} image={customer.image} className="size-10 sm:size-12" />}
      badge={<Badge variant="secondary">{customer.parent}</Badge>}
      description={
        <>
          Closing balance <BalanceFigure amount={customer.total_amount} className="text-sm" />
        </>
      }
      onBack={onBack}
    >
      <Button asChild variant="outline">
        <Link to="/customers/edit/$type" params={{ type: customer.parent.toLowerCase() }} search={{ id: customer._id }}>
          <Pencil /> Edit
        </Link>
      </Button>
    </PageHeader>
  );
}
