import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { SUBSCRIPTION_GST_PERCENT } from '@app/shared/billing/plan-table';
import { indianDate } from '@app/shared/financial-year';
import { amountInWords } from '@app/shared/print/amount-in-words';
import type { TaxInvoiceRecord } from '#lib/billing/tax-invoices';
import {
  RULED,
  baseDocument,
  detailsGrid,
  documentHeader,
  money,
  printedDate,
  right,
  signatureBlock,
  signedMoney,
  sized,
  totalsBlock,
} from './document-parts';
import type { PrintCompany } from './print-company';

const head = (text: string, extra: object = {}): TableCell => ({ text, style: 'heading', ...extra });

/** Hisaab as the document header prints a company: name, address, GSTIN, state and code. */
const supplierOf = (invoice: TaxInvoiceRecord): PrintCompany => ({
  name: invoice.supplier.name,
  addressLines: invoice.supplier.address,
  state: invoice.supplier.state,
  stateCode: invoice.supplier.state_code,
  gstin: invoice.supplier.gstin,
  phone: null,
  email: invoice.supplier.email ?? null,
  website: null,
  taxEnabled: true,
  bank: null,
  logo: null,
  paymentQr: null,
});

/** The subscriber: their legal name (or name), address, state, GSTIN when registered, e-mail. */
function recipientBlock(invoice: TaxInvoiceRecord): Content {
  const { recipient } = invoice;
  const lines: Content[] = [
    { text: 'Bill To', style: 'label' },
    { text: recipient.name, bold: true, fontSize: 9.5 },
    ...(recipient.address ? [{ text: recipient.address }] : []),
    ...(recipient.state ? [{ text: recipient.state }] : []),
    ...(recipient.gstin ? [{ text: [{ text: 'GSTIN: ', bold: true }, recipient.gstin] }] : []),
    { text: recipient.email },
  ];
  return { table: { widths: ['*'], body: [[{ stack: lines }]] }, layout: RULED, margin: [0, 0, 0, 6] };
}

/** The one line: the plan and period, SAC, taxable value, its tax (CGST and SGST, or IGST), and the total. */
function serviceTable(invoice: TaxInvoiceRecord, intra: boolean): Content {
  const rate = `${SUBSCRIPTION_GST_PERCENT}%`;
  const half = `${SUBSCRIPTION_GST_PERCENT / 2}%`;
  const taxHead: TableCell[] = intra
    ? [
        head('CGST', { colSpan: 2, alignment: 'center' }),
        { text: '' },
        head('SGST', { colSpan: 2, alignment: 'center' }),
        { text: '' },
      ]
    : [head('IGST', { colSpan: 2, alignment: 'center' }), { text: '' }];
  const taxSub: TableCell[] = intra
    ? [head('Rate'), head('Amount'), head('Rate'), head('Amount')]
    : [head('Rate'), head('Amount')];
  const taxCells: TableCell[] = intra
    ? [right(half), right(money(invoice.cgst)), right(half), right(money(invoice.sgst))]
    : [right(rate), right(money(invoice.igst))];
  const lead = ['S.No.', 'Description of Service', 'SAC', 'Taxable Value'];
  return {
    table: {
      headerRows: 2,
      widths: intra ? [22, '*', 40, 60, 26, 46, 26, 46, 60] : [22, '*', 44, 70, 34, 60, 70],
      body: [
        [...lead.map((text) => head(text, { rowSpan: 2 })), ...taxHead, head('Amount', { rowSpan: 2 })],
        [...lead.map(() => ({ text: '' })), ...taxSub, { text: '' }],
        [
          { text: '1' },
          { text: invoice.description },
          { text: invoice.sac },
          right(money(invoice.taxable)),
          ...taxCells,
          right(money(invoice.taxable + invoice.cgst + invoice.sgst + invoice.igst)),
        ],
      ],
    },
    layout: { ...RULED, fillColor: (row: number) => (row < 2 ? '#eef2f1' : null) },
    style: 'cell',
    margin: [0, 0, 0, 6],
  };
}

function totalsTable(invoice: TaxInvoiceRecord, intra: boolean): Content {
  const rows: [string, string][] = [['Taxable Value', money(invoice.taxable)]];
  if (intra) rows.push(['CGST', money(invoice.cgst)], ['SGST', money(invoice.sgst)]);
  else rows.push(['IGST', money(invoice.igst)]);
  if (invoice.round_off) rows.push(['Round Off', signedMoney(invoice.round_off)]);
  return totalsBlock(rows, { label: 'Total', amount: invoice.total });
}

/**
 * Issue 31: Hisaab's tax invoice for a payment of a plan, A4, with what GST rule 46 asks: our name,
 * address and GSTIN; a number of our series and the date; the subscriber's name and address, and
 * their GSTIN when registered; the place of supply with its state code; the service with its SAC,
 * taxable value, rate and tax (CGST and SGST within our state, IGST across states); the total in
 * figures and words; that no tax is payable on reverse charge; and the signature. It says it was
 * paid, and through which payment.
 */
export function taxInvoiceDocument(invoice: TaxInvoiceRecord): TDocumentDefinitions {
  const supplier = supplierOf(invoice);
  const intra = invoice.place_of_supply.code === invoice.supplier.state_code;
  const title = 'Tax Invoice';
  const content: Content[] = [
    documentHeader(supplier, title, 'Original for Recipient'),
    detailsGrid(
      [
        ['Invoice No.', invoice.invoice_number],
        ['Invoice Date', printedDate(indianDate(new Date(invoice.issued_at)))],
        ['Paid by', `Razorpay, payment ${invoice.invoice_id}`],
        ['Subscription', invoice.subscription_id],
      ],
      [
        ['Place of Supply', `${invoice.place_of_supply.state} (${invoice.place_of_supply.code})`],
        ['Reverse Charge', 'No'],
      ],
    ),
    recipientBlock(invoice),
    serviceTable(invoice, intra),
    {
      columns: [
        {
          stack: [
            { text: 'Amount in Words', style: 'label' },
            { text: amountInWords(invoice.total), bold: true, margin: [0, 1, 0, 0] },
            { text: 'Paid in full. Thank you for choosing Hisaab.', margin: [0, 8, 0, 0] },
          ],
          width: '*',
        },
        sized(totalsTable(invoice, intra), 220),
      ],
      columnGap: 12,
      unbreakable: true,
    },
    { columns: [{ text: '', width: '*' }, sized(signatureBlock(supplier), 180)], margin: [0, 10, 0, 0] },
  ];
  return baseDocument(`${title} ${invoice.invoice_number}`, content, `${title} ${invoice.invoice_number}`);
}
