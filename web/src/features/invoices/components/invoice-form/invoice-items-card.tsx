import { PackagePlus, Pencil, Plus, Trash2 } from 'lucide-react';
import type { Ref } from 'react';
import { VOUCHER_MESSAGES } from '@app/shared/books/voucher-input';
import { formatRupees, paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { formatQuantity } from '@/lib/format';
import { useIsPhone } from '@/hooks/use-media-query';
import { invoiceQuantityOf, lineFiguresOf, paiseOf } from '@/lib/invoice-form-maths';
import type { LineDraft } from '../../invoice-form';
import { InvoiceLineCards, LineNotes } from './invoice-line-cards';

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

interface InvoiceItemsCardProps {
  items: readonly LineDraft[];
  taxEnabled: boolean;
  intraState: boolean;
  /** The form's message for the items (spec 5: at least one). */
  error?: string;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  /** The button that adds an item, so focus can come back to it after the drawer. */
  addButtonRef?: Ref<HTMLButtonElement>;
  /** The lines cannot change (an invoice with credit or debit notes against it). */
  readOnly?: boolean;
  /** What the server said of single lines (issue 18: their batches), by line key. */
  lineErrors?: Readonly<Record<string, readonly string[]>>;
}

/** Spec 2: the invoice's items, Add Items (then Add More), and edit or remove per row. */
export function InvoiceItemsCard({
  items,
  taxEnabled,
  intraState,
  error,
  onAdd,
  onEdit,
  onRemove,
  addButtonRef,
  readOnly = false,
  lineErrors = {},
}: InvoiceItemsCardProps) {
  const phone = useIsPhone();
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>Invoice Items</CardTitle>
        {items.length > 0 && !readOnly && (
          <Button type="button" variant="outline" size="sm" onClick={onAdd} ref={addButtonRef}>
            <Plus /> Add More
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed px-6 py-10 text-center">
            <PackagePlus className="text-muted-foreground size-10" />
            <p className={error ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'} role="status">
              {error ?? VOUCHER_MESSAGES.items}
            </p>
            <Button type="button" onClick={onAdd} ref={addButtonRef}>
              <Plus /> Add Items
            </Button>
          </div>
        ) : phone ? (
          <InvoiceLineCards
            items={items}
            taxEnabled={taxEnabled}
            intraState={intraState}
            onEdit={onEdit}
            onRemove={onRemove}
            readOnly={readOnly}
            lineErrors={lineErrors}
          />
        ) : (
          <div className="overflow-x-auto rounded-lg border">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead className="w-10">#</TableHead>
                  <TableHead>Item</TableHead>
                  {taxEnabled && <TableHead>HSN/SAC</TableHead>}
                  <TableHead className="text-right">Quantity</TableHead>
                  <TableHead className="text-right">Rate</TableHead>
                  <TableHead className="text-right">Amount</TableHead>
                  <TableHead className="text-right">Discount</TableHead>
                  {taxEnabled && <TableHead className="text-right">Tax %</TableHead>}
                  {taxEnabled && <TableHead className="text-right">Tax</TableHead>}
                  <TableHead className="text-right">Total</TableHead>
                  {!readOnly && <TableHead className="text-right">Actions</TableHead>}
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((line, index) => {
                  const figures = lineFiguresOf(line, taxEnabled, intraState);
                  const quantity = thousandthsToUnits(invoiceQuantityOf(line.quantity, line.unit));
                  const errors = lineErrors[line.key] ?? [];
                  return (
                    <TableRow key={line.key} className={errors.length > 0 ? 'align-top' : undefined}>
                      <TableCell className="text-muted-foreground">{index + 1}</TableCell>
                      <TableCell className="max-w-64 font-medium whitespace-normal">
                        <span className="block truncate">{line.item}</span>
                        <LineNotes line={line} errors={errors} />
                      </TableCell>
                      {taxEnabled && <TableCell>{line.hsn_code || '—'}</TableCell>}
                      <TableCell className="text-right whitespace-nowrap">
                        {formatQuantity(quantity, line.unit)}
                      </TableCell>
                      <TableCell className="text-right">{rupees(paiseOf(line.rate))}</TableCell>
                      <TableCell className="text-right">{rupees(figures.amount)}</TableCell>
                      <TableCell className="text-right">{rupees(figures.discount)}</TableCell>
                      {taxEnabled && <TableCell className="text-right">{line.tax_rate || '0'}%</TableCell>}
                      {taxEnabled && <TableCell className="text-right">{rupees(figures.tax)}</TableCell>}
                      <TableCell className="text-right font-medium">{rupees(figures.total)}</TableCell>
                      {!readOnly && (
                        <TableCell className="text-right whitespace-nowrap">
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            aria-label={`Edit ${line.item}`}
                            onClick={() => onEdit(index)}
                          >
                            <Pencil />
                          </Button>
                          <Button
                            type="button"
                            variant="ghost"
                            size="icon"
                            aria-label={`Remove ${line.item}`}
                            className="text-destructive"
                            onClick={() => onRemove(index)}
                          >
                            <Trash2 />
                          </Button>
                        </TableCell>
                      )}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
