import { Link } from '@tanstack/react-router';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { PageHeader } from '@/components/page-header';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { AccountLedgerDialog } from '@/components/account-ledger/account-ledger-dialog';
import { useCompanyAccess } from '@/lib/company-access';
import { BalanceFigure } from '../balance';
import { CustomerAvatar } from '../customer-avatar';

/**
 * Spec 2: Back, the avatar from the ledger's name, its name, its group, and Edit: a customer's or
 * supplier's form, or for any other ledger (an expense, a bank) the ledger dialog (issue 33).
 */
export function LedgerHeader({ customer, onBack }: { customer: Ledger; onBack: () => void }) {
  const [editing, setEditing] = useState(false);
  const access = useCompanyAccess();
  return (
    <PageHeader
      title={customer.ledger_name}
      leading={<CustomerAvatar name={customer.ledger_name} image={customer.image} className="size-10 sm:size-12" />}
      badge={<Badge variant="secondary">{customer.parent}</Badge>}
      description={
        <>
          Closing balance <BalanceFigure amount={customer.total_amount} className="text-sm" />
          {customer.gst_treatment && <span className="ml-2">· GST: {customer.gst_treatment}</span>}
        </>
      }
      onBack={onBack}
    >
      {customer.party_group ? (
        <Button asChild variant="outline">
          <Link
            to="/customers/edit/$type"
            params={{ type: customer.party_group.toLowerCase() }}
            search={{ id: customer._id }}
          >
            <Pencil /> Edit
          </Link>
        </Button>
      ) : (
        access.can('manage_books') && (
          <>
            <Button variant="outline" onClick={() => setEditing(true)}>
              <Pencil /> Edit
            </Button>
            <AccountLedgerDialog
              companyId={customer.company_id}
              ledger={customer}
              open={editing}
              onOpenChange={setEditing}
            />
          </>
        )
      )}
    </PageHeader>
  );
}
