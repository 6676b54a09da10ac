import type { ReactNode, SubmitEvent } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

export interface CreateFromBillDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** The form's id, which the footer's submit button points at. */
  formId: string;
  formClassName: string;
  onSubmit: (event: SubmitEvent<HTMLFormElement>) => Promise<void>;
  pending: boolean;
  submitLabel: string;
  /** The form's boxes. */
  children: ReactNode;
}

/** The shell of a dialog that creates a record from the bill: its boxes, Cancel, and Create. */
export function CreateFromBillDialog({
  open,
  onOpenChange,
  title,
  description,
  formId,
  formClassName,
  onSubmit,
  pending,
  submitLabel,
  children,
}: CreateFromBillDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form id={formId} noValidate onSubmit={(event) => void onSubmit(event)} className={formClassName}>
          {children}
        </form>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} disabled={pending}>
            {pending ? 'Creating…' : submitLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
