import type { UseFormReturn } from 'react-hook-form';
import type { InvoiceFigures } from '@app/shared/books/invoice-maths';
import { NOTES_MAX } from '@app/shared/books/voucher-input';
import { formatRupees, paiseToRupees } from '@app/shared/money';
import { FormField } from '@/components/form-field';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import type { NoteDraft } from '../../note-form';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

function Row({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <div
      className={strong ? 'flex justify-between border-t pt-3 text-base font-semibold' : 'flex justify-between text-sm'}
    >
      <dt className={strong ? undefined : 'text-muted-foreground'}>{label}</dt>
      <dd data-testid={`note-${label.toLowerCase().replace(/\W+/g, '-')}`}>{rupees(value)}</dd>
    </div>
  );
}

interface NoteSummaryCardProps {
  form: UseFormReturn<NoteDraft>;
  figures: InvoiceFigures;
  taxEnabled: boolean;
  intraState: boolean;
}

/**
 * Issue 18: the narration, and the note's figures as they are typed: taxable value, the tax split as
 * the invoice had it (CGST + SGST or IGST), round-off and the note's value.
 */
export function NoteSummaryCard({ form, figures, taxEnabled, intraState }: NoteSummaryCardProps) {
  const { errors } = form.formState;
  const length = form.watch('narration').length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Note Summary</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6 md:grid-cols-2">
        <FormField id="note-narration" label="Narration" error={errors.narration?.message}>
          <Textarea
            id="note-narration"
            rows={4}
            placeholder="e.g. 2 bottles returned damaged in transit"
            aria-invalid={!!errors.narration}
            {...form.register('narration')}
          />
          <p
            aria-live="polite"
            className={cn('text-muted-foreground -mt-1 text-right text-xs', length > NOTES_MAX && 'text-destructive')}
          >
            {length}/{NOTES_MAX}
          </p>
        </FormField>
        <dl className="flex flex-col gap-2">
          <Row label="Taxable Value" value={figures.taxable} />
          {taxEnabled &&
            (intraState ? (
              <>
                <Row label="CGST" value={figures.cgst} />
                <Row label="SGST" value={figures.sgst} />
              </>
            ) : (
              <Row label="IGST" value={figures.igst} />
            ))}
          <Row label="Total Tax" value={figures.tax} />
          <Row label="Round Off" value={figures.round_off} />
          <Row label="Note Value" value={figures.grand_total} strong />
        </dl>
      </CardContent>
    </Card>
  );
}
