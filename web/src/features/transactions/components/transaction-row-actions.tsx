import { Link } from '@tanstack/react-router';
import { Eye, Pencil, Printer, Trash2 } from 'lucide-react';
import type { VoucherRow } from '@app/shared/books/voucher-docs';
import { hasItems, isNoteType, typeSlug } from '@app/shared/books/voucher-types';
import { ConfirmDeleteButton } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useCompanyAccess } from '@/lib/company-access';

/**
 * The delete confirmation's words: a Sales invoice and a credit or debit note are cancelled (their
 * numbers stay used), any other voucher deleted.
 */
export const deleteText = (row: Pick<VoucherRow, 'voucher_type'>) =>
  row.voucher_type === 'Sales'
    ? 'This action cannot be undone. The sales invoice will be cancelled and its amounts taken out of your books.'
    : isNoteType(row.voucher_type)
      ? `This action cannot be undone. The ${row.voucher_type.toLowerCase()} will be cancelled and its amounts taken out of your books.`
      : 'This action cannot be undone. Any information regarding this transaction will be lost.';

/** Why a member's role holds back Edit and Delete on a row (the API refuses them too). */
const NOT_YOURS = 'Your role cannot change this voucher';

/**
 * A control that is not available, with the reason on hover and focus: aria-disabled rather than
 * disabled, so it stays focusable and its tooltip can show.
 */
function Unavailable({ label, reason, children }: { label: string; reason: string; children: React.ReactNode }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          aria-disabled="true"
          aria-description={reason}
          onClick={(event) => event.preventDefault()}
          className="cursor-not-allowed opacity-50 hover:bg-transparent"
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{reason}</TooltipContent>
    </Tooltip>
  );
}

/**
 * Spec 2: view, edit, delete and print. Sales and Purchase rows open their invoice pages, and so
 * do credit and debit notes (issue 18; /invoices/update/credit-note/{id} edits one). The spec
 * gives Payment and Receipt rows no detail or edit navigation; they do get Edit (their entry form,
 * /transactions/update/{type}/{id}), because users need to correct a receipt or payment, and the
 * form shows everything a detail page would. Print opens the voucher's PDF preview drawer.
 */
export function TransactionRowActions({
  row,
  onDelete,
  onPrint,
}: {
  row: VoucherRow;
  onDelete: (row: VoucherRow) => void;
  onPrint: (row: VoucherRow) => void;
}) {
  const name = `${row.voucher_type} ${row.voucher_number}`;
  const type = typeSlug(row.voucher_type);
  // Invoices and notes have lines: their pages are the invoice screens, not the receipt editor.
  const invoice = hasItems(row.voucher_type);
  // Issue 20: Edit and Delete as the role allows (Staff: their own vouchers; Viewer: none).
  const changeable = useCompanyAccess().mayChange(row.created_by);
  return (
    <div className="flex justify-end gap-0.5">
      {invoice ? (
        <Button asChild variant="ghost" size="icon" aria-label={`View ${name}`}>
          <Link to="/invoices/$invoiceId" params={{ invoiceId: row._id }}>
            <Eye />
          </Link>
        </Button>
      ) : (
        <Unavailable label={`View ${name}`} reason="Use Edit to see this entry">
          <Eye />
        </Unavailable>
      )}
      {changeable ? (
        <>
          <Button asChild variant="ghost" size="icon" aria-label={`Edit ${name}`}>
            {invoice ? (
              <Link to="/invoices/update/$type/$voucherId" params={{ type, voucherId: row._id }}>
                <Pencil />
              </Link>
            ) : (
              <Link to="/transactions/update/$type/$voucherId" params={{ type, voucherId: row._id }}>
                <Pencil />
              </Link>
            )}
          </Button>
          <ConfirmDeleteButton name={name} description={deleteText(row)} onConfirm={() => onDelete(row)} />
        </>
      ) : (
        <>
          <Unavailable label={`Edit ${name}`} reason={NOT_YOURS}>
            <Pencil />
          </Unavailable>
          <Unavailable label={`Delete ${name}`} reason={NOT_YOURS}>
            <Trash2 />
          </Unavailable>
        </>
      )}
      <Button variant="ghost" size="icon" aria-label={`Print ${name}`} onClick={() => onPrint(row)}>
        <Printer />
      </Button>
    </div>
  );
}
