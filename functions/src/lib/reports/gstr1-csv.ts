import { toCsv, type CsvCell } from '@app/shared/csv';
import { stateNameOf } from '@app/shared/gst/state-codes';
import type { Gstr1, Gstr1HsnRow, Gstr1Table } from '@app/shared/reports/gstr1-docs';

/** '27-Maharashtra', as the GST offline tool's CSV writes a place of supply. */
const placeOfSupply = (code: string) => `${code}-${stateNameOf(code) ?? ''}`;

const HSN_HEADER = [
  'HSN',
  'Description',
  'UQC',
  'Total Quantity',
  'Total Value',
  'Rate',
  'Taxable Value',
  'Integrated Tax Amount',
  'Central Tax Amount',
  'State/UT Tax Amount',
  'Cess Amount',
];

const hsnCells = (row: Gstr1HsnRow): CsvCell[] => [
  row.hsn_sc,
  row.desc,
  row.uqc,
  row.qty,
  Math.round((row.txval + row.iamt + row.camt + row.samt + row.csamt) * 100) / 100,
  row.rt,
  row.txval,
  row.iamt,
  row.camt,
  row.samt,
  row.csamt,
];

/**
 * One table of a GSTR-1 as CSV, with the column names of the GST offline tool's templates, one
 * line per invoice and rate (b2b, b2cl), per credit note and rate (cdnr, cdnur), per place of
 * supply and rate (b2cs), per HSN row, or per number series (doc_issue). The same figures as the
 * JSON. The note tables carry the template's columns only, as the tool imports them: no tax
 * amounts (the tool computes them from the rate), the receiver's name and the applicable
 * percentage left blank (both optional), and no original invoice (the portal no longer takes it).
 */
export function gstr1Csv(gstr1: Gstr1, table: Gstr1Table): string {
  switch (table) {
    case 'b2b':
      return toCsv(
        [
          'GSTIN/UIN of Recipient',
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Reverse Charge',
          'Invoice Type',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Central Tax',
          'State/UT Tax',
          'Cess Amount',
        ],
        gstr1.b2b.flatMap(({ ctin, inv }) =>
          inv.flatMap((invoice) =>
            invoice.itms.map(({ itm_det: item }) => [
              ctin,
              invoice.inum,
              invoice.idt,
              invoice.val,
              placeOfSupply(invoice.pos),
              'N',
              'Regular B2B',
              item.rt,
              item.txval,
              item.iamt,
              item.camt ?? 0,
              item.samt ?? 0,
              item.csamt,
            ]),
          ),
        ),
      );
    case 'b2cl':
      return toCsv(
        [
          'Invoice Number',
          'Invoice date',
          'Invoice Value',
          'Place Of Supply',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Cess Amount',
        ],
        gstr1.b2cl.flatMap(({ pos, inv }) =>
          inv.flatMap((invoice) =>
            invoice.itms.map(({ itm_det: item }) => [
              invoice.inum,
              invoice.idt,
              invoice.val,
              placeOfSupply(pos),
              item.rt,
              item.txval,
              item.iamt,
              item.csamt,
            ]),
          ),
        ),
      );
    case 'b2cs':
      return toCsv(
        [
          'Type',
          'Place Of Supply',
          'Supply Type',
          'Rate',
          'Taxable Value',
          'Integrated Tax',
          'Central Tax',
          'State/UT Tax',
          'Cess Amount',
        ],
        gstr1.b2cs.map((row) => [
          row.typ,
          placeOfSupply(row.pos),
          row.sply_ty,
          row.rt,
          row.txval,
          row.iamt,
          row.camt,
          row.samt,
          row.csamt,
        ]),
      );
    case 'cdnr':
      return toCsv(
        [
          'GSTIN/UIN of Recipient',
          'Receiver Name',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Reverse Charge',
          'Note Supply Type',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        gstr1.cdnr.flatMap(({ ctin, nt }) =>
          nt.flatMap((note) =>
            note.itms.map(({ itm_det: item }) => [
              ctin,
              null,
              note.nt_num,
              note.nt_dt,
              note.ntty,
              placeOfSupply(note.pos),
              note.rchrg,
              'Regular B2B',
              note.val,
              null,
              item.rt,
              item.txval,
              item.csamt,
            ]),
          ),
        ),
      );
    case 'cdnur':
      return toCsv(
        [
          'UR Type',
          'Note Number',
          'Note Date',
          'Note Type',
          'Place Of Supply',
          'Note Value',
          'Applicable % of Tax Rate',
          'Rate',
          'Taxable Value',
          'Cess Amount',
        ],
        gstr1.cdnur.flatMap((note) =>
          note.itms.map(({ itm_det: item }) => [
            note.typ,
            note.nt_num,
            note.nt_dt,
            note.ntty,
            placeOfSupply(note.pos),
            note.val,
            null,
            item.rt,
            item.txval,
            item.csamt,
          ]),
        ),
      );
    case 'hsn_b2b':
      return toCsv(HSN_HEADER, gstr1.hsn.hsn_b2b.map(hsnCells));
    case 'hsn_b2c':
      return toCsv(HSN_HEADER, gstr1.hsn.hsn_b2c.map(hsnCells));
    case 'doc_issue':
      return toCsv(
        ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled', 'Net Issued'],
        gstr1.doc_issue.doc_det.flatMap((series) =>
          series.docs.map((docs) => [series.doc_typ, docs.from, docs.to, docs.totnum, docs.cancel, docs.net_issue]),
        ),
      );
  }
}
