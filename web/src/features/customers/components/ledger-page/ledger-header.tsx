import { Link } from '@tanstack/react-router';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { BalanceFigure } from '../balance';
import { CustomerAvatar } from '../customer-avatar';

/** Spec 2: Back, the avatar from the ledger's name, its name, its group, and Edit. */
export function LedgerHeader({ customer, onBack }: { customer: Ledger; onBack: () => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button variant="outline" size="sm" onClick={onBack}>
        <ArrowLeft /> Back
      </Button>
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <CustomerAvatar name={customer.ledger_name} image={customer.image} className="size-12" />
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <h1 className="truncate text-2xl font-semibold">{customer.ledger_name}</h1>
            <Badge variant="secondary">{customer.parent}</Badge>
          </div>
          <p className="text-muted-foreground text-sm">
            Closing balance <BalanceFigure amount={customer.total_amount} className="text-sm" />
          </p>
        </div>
      </div>
      <Button asChild variant="outline">
        <Link to="/customers/edit/$type" params={{ type: customer.parent.toLowerCase() }} search={{ id: customer._id }}>
          <Pencil /> Edit
        </Link>
      </Button>
    </div>
  );
}
