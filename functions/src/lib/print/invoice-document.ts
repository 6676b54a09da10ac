import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { bookSide, isNoteType, type NoteKind, type VoucherKind } from '@app/shared/books/voucher-types';
import { expiryLabel } from '@app/shared/catalogue/batches';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import { amountInWords } from '@app/shared/print/amount-in-words';
import type { Paise } from '@app/shared/money';
import type { LineBatch, StoredInvoiceLine, VoucherRecord } from '#lib/books/voucher-record';
import {
  RULED,
  baseDocument,
  detailsGrid,
  documentHeader,
  money,
  printedDate,
  right,
  quantityWithUnit,
  ratePercent,
  rupees,
  signatureBlock,
  signedMoney,
  sized,
  totalsBlock,
} from './document-parts';
import { einvoiceBlock, ewayBillLine, transportLine } from './einvoice-block';
import { hsnSummary } from './hsn-summary';
import type { PrintCompany } from './print-company';

/** What a sales invoice, purchase bill or note is called on paper. */
export function invoiceTitle(voucher: VoucherRecord, company: PrintCompany): string {
  if (isNoteType(voucher.voucher_type)) return voucher.voucher_type;
  if (voucher.voucher_type === 'Purchase') return 'Purchase Bill';
  if (voucher.tax_enabled) return 'Tax Invoice';
  // A registered business that charges no tax (composition, exempt goods) issues a bill of supply.
  return company.gstin ? 'Bill of Supply' : 'Invoice';
}

/** 'Karnataka (29)': a state with its GST code, as the place of supply is printed. */
const stateWithCode = (state: string | null) => {
  if (!state) return null;
  const code = stateCodeOf(state);
  return code ? `${state} (${code})` : state;
};

/**
 * Spec 9: the terms a document carries until the company sets its own. A note, which takes goods
 * back or lowers a price, does not say that goods once sold are not taken back.
 */
const defaultTerms = (voucher: VoucherRecord, state: string) => [
  ...(isNoteType(voucher.voucher_type) ? [] : ['Goods once sold will not be taken back or exchanged.']),
  `All disputes are subject to ${state} jurisdiction only.`,
  'E. & O.E.',
];

/** The number and date labels: the note's own, the invoice's, or the supplier's bill's. */
const NUMBER_LABELS = {
  note: ['Note No.', 'Note Date'],
  Sales: ['Invoice No.', 'Invoice Date'],
  Purchase: ['Bill No.', 'Bill Date'],
} as const;

/** CGST rule 53(1A): 'SI/26-27/0001 dated 10-05-2026', the invoice a note is raised against. */
const againstText = (voucher: VoucherRecord) =>
  voucher.against ? `${voucher.against.voucher_number} dated ${printedDate(voucher.against.date)}` : null;

/** Rule 53(1A) on a note: the invoice it is against, and why it was raised. */
const noteDetails = (voucher: VoucherRecord): [string, string | null][] => [
  ['Against Invoice', againstText(voucher)],
  ['Reason', voucher.reason ?? null],
];

const paymentDetails = (voucher: VoucherRecord): [string, string | null][] => [
  ['Due Date', voucher.due_date ? printedDate(voucher.due_date) : null],
  ['Payment Mode', voucher.payment_mode],
];

/** Whom the party block names: the buyer on the sales side, the supplier of a purchase or its debit note. */
const partyLabel = (voucher: VoucherKind) =>
  voucher.voucher_type === 'Purchase'
    ? 'Supplier (Bill From)'
    : bookSide(voucher) === 'Purchase'
      ? 'Supplier'
      : 'Bill To';

type Layout = 'intra' | 'inter' | 'untaxed';

const layoutOf = (voucher: VoucherRecord): Layout =>
  !voucher.tax_enabled ? 'untaxed' : voucher.intra_state ? 'intra' : 'inter';

const head = (text: string, extra: object = {}): TableCell => ({ text, style: 'heading', ...extra });

/** The item table's header: two rows, the tax columns grouped under CGST and SGST, or IGST. */
function itemHeader(layout: Layout): TableCell[][] {
  const lead = [
    'S.No.',
    'Description of Goods',
    ...(layout === 'untaxed' ? [] : ['HSN/SAC']),
    'Quantity',
    'Rate',
    'Disc.',
  ];
  const first: TableCell[] = lead.map((text) => head(text, { rowSpan: 2 }));
  const second: TableCell[] = lead.map(() => ({ text: '' }));
  if (layout === 'untaxed') {
    return [
      [...first, head('Amount', { rowSpan: 2 })],
      [...second, { text: '' }],
    ];
  }
  const taxes = layout === 'intra' ? ['CGST', 'SGST'] : ['IGST'];
  first.push(head('Taxable Value', { rowSpan: 2 }));
  second.push({ text: '' });
  for (const tax of taxes) {
    first.push(head(tax, { colSpan: 2, alignment: 'center' }), { text: '' });
    second.push(head('Rate'), head('Amount'));
  }
  first.push(head('Amount', { rowSpan: 2 }));
  second.push({ text: '' });
  return [first, second];
}

/** 'Batch P2401 · Exp 08/2026 · MRP ₹3.00': what Drugs and Cosmetics Rules, rule 65, asks of a line. */
const batchText = (batch: LineBatch) =>
  [
    `Batch ${batch.number}`,
    `Exp ${expiryLabel(batch.expiry)}`,
    ...(batch.mrp === null ? [] : [`MRP ${rupees(batch.mrp)}`]),
  ].join(' · ');

/** What a line of a note changing a price says under the item's name: no goods move, so no quantity or rate. */
const PRICE_CHANGE: Partial<Record<NoteKind, string>> = {
  value: 'Reduction in price (no goods returned)',
  increase: 'Increase in price (no goods supplied)',
};

/** The item's name, and under it in small type its batch, expiry and MRP, or the price change it is. */
function description(line: StoredInvoiceLine, kind: NoteKind | undefined): TableCell {
  const note = kind ? PRICE_CHANGE[kind] : undefined;
  const under = note ?? (line.batch ? batchText(line.batch) : undefined);
  return under
    ? { stack: [{ text: line.name }, { text: under, fontSize: 6.5, color: '#444444' }] }
    : { text: line.name };
}

/** '10 STRP', or for a purchase line with a scheme's free units '10 STRP' over '+ 2 free'. */
const quantityText = (line: StoredInvoiceLine) =>
  quantityWithUnit(line.quantity, line.unit) +
  (line.free_quantity ? `\n+ ${quantityWithUnit(line.free_quantity, 'free')}` : '');

function itemRow(line: StoredInvoiceLine, serial: number, layout: Layout, kind: NoteKind | undefined): TableCell[] {
  const moved = line.quantity !== 0;
  const lead: TableCell[] = [
    { text: String(serial) },
    description(line, kind),
    ...(layout === 'untaxed' ? [] : [{ text: line.hsn_code ?? '' }]),
    right(moved ? quantityText(line) : ''),
    right(moved ? money(line.rate) : ''),
    right(line.discount ? money(line.discount) : ''),
  ];
  if (layout === 'untaxed') return [...lead, right(money(line.taxable))];
  const half = ratePercent(line.tax_rate / 2);
  const taxes: TableCell[] =
    layout === 'intra'
      ? [right(half), right(money(line.cgst)), right(half), right(money(line.sgst))]
      : [right(ratePercent(line.tax_rate)), right(money(line.igst))];
  return [...lead, right(money(line.taxable)), ...taxes, right(money(line.total))];
}

const WIDTHS: Record<Layout, (number | string)[]> = {
  intra: [18, '*', 36, 40, 36, 28, 44, 20, 34, 20, 34, 46],
  inter: [18, '*', 38, 44, 40, 30, 50, 24, 44, 50],
  untaxed: [20, '*', 56, 52, 40, 62],
};

/** The items, their header repeated on every page the table runs onto. */
function itemTable(voucher: VoucherRecord, layout: Layout): Content {
  return {
    table: {
      headerRows: 2,
      widths: WIDTHS[layout],
      body: [
        ...itemHeader(layout),
        ...voucher.lines.map((line, index) => itemRow(line, index + 1, layout, voucher.note_kind)),
      ],
    },
    layout: { ...RULED, fillColor: (row: number) => (row < 2 ? '#eef2f1' : null) },
    style: 'cell',
    margin: [0, 0, 0, 6],
  };
}

/** Totals on the right: sub total, discount, taxable value, each tax, charges, round-off, grand total. */
function totalsTable(voucher: VoucherRecord, layout: Layout): Content {
  const rows: [string, string][] = [['Sub Total', money(voucher.subtotal)]];
  if (voucher.discount) rows.push(['Discount', `- ${money(voucher.discount)}`]);
  if (layout !== 'untaxed') {
    rows.push(['Taxable Value', money(voucher.taxable)]);
    if (layout === 'intra') rows.push(['CGST', money(voucher.cgst)], ['SGST', money(voucher.sgst)]);
    else rows.push(['IGST', money(voucher.igst)]);
  }
  if (voucher.additional_charge) rows.push(['Additional Charges', money(voucher.additional_charge)]);
  rows.push(['Round Off', signedMoney(voucher.round_off)]);
  return totalsBlock(rows, { label: 'Grand Total', amount: voucher.grand_total });
}

/** GST rule 46: the taxable value and tax of each HSN/SAC code and rate, with their totals. */
function hsnTable(voucher: VoucherRecord, layout: 'intra' | 'inter'): Content {
  const rows = hsnSummary(voucher.lines);
  const taxes = layout === 'intra' ? ['CGST', 'SGST'] : ['IGST'];
  const header: TableCell[] = [
    head('HSN/SAC'),
    head('Taxable Value'),
    ...taxes.flatMap((tax) => [head(`${tax} Rate`), head(`${tax} Amount`)]),
    head('Total Tax'),
  ];
  const taxCells = (row: { taxRate: number; cgst: Paise; sgst: Paise; igst: Paise }): TableCell[] =>
    layout === 'intra'
      ? [
          right(ratePercent(row.taxRate / 2)),
          right(money(row.cgst)),
          right(ratePercent(row.taxRate / 2)),
          right(money(row.sgst)),
        ]
      : [right(ratePercent(row.taxRate)), right(money(row.igst))];
  const total: TableCell[] = [
    { text: 'Total', bold: true },
    right(money(voucher.taxable), { bold: true }),
    ...(layout === 'intra'
      ? [
          { text: '' },
          right(money(voucher.cgst), { bold: true }),
          { text: '' },
          right(money(voucher.sgst), { bold: true }),
        ]
      : [{ text: '' }, right(money(voucher.igst), { bold: true })]),
    right(money(voucher.tax), { bold: true }),
  ];
  return {
    stack: [
      { text: 'HSN/SAC-wise Tax Summary', bold: true, margin: [0, 0, 0, 2] },
      {
        table: {
          headerRows: 1,
          widths: layout === 'intra' ? ['*', 70, 40, 60, 40, 60, 64] : ['*', 80, 50, 70, 70],
          body: [
            header,
            ...rows.map((row) => [
              { text: row.hsn },
              right(money(row.taxable)),
              ...taxCells(row),
              right(money(row.tax)),
            ]),
            total,
          ],
        },
        layout: RULED,
        style: 'cell',
      },
    ],
    unbreakable: rows.length < 12,
    margin: [0, 8, 0, 0],
  };
}

/** The party block: who the invoice is to (or the bill from), with address, state and GSTIN. */
function partyBlock(voucher: VoucherRecord): Content {
  const party = voucher.party;
  const state = stateWithCode(party.state);
  const lines: Content[] = [
    { text: partyLabel(voucher), style: 'label' },
    { text: party.name, bold: true, fontSize: 9.5 },
    ...(party.address ? [{ text: party.address }] : []),
    ...(state || party.pincode ? [{ text: [state, party.pincode].filter(Boolean).join(' - ') }] : []),
    ...(party.country && party.country !== 'India' ? [{ text: party.country }] : []),
    ...(party.tin ? [{ text: [{ text: 'GSTIN: ', bold: true }, party.tin] }] : []),
    ...(party.phone || party.email ? [{ text: [party.phone, party.email].filter(Boolean).join('  ·  ') }] : []),
  ];
  return { table: { widths: ['*'], body: [[{ stack: lines }]] }, layout: RULED, margin: [0, 0, 0, 6] };
}

/** The foot of the document: bank details and payment QR (sales invoices only), terms, and the signature. */
function closingBlock(voucher: VoucherRecord, company: PrintCompany): Content {
  const bank = company.bank;
  const left: Content[] = [];
  if (voucher.voucher_type === 'Sales' && bank) {
    left.push(
      { text: 'Bank Details', bold: true },
      ...(
        [
          ['Bank', bank.name],
          ['A/c Holder', bank.holder],
          ['A/c No.', bank.accountNumber],
          ['IFSC', bank.ifsc],
          ['Branch', bank.branch],
        ] as [string, string | null][]
      )
        .filter((pair): pair is [string, string] => !!pair[1])
        .map(([label, value]) => ({ text: [{ text: `${label}: `, color: '#555555' }, value] })),
    );
  }
  const qr: Column[] =
    voucher.voucher_type === 'Sales' && company.paymentQr
      ? [
          {
            stack: [
              { image: company.paymentQr, fit: [72, 72] },
              { text: 'Scan to pay', style: 'label' },
            ],
            width: 80,
          },
        ]
      : [];
  const terms: Content = {
    stack: [
      { text: 'Terms & Conditions', bold: true },
      ...defaultTerms(voucher, company.state).map((term, index) => ({ text: `${index + 1}. ${term}`, style: 'small' })),
      ...(voucher.narration
        ? [{ text: [{ text: 'Notes: ', bold: true }, voucher.narration], margin: [0, 4, 0, 0] }]
        : []),
    ],
    width: '*',
  } as Content;
  return {
    columns: [...(left.length ? [{ stack: left, width: 150 }] : []), ...qr, terms, sized(signatureBlock(company), 160)],
    columnGap: 10,
    unbreakable: true,
    margin: [0, 10, 0, 0],
  };
}

/**
 * A sales invoice (a tax invoice with everything GST rule 46 asks, a bill of supply, or a plain
 * invoice), a purchase bill, or a credit or debit note (everything rule 53(1A) asks: the invoice it
 * is against and the reason), A4 portrait: the table runs onto as many pages as it needs with its
 * header repeated, and the totals, summary and signature follow it on the last page.
 */
export function invoiceDocument(voucher: VoucherRecord, company: PrintCompany): TDocumentDefinitions {
  const title = invoiceTitle(voucher, company);
  const layout = layoutOf(voucher);
  const note = isNoteType(voucher.voucher_type);
  const salesSide = bookSide(voucher) === 'Sales';
  // The company issues its sales invoices and both notes; a purchase bill is the supplier's.
  const issued = note || voucher.voucher_type === 'Sales';
  const [numberLabel, dateLabel] = NUMBER_LABELS[note ? 'note' : bookSide(voucher)];
  const transport = transportLine(voucher);
  const content: Content[] = [
    documentHeader(company, title, issued ? 'Original for Recipient' : undefined),
    detailsGrid(
      [
        [numberLabel, voucher.voucher_number],
        [dateLabel, printedDate(voucher.date)],
        // A note is settled by its invoice (or refunded): no due date or mode of payment of its own.
        ...(note ? noteDetails(voucher) : paymentDetails(voucher)),
        ['Reference', voucher.reference_number],
      ],
      [
        [
          'Place of Supply',
          layout === 'untaxed' ? null : stateWithCode(voucher.place_of_supply ?? voucher.party.state),
        ],
        ['Reverse Charge', layout === 'untaxed' || !salesSide ? null : 'No'],
        ['Transport', transport],
        ['E-way Bill', voucher.eway_bill ? ewayBillLine(voucher.eway_bill) : null],
        ['Status', voucher.status === 'active' ? null : 'Cancelled'],
      ],
    ),
    ...(voucher.einvoice ? [einvoiceBlock(voucher.einvoice)] : []),
    partyBlock(voucher),
    itemTable(voucher, layout),
    {
      columns: [
        {
          stack: [
            { text: 'Amount in Words', style: 'label' },
            { text: amountInWords(voucher.grand_total), bold: true, margin: [0, 1, 0, 0] },
          ],
          width: '*',
        },
        sized(totalsTable(voucher, layout), 220),
      ],
      columnGap: 12,
      unbreakable: true,
    },
    ...(layout === 'untaxed' ? [] : [hsnTable(voucher, layout)]),
    closingBlock(voucher, company),
  ];
  const document = baseDocument(`${title} ${voucher.voucher_number}`, content, `${title} ${voucher.voucher_number}`);
  if (voucher.status !== 'active') {
    document.watermark = { text: 'CANCELLED', color: '#c0392b', opacity: 0.12, bold: true };
  }
  return document;
}
