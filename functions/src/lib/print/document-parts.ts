import type {
  Column,
  Content,
  ContentTable,
  Size,
  StyleDictionary,
  TableCell,
  TDocumentDefinitions,
} from 'pdfmake/interfaces';
import { toDisplayDate } from '@app/shared/financial-year';
import { formatAmount, paiseToRupees, type Paise, type Thousandths } from '@app/shared/money';
import type { PrintCompany } from './print-company';

/** A4 portrait with 22 pt (about 8 mm) side margins: 551 pt of width for the content. */
export const PAGE = { size: 'A4', margins: [22, 36, 22, 40] as [number, number, number, number] } as const;

export const STYLES: StyleDictionary = {
  company: { fontSize: 14, bold: true },
  title: { fontSize: 15, bold: true, alignment: 'right' },
  copy: { fontSize: 8, italics: true, alignment: 'right', color: '#555555' },
  label: { fontSize: 7.5, color: '#555555' },
  heading: { fontSize: 7, bold: true, fillColor: '#eef2f1' },
  cell: { fontSize: 7.5 },
  small: { fontSize: 7.5 },
  grand: { fontSize: 10, bold: true },
};

/** 1,23,456.00: Indian grouping, two decimals, no symbol (table cells). */
export const money = (paise: Paise) => formatAmount(paiseToRupees(paise));

/** ₹1,23,456.00 (the rupee sign is in Roboto). */
export const rupees = (paise: Paise) => `₹${money(paise)}`;

const QUANTITY = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** '2.5 KGS': the quantity as typed, with its unit (UQC). */
export const quantityWithUnit = (quantity: Thousandths, unit: string) => `${QUANTITY.format(quantity / 1000)} ${unit}`;

/** '18%' from hundredths of a percent (1800). */
export const ratePercent = (hundredths: number) => `${QUANTITY.format(hundredths / 100)}%`;

/** 2026-11-22 -> 22-11-2026, as Indian documents write dates. */
export const printedDate = (iso: string) => toDisplayDate(iso, 'dd-MM-yyyy');

/** A block placed as a column of the given width. */
export const sized = (content: Content, width: Size): Column => Object.assign({}, content, { width });

/** A table cell aligned right (amounts), with any further cell properties. */
export const right = (text: string, extra: object = {}): TableCell => ({ text, alignment: 'right', ...extra });

/** '- 0.40' for a round-off taken off, '0.40' for one added. */
export const signedMoney = (paise: Paise) => `${paise < 0 ? '- ' : ''}${money(Math.abs(paise))}`;

/**
 * The totals block on the right of an invoice: a label and an amount a row, then the total in
 * the grand style (the app's invoices and Hisaab's own tax invoices alike).
 */
export function totalsBlock(rows: [string, string][], total: { label: string; amount: Paise }): Content {
  return {
    table: {
      widths: ['*', 80],
      body: [
        ...rows.map(([label, value]) => [{ text: label }, right(value)]),
        [{ text: total.label, style: 'grand' }, right(rupees(total.amount), { style: 'grand' })],
      ],
    },
    layout: RULED,
    style: 'cell',
  };
}

/** A thin-ruled table, the house look of every printed table. */
export const RULED = {
  hLineWidth: () => 0.5,
  vLineWidth: () => 0.5,
  hLineColor: () => '#9aa5a2',
  vLineColor: () => '#9aa5a2',
  paddingLeft: () => 2.5,
  paddingRight: () => 2.5,
  paddingTop: () => 1.5,
  paddingBottom: () => 1.5,
};

/** The company block at the top of the first page: logo, name, address, GSTIN, state and code. */
export function companyBlock(company: PrintCompany): Content {
  const state = company.stateCode ? `${company.state} (Code ${company.stateCode})` : company.state;
  const lines: Content[] = [
    { text: company.name, style: 'company' },
    ...company.addressLines.map((line) => ({ text: line, style: 'small' })),
    ...(company.gstin ? [{ text: [{ text: 'GSTIN: ', bold: true }, company.gstin], style: 'small' }] : []),
    { text: [{ text: 'State: ', bold: true }, state], style: 'small' },
    ...(company.phone || company.email
      ? [{ text: [company.phone, company.email].filter(Boolean).join('  ·  '), style: 'small' }]
      : []),
  ];
  if (!company.logo) return { stack: lines };
  return {
    columns: [
      { image: company.logo, fit: [60, 60], width: 66 },
      { stack: lines, width: '*' },
    ],
    columnGap: 6,
  };
}

/** The top of the first page: the company on the left, the document's title (and copy) on the right. */
export function documentHeader(company: PrintCompany, title: string, copy?: string): Content {
  return {
    columns: [
      sized(companyBlock(company), '*'),
      { stack: [{ text: title, style: 'title' }, ...(copy ? [{ text: copy, style: 'copy' }] : [])], width: 170 },
    ],
    margin: [0, 0, 0, 8],
  };
}

/** A two-column grid of label/value pairs (number, date, place of supply...), empty ones left out. */
export function detailsGrid(left: [string, string | null][], right: [string, string | null][]): ContentTable {
  const column = (pairs: [string, string | null][]): Content => ({
    table: {
      widths: [78, '*'],
      body: pairs
        .filter((pair): pair is [string, string] => !!pair[1])
        .map(([label, value]) => [
          { text: label, style: 'label' },
          { text: value, style: 'cell', bold: true },
        ]),
    },
    layout: 'noBorders',
  });
  return {
    table: { widths: ['*', '*'], body: [[column(left), column(right)]] },
    layout: RULED,
    margin: [0, 0, 0, 6],
  };
}

/** 'For <company>' with room to sign, and 'Authorised Signatory' (GST rule 46). */
export function signatureBlock(company: PrintCompany): Content {
  return {
    stack: [
      { text: `For ${company.name}`, bold: true, fontSize: 8.5 },
      { text: ' ', margin: [0, 22, 0, 0] },
      { text: 'Authorised Signatory', style: 'small' },
    ],
    alignment: 'right',
    unbreakable: true,
    margin: [0, 10, 0, 0],
  };
}

/**
 * The page furniture of every document: 'Page X of N' at the foot, and from page 2 on a running
 * line naming the document, so a loose page can be put back.
 */
export function pageFurniture(runningTitle: string): Pick<TDocumentDefinitions, 'header' | 'footer'> {
  return {
    header: (currentPage) =>
      currentPage > 1 ? { text: `${runningTitle} (continued)`, style: 'label', margin: [22, 16, 22, 0] } : { text: '' },
    footer: (currentPage, pageCount) => ({
      columns: [
        { text: 'This is a computer-generated document.', style: 'label' },
        { text: `Page ${currentPage} of ${pageCount}`, style: 'label', alignment: 'right' },
      ],
      margin: [22, 14, 22, 0],
    }),
  };
}

/** The base of every printed document: A4 portrait, Roboto, the styles above. */
export function baseDocument(title: string, content: Content[], runningTitle: string): TDocumentDefinitions {
  return {
    info: { title, creator: 'Hisaab', producer: 'Hisaab' },
    pageSize: PAGE.size,
    pageOrientation: 'portrait',
    pageMargins: PAGE.margins,
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.1 },
    styles: STYLES,
    content,
    ...pageFurniture(runningTitle),
  };
}
