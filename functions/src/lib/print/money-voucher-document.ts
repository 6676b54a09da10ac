import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { amountInWords } from '@app/shared/print/amount-in-words';
import { partyAmount, type VoucherRecord } from '#lib/books/voucher-record';
import {
  RULED,
  baseDocument,
  detailsGrid,
  documentHeader,
  printedDate,
  rupees,
  signatureBlock,
  sized,
} from './document-parts';
import type { PrintCompany } from './print-company';

/**
 * A receipt or payment as a voucher slip: number and date, who paid or was paid, the amount in
 * figures and words, the cash or bank account it went through, the narration, and signatures.
 */
export function moneyVoucherDocument(voucher: VoucherRecord, company: PrintCompany): TDocumentDefinitions {
  const receipt = voucher.voucher_type === 'Receipt';
  const title = receipt ? 'Receipt Voucher' : 'Payment Voucher';
  const amount = Math.abs(partyAmount(voucher));
  const account = voucher.accounting.find((line) => line.ledger_id === voucher.account_id)?.ledger_name ?? null;
  const content: Content[] = [
    documentHeader(company, title),
    detailsGrid(
      [
        ['Voucher No.', voucher.voucher_number],
        ['Date', printedDate(voucher.date)],
      ],
      [
        [receipt ? 'Received In' : 'Paid From', account],
        ['Status', voucher.status === 'active' ? null : 'Deleted'],
      ],
    ),
    {
      table: {
        widths: [110, '*'],
        body: [
          [
            { text: receipt ? 'Received From' : 'Paid To', style: 'label' },
            { text: voucher.party.name, bold: true, fontSize: 10 },
          ],
          [
            { text: 'Amount', style: 'label' },
            { text: rupees(amount), style: 'grand' },
          ],
          [
            { text: 'Amount in Words', style: 'label' },
            { text: amountInWords(amount), bold: true },
          ],
          [{ text: 'Narration', style: 'label' }, { text: voucher.narration ?? '-' }],
        ],
      },
      layout: RULED,
      margin: [0, 4, 0, 0],
    },
    {
      columns: [
        {
          stack: [
            { text: ' ', margin: [0, 32, 0, 0] },
            { text: receipt ? "Payer's Signature" : "Receiver's Signature", style: 'small' },
          ],
          width: '*',
        },
        sized(signatureBlock(company), 200),
      ],
      margin: [0, 16, 0, 0],
    },
  ];
  const document = baseDocument(`${title} ${voucher.voucher_number}`, content, `${title} ${voucher.voucher_number}`);
  if (voucher.status !== 'active')
    document.watermark = { text: 'DELETED', color: '#c0392b', opacity: 0.12, bold: true };
  return document;
}
