import { zodResolver } from '@hookform/resolvers/zod';
import { ClipboardPen } from 'lucide-react';
import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { ewayBillInputSchema, TRANSPORT_MESSAGES } from '@app/shared/einvoice/eway-docs';
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
import { Input } from '@/components/ui/input';
import { failureMessage } from '@/lib/failure-message';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notify } from '@/lib/toast';
import { useRecordEwayBill, type EwayBillRecord } from '../../api/record-eway-bill';

const RECORD_FIELDS = ['number', 'made_at', 'valid_till'] as const;

const validateRecord = zodResolver(ewayBillInputSchema);

/**
 * The API's own schema judges the form, for the company given. The date-times are as the browser's
 * boxes give them, 'YYYY-MM-DDTHH:mm' (India time), until they are sent.
 */
const recordResolver =
  (companyId: string): Resolver<EwayBillRecord> =>
  (values, context, options) =>
    validateRecord({ ...values, company_id: companyId }, context, options as never);

/** '2026-11-20T10:30' (typed, India time) -> '2026-11-20T10:30:00+05:30': the instant the portal meant. */
export const indiaInstant = (local: string) => `${local.length === 16 ? `${local}:00` : local}+05:30`;

/**
 * Issue 36: an e-way bill made on the e-way bill portal (from this invoice's JSON, or by hand),
 * kept on the invoice: its 12-digit number, when it was made and until when it is valid, as the
 * portal shows them (India time).
 */
export function RecordEwayBillDialog({ companyId, voucherId }: { companyId: string; voucherId: string }) {
  const [open, setOpen] = useState(false);
  const record = useRecordEwayBill(companyId, voucherId);
  const form = useForm<EwayBillRecord>({
    resolver: recordResolver(companyId),
    defaultValues: { number: '', made_at: '', valid_till: '' },
  });
  const { errors } = form.formState;
  // Told from the promise: once recorded, the invoice shows its bill and this dialog is gone.
  const submit = form.handleSubmit(({ number, made_at, valid_till }) =>
    record.mutateAsync({ number, made_at: indiaInstant(made_at), valid_till: indiaInstant(valid_till) }).then(
      () => {
        notify.success(TRANSPORT_MESSAGES.recorded);
        setOpen(false);
      },
      (error: unknown) => {
        showServerFieldErrors(error, form.setError, RECORD_FIELDS);
        notify.error(failureMessage(error));
      },
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
        <Button size="sm" variant="outline">
          <ClipboardPen /> Record e-way bill
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record an e-way bill</DialogTitle>
          <DialogDescription>
            One made on the e-way bill portal: its number and validity, as the portal shows them.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <FormField id="eway-number" label="E-way bill number" required error={errors.number?.message}>
            <Input
              id="eway-number"
              inputMode="numeric"
              maxLength={12}
              autoComplete="off"
              aria-invalid={!!errors.number}
              {...form.register('number')}
            />
          </FormField>
          <FormField id="eway-made-at" label="Made on" required error={errors.made_at?.message}>
            <Input
              id="eway-made-at"
              type="datetime-local"
              aria-invalid={!!errors.made_at}
              {...form.register('made_at')}
            />
          </FormField>
          <FormField id="eway-valid-till" label="Valid until" required error={errors.valid_till?.message}>
            <Input
              id="eway-valid-till"
              type="datetime-local"
              aria-invalid={!!errors.valid_till}
              {...form.register('valid_till')}
            />
          </FormField>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={record.isPending}>
              {record.isPending ? 'Recording…' : 'Record'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
