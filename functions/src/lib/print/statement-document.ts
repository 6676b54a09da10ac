import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { StatementTable } from '@app/shared/reports/statement-rows';
import { RULED, baseDocument, documentHeader, money, right } from './document-parts';
import type { PrintCompany } from './print-company';

/** Rupees as the print engine shows money: grouped, 2 places; blank for nothing. */
const amount = (rupees: number | null) => (rupees === null ? '' : money(Math.round(rupees * 100)));

/**
 * A statement of the books (issue 32) on A4: the company and the statement's name, its period,
 * then its table: particulars indented by depth, amounts right-aligned, totals bold. A wide
 * statement (a trial balance's seven columns) turns the page to landscape.
 */
export function statementDocument(table: StatementTable, company: PrintCompany): TDocumentDefinitions {
  const figures = table.header.length - 1;
  const widths = ['*', ...Array.from({ length: figures }, () => (figures > 2 ? 62 : 90))];
  const content: Content[] = [
    documentHeader(company, table.title),
    { text: table.period, style: 'label', margin: [0, 0, 0, 6] },
    {
      table: {
        widths,
        headerRows: 1,
        body: [
          [
            { text: table.header[0] ?? '', style: 'label' },
            ...table.header.slice(1).map((label) => right(label, { style: 'label' })),
          ],
          ...table.rows.map((row) => {
            const [particulars, ...rupees] = row.cells;
            return [
              {
                text: particulars,
                bold: row.strong === true,
                margin: [row.depth * 8, 0, 0, 0] as [number, number, number, number],
              },
              ...Array.from({ length: figures }, (_, index) =>
                right(amount(rupees[index] ?? null), { bold: row.strong === true }),
              ),
            ];
          }),
        ],
      },
      layout: RULED,
    },
  ];
  const document = baseDocument(`${table.title} - ${company.name}`, content, table.title);
  if (figures > 4) document.pageOrientation = 'landscape';
  return document;
}
