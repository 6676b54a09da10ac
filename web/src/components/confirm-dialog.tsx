import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDialogText {
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
}

interface OpenedByTrigger {
  /** The control that opens the dialog. */
  trigger: ReactNode;
  open?: never;
  onOpenChange?: never;
}

/**
 * Opened from elsewhere, e.g. a row's menu: a menu item cannot hold the dialog, as the menu closes
 * and would take the dialog with it.
 */
interface OpenedFromElsewhere {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger?: never;
}

/** 'Are you sure?' before something that cannot be undone (the spec's delete confirmations). */
export function ConfirmDialog({
  trigger,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  onConfirm,
}: ConfirmDialogText & (OpenedByTrigger | OpenedFromElsewhere)) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction className="bg-destructive hover:bg-destructive/90 text-white" onClick={onConfirm}>
            {confirmLabel}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** A row's trash-can button that asks 'Delete {name}?' before `onConfirm`. */
export function ConfirmDeleteButton({
  name,
  description,
  onConfirm,
}: {
  name: string;
  description: string;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="icon" aria-label={`Delete ${name}`} className="text-destructive">
          <Trash2 />
        </Button>
      }
      title={`Delete ${name}?`}
      description={description}
      confirmLabel="Delete"
      onConfirm={onConfirm}
    />
  );
}
