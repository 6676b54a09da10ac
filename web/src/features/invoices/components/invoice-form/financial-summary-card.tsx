import { Controller, type UseFormReturn } from 'react-hook-form';
import type { InvoiceFigures, PaymentStatus } from '@app/shared/books/invoice-maths';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { DecimalInput, acceptsMoneyTyping } from '@/components/decimal-input';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Separator } from '@/components/ui/separator';
import { paiseOf } from '@/lib/invoice-form-maths';
import type { InvoiceDraft } from '../../invoice-form';
import { PaymentStatusChip } from '../status-chips';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? 'flex justify-between text-base font-semibold' : 'flex justify-between text-sm'}>
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd data-testid={`summary-${label.toLowerCase().replace(/\W+/g, '-')}`}>{value}</dd>
    </div>
  );
}

interface FinancialSummaryCardProps {
  form: UseFormReturn<InvoiceDraft>;
  figures: InvoiceFigures;
  taxEnabled: boolean;
  intraState: boolean;
  status: PaymentStatus;
}

/**
 * Spec 2: sub total, discount, total amount, total tax (CGST + SGST or IGST), additional charges,
 * round off, grand total and paid amount. Charges and paid amount take digits and a point; empty is 0.
 */
export function FinancialSummaryCard({ form, figures, taxEnabled, intraState, status }: FinancialSummaryCardProps) {
  const { errors } = form.formState;
  const paid = paiseOf(form.watch('paid_amount'));
  const money = (name: 'additional_charge' | 'paid_amount', label: string) => (
    <FormField id={`invoice-${name}`} label={label} error={errors[name]?.message}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <DecimalInput
            id={`invoice-${name}`}
            placeholder="0.00"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            accepts={acceptsMoneyTyping}
            aria-invalid={!!errors[name]}
          />
        )}
      />
    </FormField>
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle>Financial Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <div className="flex flex-col gap-4">
          {money('additional_charge', 'Additional Charges')}
          {money('paid_amount', 'Paid Amount')}
        </div>
        <div className="flex flex-col gap-2">
          <dl className="flex flex-col gap-2">
            <Row label="Sub Total" value={rupees(figures.subtotal)} />
            <Row label="Discount" value={rupees(figures.discount)} />
            <Row label="Total Amount" value={rupees(figures.taxable)} />
            {taxEnabled &&
              (intraState ? (
                <>
                  <Row label="CGST" value={rupees(figures.cgst)} />
                  <Row label="SGST" value={rupees(figures.sgst)} />
                </>
              ) : (
                <Row label="IGST" value={rupees(figures.igst)} />
              ))}
            <Row label="Total Tax" value={rupees(figures.tax)} />
            <Row label="Additional Charges" value={rupees(figures.additional_charge)} />
            <Row label="Round Off" value={rupees(figures.round_off)} />
          </dl>
          <Separator />
          <dl className="flex flex-col gap-2">
            <Row label="Grand Total" value={rupees(figures.grand_total)} strong />
            <Row label="Paid Amount" value={rupees(paid)} />
            <Row label="Balance Due" value={rupees(Math.max(figures.grand_total - paid, 0))} />
          </dl>
          <div className="flex justify-end">
            <PaymentStatusChip status={status} />
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
