import { Link } from '@tanstack/react-router';
import { Eye, MoreVertical, Pencil, Printer, Trash2 } from 'lucide-react';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { isInvoiceType } from '@app/shared/books/voucher-types';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { pathTypeOf } from '../invoice-search';

/**
 * Spec 2: the row menu. View opens the invoice; Edit (Sales and Purchase only) its edit page; Delete
 * asks first; Print opens the PDF preview drawer. A cancelled invoice can only be viewed and printed.
 */
export function InvoiceRowActions({
  row,
  onDelete,
  onPrint,
}: {
  row: VoucherRow;
  onDelete: (row: VoucherRow) => void;
  onPrint: (row: VoucherRow) => void;
}) {
  const active = row.status === 'active';
  const editable = active && isInvoiceType(row.voucher_type);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for invoice ${row.voucher_number}`}>
          <MoreVertical />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem asChild>
          <Link to="/invoices/$invoiceId" params={{ invoiceId: row._id }}>
            <Eye /> View
          </Link>
        </DropdownMenuItem>
        {editable && (
          <DropdownMenuItem asChild>
            <Link
              to="/invoices/update/$type/$voucherId"
              params={{ type: pathTypeOf(row.voucher_type), voucherId: row._id }}
            >
              <Pencil /> Edit
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuItem disabled={!active} className="text-destructive" onSelect={() => onDelete(row)}>
          <Trash2 className="text-destructive" /> Delete
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onPrint(row)}>
          <Printer /> Print
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
