import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { amountInWords } from '@app/shared/print/amount-in-words';
import type { VoucherRecord } from '#lib/books/voucher-record';
import {
  RULED,
  baseDocument,
  detailsGrid,
  documentHeader,
  money,
  printedDate,
  right,
  rupees,
  signatureBlock,
  sized,
} from './document-parts';
import type { PrintCompany } from './print-company';

/**
 * A Journal or Contra (issue 32) as Tally prints it: number and date, each line's ledger with its
 * debit or credit, the totals (equal), the amount in words, the narration and the signatures.
 */
export function journalVoucherDocument(voucher: VoucherRecord, company: PrintCompany): TDocumentDefinitions {
  const title = `${voucher.voucher_type} Voucher`;
  const side = (amount: number, debit: boolean) => ((debit ? amount < 0 : amount > 0) ? money(Math.abs(amount)) : '');
  const content: Content[] = [
    documentHeader(company, title),
    detailsGrid(
      [
        ['Voucher No.', voucher.voucher_number],
        ['Date', printedDate(voucher.date)],
      ],
      [
        ['Amount', rupees(voucher.grand_total)],
        ['Status', voucher.status === 'active' ? null : 'Deleted'],
      ],
    ),
    {
      table: {
        widths: ['*', 90, 90],
        headerRows: 1,
        body: [
          [
            { text: 'Particulars', style: 'label' },
            right('Debit', { style: 'label' }),
            right('Credit', { style: 'label' }),
          ],
          ...voucher.accounting.map((line) => [
            { text: line.ledger_name },
            right(side(line.amount, true)),
            right(side(line.amount, false)),
          ]),
          [
            { text: 'Total', bold: true },
            right(money(voucher.grand_total), { bold: true }),
            right(money(voucher.grand_total), { bold: true }),
          ],
        ],
      },
      layout: RULED,
      margin: [0, 4, 0, 0],
    },
    {
      table: {
        widths: [110, '*'],
        body: [
          [
            { text: 'Amount in Words', style: 'label' },
            { text: amountInWords(voucher.grand_total), bold: true },
          ],
          [{ text: 'Narration', style: 'label' }, { text: voucher.narration ?? '-' }],
        ],
      },
      layout: RULED,
      margin: [0, 8, 0, 0],
    },
    { columns: [{ text: '', width: '*' }, sized(signatureBlock(company), 200)], margin: [0, 16, 0, 0] },
  ];
  const document = baseDocument(`${title} ${voucher.voucher_number}`, content, `${title} ${voucher.voucher_number}`);
  if (voucher.status !== 'active')
    document.watermark = { text: 'DELETED', color: '#c0392b', opacity: 0.12, bold: true };
  return document;
}
