import { expiryLabel } from '@app/shared/catalogue/batches';
import type { ProductDetails } from '@app/shared/catalogue/product-docs';
import { formatRupees } from '@app/shared/money';
import { unitLabel, unitOf } from '@app/shared/reference/units';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatQuantity } from '@/lib/format';

/** The product's own details: where it sits, how it is measured and taxed, and how it opened. */
export function ProductFacts({ product, taxEnabled }: { product: ProductDetails; taxEnabled: boolean }) {
  const unit = unitOf(product.unit);
  const showTax = taxEnabled || product.hsn_code !== null;
  const facts: [string, string][] = [
    ['Category', product.category ?? '—'],
    ['Group', product.group ?? '—'],
    ['Unit', unit ? unitLabel(unit) : product.unit],
    ...(showTax
      ? ([
          ['HSN/SAC Code', product.hsn_code ?? '—'],
          ['Nature of Goods', product.nature_of_goods ?? '—'],
          ['Taxability', product.taxability ?? '—'],
          ['Tax Rate', product.tax_rate === null ? '—' : `${product.tax_rate}%`],
        ] as [string, string][])
      : []),
    ['Barcode', product.barcode ?? '—'],
    ['Opening Balance', formatQuantity(product.opening_balance, product.unit)],
    ['Opening Rate', formatRupees(product.opening_rate)],
    ['Opening Value', formatRupees(product.opening_value)],
    ...(product.batch_tracked
      ? ([
          ['Batches', 'Tracked with expiry'],
          ...product.opening_batches.map((batch, index, all) => [
            all.length === 1 ? 'Opening Batch' : `Opening Batch ${index + 1}`,
            `${batch.batch_number} · exp ${expiryLabel(batch.batch_expiry)}${
              all.length === 1 ? '' : ` · ${formatQuantity(batch.quantity, product.unit)}`
            }`,
          ]),
        ] as [string, string][])
      : []),
  ];
  return (
    <Card className="gap-3">
      <CardHeader>
        <CardTitle className="text-base">Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 border-b pb-2">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="text-right font-medium">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
