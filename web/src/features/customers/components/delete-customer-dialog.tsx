import type { Ledger } from '@app/shared/books/ledger-docs';
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
import { CUSTOMER_MESSAGES } from '../messages';

/**
 * Spec 2: the delete confirmation. Opened from the row's menu, so it is controlled here rather
 * than by a trigger (the shared ConfirmDialog's): the menu closes as the dialog opens.
 */
export function DeleteCustomerDialog({
  customer,
  onOpenChange,
  onConfirm,
}: {
  customer: Ledger | null;
  onOpenChange: (open: boolean) => void;
  onConfirm: (customer: Ledger) => void;
}) {
  return (
    <AlertDialog open={customer !== null} onOpenChange={onOpenChange}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete {customer?.ledger_name}?</AlertDialogTitle>
          <AlertDialogDescription>{CUSTOMER_MESSAGES.deleteText}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            className="bg-destructive hover:bg-destructive/90 text-white"
            onClick={() => customer && onConfirm(customer)}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
