import type { Bill } from '@app/shared/bills/bill-record';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount } from '@app/shared/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * Where a bill drafted from GSTR-2B came from (issue 33), in place of the file a read bill shows:
 * what the supplier reported, which the purchase should match to claim its credit.
 */
export function Gstr2bSource({ bill, className }: { bill: Bill; className?: string }) {
  const draft = bill.draft;
  const facts: [string, string][] = [
    ['Supplier', draft?.supplier_name?.value ?? ''],
    ['GSTIN', draft?.supplier_gstin?.value ?? ''],
    ['Bill number', draft?.bill_number?.value ?? ''],
    ['Bill date', draft?.bill_date ? toDisplayDate(draft.bill_date.value) : ''],
    ['Taxable value', formatAmount(draft?.subtotal?.value ?? 0)],
    ['IGST', formatAmount(draft?.igst?.value ?? 0)],
    ['CGST', formatAmount(draft?.cgst?.value ?? 0)],
    ['SGST', formatAmount(draft?.sgst?.value ?? 0)],
  ];
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className="text-base">From GSTR-2B</CardTitle>
        <CardDescription>
          Your supplier reported this bill; your books do not have it. Choose what it was for and create the purchase:
          entered as reported, it matches in the reconciliation and its credit counts.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          {facts.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
