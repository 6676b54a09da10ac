import { Link } from '@tanstack/react-router';
import { ArrowDownLeft, ArrowUpRight, Eye, MoreVertical, Pencil, Trash2 } from 'lucide-react';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCompanyAccess } from '@/lib/company-access';
import type { TransactionKind } from '../receipt-form';

/** Spec 2: View Details, Edit Customer, and a menu with You Got, You give and Delete. */
export function CustomerRowActions({
  customer,
  onRecord,
  onDelete,
}: {
  customer: Ledger;
  onRecord: (customer: Ledger, kind: TransactionKind) => void;
  onDelete: (customer: Ledger) => void;
}) {
  const name = customer.ledger_name;
  // Issue 20: what the role may do from the row (Staff: a receipt; Viewer: look only).
  const access = useCompanyAccess();
  const manages = access.can('manage_books');
  return (
    <div className="flex justify-end gap-1">
      <Tooltip>
        <TooltipTrigger asChild>
          <Button asChild variant="ghost" size="icon" aria-label={`View Details of ${name}`}>
            <Link to="/customers/$customerId" params={{ customerId: customer._id }}>
              <Eye />
            </Link>
          </Button>
        </TooltipTrigger>
        <TooltipContent>View Details</TooltipContent>
      </Tooltip>
      {manages && (
        <Tooltip>
          <TooltipTrigger asChild>
            <Button asChild variant="ghost" size="icon" aria-label={`Edit Customer ${name}`}>
              <Link
                to="/customers/edit/$type"
                params={{ type: customer.parent.toLowerCase() }}
                search={{ id: customer._id }}
              >
                <Pencil />
              </Link>
            </Button>
          </TooltipTrigger>
          <TooltipContent>Edit Customer</TooltipContent>
        </Tooltip>
      )}
      <DropdownMenu modal={false}>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={`More actions for ${name}`}>
            <MoreVertical />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem disabled={!access.mayPost('Receipt')} onSelect={() => onRecord(customer, 'Receipt')}>
            <ArrowDownLeft className="text-emerald-700" /> You Got
          </DropdownMenuItem>
          <DropdownMenuItem disabled={!access.mayPost('Payment')} onSelect={() => onRecord(customer, 'Payment')}>
            <ArrowUpRight className="text-red-600" /> You give
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            disabled={!manages}
            onSelect={() => onDelete(customer)}
            className="text-destructive focus:text-destructive"
          >
            <Trash2 className="text-destructive" /> Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </div>
  );
}
