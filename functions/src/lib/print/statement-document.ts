import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { StatementCell, StatementRow, StatementTable } from '@app/shared/reports/statement-rows';
import { RULED, baseDocument, documentHeader, money, right } from './document-parts';
import type { PrintCompany } from './print-company';

/** Rupees as the print engine shows money: grouped, 2 places; blank for nothing. */
const amount = (rupees: number | null) => (rupees === null ? '' : money(Math.round(rupees * 100)));

/**
 * A statement of the books (issue 32) on A4: the company and the statement's name, its period,
 * then its table: the text columns on the left (particulars indented by depth), amounts
 * right-aligned, totals bold. A wide statement (a trial balance's seven columns, a register's six)
 * turns the page to landscape.
 */
export function statementDocument(table: StatementTable, company: PrintCompany): TDocumentDefinitions {
  const texts = table.text_columns ?? 1;
  const figures = table.header.length - texts;
  // A register's date, type and number are narrow; its particulars and every statement's take the rest.
  const textWidths = texts === 1 ? ['*'] : [52, '*', 62, 78];
  const widths = [...textWidths, ...Array.from({ length: figures }, () => (figures > 2 ? 62 : 90))];
  const cell = (value: StatementCell | undefined, index: number, row: StatementRow) => {
    const bold = row.strong === true;
    if (index >= texts) return right(amount(typeof value === 'number' ? value : null), { bold });
    const indent = index === 0 ? row.depth * 8 : 0;
    return {
      text: typeof value === 'string' ? value : '',
      bold,
      margin: [indent, 0, 0, 0] as [number, number, number, number],
    };
  };
  const content: Content[] = [
    documentHeader(company, table.title),
    { text: table.period, style: 'label', margin: [0, 0, 0, 6] },
    {
      table: {
        widths,
        headerRows: 1,
        body: [
          table.header.map((label, index) =>
            index < texts ? { text: label, style: 'label' } : right(label, { style: 'label' }),
          ),
          ...table.rows.map((row) => table.header.map((_, index) => cell(row.cells[index], index, row))),
        ],
      },
      layout: RULED,
    },
  ];
  const document = baseDocument(`${table.title} - ${company.name}`, content, table.title);
  if (table.header.length > 5) document.pageOrientation = 'landscape';
  return document;
}
