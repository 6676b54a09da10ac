import { amountInWords } from '../../shared/src/print/amount-in-words';
import type { VoucherRecord } from '../../functions/src/lib/books/voucher-record';
import { money, quantityWithUnit, ratePercent, rupees } from '../../functions/src/lib/print/document-parts';
import { hsnSummary } from '../../functions/src/lib/print/hsn-summary';
import type { PrintCompany } from '../../functions/src/lib/print/print-company';

/**
 * The same tax invoice as an HTML page, as products that print with a headless browser render it:
 * the benchmark's Chromium side. Same sections, same figures, A4 with the table header repeated.
 */
export function invoiceHtml(voucher: VoucherRecord, company: PrintCompany): string {
  const rows = voucher.lines
    .map(
      (line, index) => `<tr><td>${index + 1}</td><td>${line.name}</td><td>${line.hsn_code ?? ''}</td>
<td class=n>${quantityWithUnit(line.quantity, line.unit)}</td><td class=n>${money(line.rate)}</td>
<td class=n>${line.discount ? money(line.discount) : ''}</td><td class=n>${money(line.taxable)}</td>
<td class=n>${ratePercent(line.tax_rate / 2)}</td><td class=n>${money(line.cgst)}</td>
<td class=n>${ratePercent(line.tax_rate / 2)}</td><td class=n>${money(line.sgst)}</td><td class=n>${money(line.total)}</td></tr>`,
    )
    .join('\n');
  const hsn = hsnSummary(voucher.lines)
    .map(
      (row) =>
        `<tr><td>${row.hsn}</td><td class=n>${money(row.taxable)}</td><td class=n>${money(row.cgst)}</td><td class=n>${money(row.sgst)}</td><td class=n>${money(row.tax)}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Tax Invoice ${voucher.voucher_number}</title>
<style>
@page { size: A4 portrait; margin: 12mm 8mm; }
body { font-family: Roboto, Arial, sans-serif; font-size: 8pt; }
table { border-collapse: collapse; width: 100%; } td, th { border: 0.5pt solid #9aa5a2; padding: 1.5pt 2.5pt; }
thead { display: table-header-group; } th { background: #eef2f1; font-size: 7pt; text-align: left; }
.n { text-align: right; } h1 { font-size: 15pt; text-align: right; margin: 0; } .company { font-size: 14pt; font-weight: bold; }
</style></head><body>
<div class=company>${company.name}</div><div>${company.addressLines.join('<br>')}</div>
<div>GSTIN: ${company.gstin ?? ''} State: ${company.state} (Code ${company.stateCode ?? ''})</div>
<h1>Tax Invoice</h1><p>Original for Recipient</p>
<table><tr><td>Invoice No. ${voucher.voucher_number}</td><td>Place of Supply ${voucher.place_of_supply ?? ''}</td></tr>
<tr><td>Invoice Date ${voucher.date}</td><td>Transport ${voucher.mode_of_transport ?? ''} ${voucher.vehicle_number ?? ''}</td></tr></table>
<p><b>Bill To</b><br>${voucher.party.name}<br>${voucher.party.address ?? ''}<br>GSTIN: ${voucher.party.tin ?? ''}</p>
<table><thead><tr><th>S.No.</th><th>Description of Goods</th><th>HSN/SAC</th><th>Quantity</th><th>Rate</th><th>Disc.</th>
<th>Taxable Value</th><th>CGST Rate</th><th>CGST Amount</th><th>SGST Rate</th><th>SGST Amount</th><th>Amount</th></tr></thead>
<tbody>${rows}</tbody></table>
<table style="width:40%;margin-left:60%"><tr><td>Taxable Value</td><td class=n>${money(voucher.taxable)}</td></tr>
<tr><td>CGST</td><td class=n>${money(voucher.cgst)}</td></tr><tr><td>SGST</td><td class=n>${money(voucher.sgst)}</td></tr>
<tr><td>Round Off</td><td class=n>${money(voucher.round_off)}</td></tr><tr><td><b>Grand Total</b></td><td class=n><b>${rupees(voucher.grand_total)}</b></td></tr></table>
<p>${amountInWords(voucher.grand_total)}</p>
<table><thead><tr><th>HSN/SAC</th><th>Taxable Value</th><th>CGST</th><th>SGST</th><th>Total Tax</th></tr></thead><tbody>${hsn}</tbody></table>
<p style="text-align:right">For ${company.name}<br><br><br>Authorised Signatory</p>
</body></html>`;
}
