import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { INVOICE_MESSAGES } from '../messages';

/**
 * Spec 2: the delete confirmation, opened from a row's menu (a menu item cannot hold the dialog:
 * the menu closes, and would take the dialog with it).
 */
export function DeleteInvoiceDialog({
  number,
  onConfirm,
  onClose,
}: {
  /** The invoice to delete; no dialog when null. */
  number: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <AlertDialog open={number !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete invoice {number}?</AlertDialogTitle>
          <AlertDialogDescription>{INVOICE_MESSAGES.deleteConfirm}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-destructive/90 text-white" onClick={onConfirm}>
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
