import { zodResolver } from '@hookform/resolvers/zod';
import { FileX2 } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  cancelIrnInputSchema,
  EINVOICE_CANCEL_REASONS,
  EINVOICE_REQUEST_MESSAGES,
  type EInvoiceCancelReason,
} from '@app/shared/einvoice/einvoice-docs';
import * as z from '@app/shared/zod';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { failureMessage } from '@/lib/failure-message';
import { notify } from '@/lib/toast';
import { useCancelIrn } from '../api/cancel-irn';

const cancellationSchema = z.omit(cancelIrnInputSchema, { company_id: true });
type Cancellation = z.output<typeof cancellationSchema>;

/** The dialog opens with no reason picked: the IRP's reason is the user's to choose. */
interface CancelFormValues {
  reason: EInvoiceCancelReason | '';
  remark: string;
}

const validateCancellation = zodResolver(cancellationSchema);

/** The shared schema judges the form as it is: no reason picked ('') gets its message. */
const cancelResolver: Resolver<CancelFormValues, unknown, Cancellation> = (values, context, options) =>
  validateCancellation(values as Cancellation, context, options as never);

const REASONS = Object.keys(EINVOICE_CANCEL_REASONS) as EInvoiceCancelReason[];
const isReason = (value: string): value is EInvoiceCancelReason => value in EINVOICE_CANCEL_REASONS;

/**
 * Cancel IRN, with the reason the IRP asks for and a remark. It cannot be undone, and the invoice
 * is cancelled in the books with it, so the dialog says so before anything is sent.
 */
export function CancelIrnDialog({ companyId, voucherId }: { companyId: string; voucherId: string }) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelIrn(companyId, voucherId);
  const form = useForm<CancelFormValues, unknown, Cancellation>({
    resolver: cancelResolver,
    defaultValues: { reason: '', remark: '' },
  });
  const { errors } = form.formState;
  // Told from the promise: once cancelled the IRN can no longer be, and this dialog is gone.
  const submit = form.handleSubmit((cancellation) =>
    cancel.mutateAsync(cancellation).then(
      () => {
        notify.success(EINVOICE_REQUEST_MESSAGES.cancelled);
        setOpen(false);
      },
      (error: unknown) => notify.error(failureMessage(error)),
    ),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) form.reset();
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="text-destructive self-start">
          <FileX2 /> Cancel IRN
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Cancel the IRN?</DialogTitle>
          <DialogDescription>
            The IRN is cancelled on the IRP and the invoice is cancelled in the books. This cannot be undone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <FormField id="irn-cancel-reason" label="Reason" error={errors.reason?.message}>
            <Controller
              control={form.control}
              name="reason"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(value) => isReason(value) && field.onChange(value)}>
                  <SelectTrigger
                    id="irn-cancel-reason"
                    aria-labelledby="irn-cancel-reason-label"
                    aria-invalid={!!errors.reason}
                    className="w-full"
                  >
                    <SelectValue placeholder="Pick a reason" />
                  </SelectTrigger>
                  <SelectContent>
                    {REASONS.map((reason) => (
                      <SelectItem key={reason} value={reason}>
                        {EINVOICE_CANCEL_REASONS[reason]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </FormField>
          <FormField id="irn-cancel-remark" label="Remark" required error={errors.remark?.message}>
            <Textarea
              id="irn-cancel-remark"
              maxLength={100}
              aria-invalid={!!errors.remark}
              {...form.register('remark')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Keep the IRN
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={cancel.isPending}>
              {cancel.isPending ? 'Cancelling…' : 'Cancel IRN'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
