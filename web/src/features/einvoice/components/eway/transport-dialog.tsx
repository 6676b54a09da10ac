import { Truck } from 'lucide-react';
import { useState } from 'react';
import { Controller, useForm, type Path } from 'react-hook-form';
import {
  TRANSPORT_MESSAGES,
  TRANSPORT_MODE_CODES,
  VEHICLE_TYPES,
  type Transport,
  type TransportInput,
} from '@app/shared/einvoice/eway-docs';
import { DateField } from '@/components/date-field';
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
import { NativeSelect } from '@/components/ui/native-select';
import { failureMessage } from '@/lib/failure-message';
import { showServerFieldErrors } from '@/lib/server-field-errors';
import { notify } from '@/lib/toast';
import { useSaveTransport } from '../../api/save-transport';
import { TRANSPORT_FIELDS, transportFormValues, transportResolver, type TransportFormValues } from './transport-form';

interface TransportDialogProps {
  companyId: string;
  voucherId: string;
  transport: Transport | null;
}

/** The text boxes, in the e-way bill's order: Part B (vehicle), then the transporter and their document. */
const TEXT_FIELDS: { name: Path<TransportFormValues>; label: string; placeholder?: string }[] = [
  { name: 'vehicle_number', label: 'Vehicle number', placeholder: 'MH12AB1234' },
  { name: 'transporter_id', label: 'Transporter ID', placeholder: 'GSTIN or TRANSIN' },
  { name: 'transporter_name', label: 'Transporter name' },
  { name: 'document_number', label: 'Transport document number', placeholder: 'LR or RR number' },
];

/**
 * Issue 36: how the invoice's goods travel, for its e-way bill: the mode and distance, and the
 * vehicle, the transporter or their document (one of them at least). Opens with what was saved.
 */
export function TransportDialog({ companyId, voucherId, transport }: TransportDialogProps) {
  const [open, setOpen] = useState(false);
  const save = useSaveTransport(companyId, voucherId);
  const form = useForm<TransportFormValues, unknown, TransportInput>({
    resolver: transportResolver(companyId),
    defaultValues: transportFormValues(transport),
  });
  const { errors } = form.formState;
  const errorOf = (name: keyof TransportFormValues) => errors[name]?.message;
  const submit = form.handleSubmit((input) =>
    save.mutate(input, {
      onSuccess: () => {
        notify.success(TRANSPORT_MESSAGES.saved);
        setOpen(false);
      },
      onError: (error) => {
        showServerFieldErrors(error, form.setError, TRANSPORT_FIELDS);
        notify.error(failureMessage(error));
      },
    }),
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // Each opening starts from what is saved now.
        if (next) form.reset(transportFormValues(transport));
      }}
    >
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="self-start">
          <Truck /> {transport ? 'Edit transport' : 'Add transport'}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Transport details</DialogTitle>
          <DialogDescription>How the goods travel: the e-way bill is made from these.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="transport-mode" label="Mode" required error={errorOf('mode')}>
              <NativeSelect id="transport-mode" aria-invalid={!!errorOf('mode')} {...form.register('mode')}>
                <option value="" disabled>
                  Pick the mode
                </option>
                {Object.entries(TRANSPORT_MODE_CODES).map(([code, mode]) => (
                  <option key={code} value={code}>
                    {mode}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField id="transport-distance" label="Distance (km)" required error={errorOf('distance_km')}>
              <Input
                id="transport-distance"
                type="number"
                inputMode="numeric"
                min={0}
                max={4000}
                step={1}
                aria-invalid={!!errorOf('distance_km')}
                {...form.register('distance_km')}
              />
            </FormField>
            {TEXT_FIELDS.map(({ name, label, placeholder }) => (
              <FormField key={name} id={`transport-${name}`} label={label} error={errorOf(name)}>
                <Input
                  id={`transport-${name}`}
                  placeholder={placeholder}
                  autoComplete="off"
                  aria-invalid={!!errorOf(name)}
                  {...form.register(name)}
                />
              </FormField>
            ))}
            <FormField id="transport-document_date" label="Transport document date" error={errorOf('document_date')}>
              <Controller
                control={form.control}
                name="document_date"
                render={({ field }) => (
                  <DateField
                    id="transport-document_date"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    invalid={!!errorOf('document_date')}
                  />
                )}
              />
            </FormField>
            <FormField id="transport-vehicle_type" label="Vehicle type" error={errorOf('vehicle_type')}>
              <NativeSelect id="transport-vehicle_type" {...form.register('vehicle_type')}>
                {Object.entries(VEHICLE_TYPES).map(([code, type]) => (
                  <option key={code} value={code}>
                    {type}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save transport'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
