import { Link } from '@tanstack/react-router';
import { Eye, MoreVertical, Pencil, Printer, Trash2 } from 'lucide-react';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { hasItems, isInvoiceType, isNoteType, typeSlug } from '@app/shared/books/voucher-types';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useCompanyAccess } from '@/lib/company-access';
import { pathTypeOf } from '../invoice-search';
import { noteActionsOf } from '../note-actions';
import { rowReturnStatusOf } from '../note-form';
import { NoteActionIcon } from './note-action-icon';

/**
 * Spec 2: the row menu. View opens the invoice; Edit its edit page; Return, Lower price and Raise
 * price (issue 18) the note forms against it (noteActionsOf); Delete asks first
 * (a note is cancelled, as a sale is); Print opens the PDF preview drawer. A cancelled invoice or
 * note can only be viewed and printed.
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
  const type = row.voucher_type;
  const access = useCompanyAccess();
  // Issue 20: Edit, Delete and the notes as the role allows (Staff: their own vouchers; Viewer: none).
  const active = row.status === 'active';
  const changeable = active && access.mayChange(row.created_by);
  const editable = changeable && hasItems(type);
  const notes =
    active && isInvoiceType(type) && access.mayPost(type === 'Sales' ? 'Credit Note' : 'Debit Note')
      ? noteActionsOf(type, rowReturnStatusOf(row))
      : [];
  const noun = isNoteType(type) ? type.toLowerCase() : 'invoice';
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${noun} ${row.voucher_number}`}>
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
            <Link to="/invoices/update/$type/$voucherId" params={{ type: pathTypeOf(type), voucherId: row._id }}>
              <Pencil /> Edit
            </Link>
          </DropdownMenuItem>
        )}
        {notes.map((action) => (
          <DropdownMenuItem key={action.label} asChild>
            <Link
              to="/invoices/create/$type"
              params={{ type: typeSlug(action.type) }}
              search={{ against: row._id, kind: action.kind }}
            >
              <NoteActionIcon action={action} /> {action.label}
            </Link>
          </DropdownMenuItem>
        ))}
        <DropdownMenuItem disabled={!changeable} className="text-destructive" onSelect={() => onDelete(row)}>
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
