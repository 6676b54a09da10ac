import * as z from '../zod';
import { shortMonthName } from '../financial-year';
import { isValidGstin } from './gstin';
import type { ReconDocument } from './reconcile';

/**
 * A GSTR-2B file as the GST portal gives it (issue 33): the month's inward supplies its suppliers
 * reported, per supplier (`ctin`) their invoices (`b2b[].inv[]`) and credit and debit notes
 * (`cdnr[].nt[]`), each with its lines' taxable value and taxes in rupees (or, in the API's
 * shorter form, the document's own); and the bills of entry ICEGATE reported for goods imported
 * (`impg[]`) or brought in from an SEZ unit (`impgsez[].boe[]`). Read leniently (the portal adds
 * fields over time); what reconciliation needs must be there.
 */

export const GSTR2B_MESSAGES = {
  notJson: 'This file is not JSON: download GSTR-2B from the GST portal as a JSON file',
  notGstr2b: 'This is not a GSTR-2B file: it has no GSTIN, return period and documents',
  otherGstin: (file: string, company: string) => `This GSTR-2B is for GSTIN ${file}; this company's is ${company}`,
  /** The period as MMYYYY. */
  kept: (period: string, documents: number, suppliers: number, billsOfEntry: number) =>
    `GSTR-2B of ${shortMonthName(Number(period.slice(0, 2)))} ${period.slice(2)} kept: ${documents} documents from ${suppliers} suppliers` +
    (billsOfEntry > 0 ? ` and ${billsOfEntry} ${billsOfEntry === 1 ? 'bill' : 'bills'} of entry` : ''),
} as const;

const amount = z.optional(z.number());
const figureFields = { txval: amount, igst: amount, cgst: amount, sgst: amount };
const documentFields = {
  dt: z.string(),
  val: amount,
  rev: z.optional(z.string()),
  itcavl: z.optional(z.string()),
  ...figureFields,
  items: z.optional(z.array(z.object(figureFields))),
};
const invoiceSchema = z.object({ inum: z.string(), ...documentFields });
const noteSchema = z.object({ ntnum: z.string(), typ: z.string(), ...documentFields });
const billOfEntrySchema = z.object({
  portcode: z.optional(z.string()),
  boenum: z.union([z.string(), z.number()]),
  boedt: z.string(),
  txval: amount,
  igst: amount,
});

const fileSchema = z.object({
  gstin: z.string(),
  /** MMYYYY. */
  rtnprd: z.string().check(z.regex(/^(0[1-9]|1[0-2])\d{4}$/)),
  docdata: z.object({
    b2b: z.optional(
      z.array(z.object({ ctin: z.string(), trdnm: z.optional(z.string()), inv: z.array(invoiceSchema) })),
    ),
    cdnr: z.optional(z.array(z.object({ ctin: z.string(), trdnm: z.optional(z.string()), nt: z.array(noteSchema) }))),
    impg: z.optional(z.array(billOfEntrySchema)),
    impgsez: z.optional(z.array(z.object({ ctin: z.string(), boe: z.array(billOfEntrySchema) }))),
  }),
});

/** A document of 2B with what the reconciliation screen shows besides the figures. */
export interface Gstr2bDocument extends ReconDocument {
  supplier: string;
  /** Whether the portal says the credit is available ('N': e.g. place of supply, section 16(4)). */
  itcAvailable: boolean;
  reverseCharge: boolean;
}

/**
 * A bill of entry 2B lists: goods imported, or brought in from an SEZ unit, and the IGST paid on
 * them at customs, in paise. Their IGST is 3B's 4(A)(1): the books keep no bills of entry, so
 * the portal's own record of them is the figure, as the portal's auto-drafted 3B takes it.
 */
export interface BillOfEntry {
  port: string;
  number: string;
  date: string;
  taxable: number;
  igst: number;
  /** The SEZ unit's GSTIN, for goods brought in from one. */
  sezGstin: string | null;
}

export interface Gstr2bFile {
  gstin: string;
  /** MMYYYY, as the portal writes the return period. */
  period: string;
  documents: Gstr2bDocument[];
  billsOfEntry: BillOfEntry[];
}

const paise = (rupees: number | undefined) => Math.round((rupees ?? 0) * 100);
/** The portal's dd-mm-yyyy as YYYY-MM-DD. */
const isoDate = (text: string) => {
  const [day, month, year] = text.split('-');
  return `${year}-${month}-${day}`;
};

function documentOf(
  gstin: string,
  supplier: string,
  kind: ReconDocument['kind'],
  number: string,
  fields: z.output<typeof invoiceSchema>,
): Gstr2bDocument {
  const sum = (head: 'txval' | 'igst' | 'cgst' | 'sgst') =>
    fields.items ? fields.items.reduce((total, item) => total + paise(item[head]), 0) : paise(fields[head]);
  return {
    id: `${gstin}|${kind}|${number}`,
    gstin,
    supplier,
    kind,
    number,
    date: isoDate(fields.dt),
    taxable: sum('txval'),
    igst: sum('igst'),
    cgst: sum('cgst'),
    sgst: sum('sgst'),
    itcAvailable: fields.itcavl !== 'N',
    reverseCharge: fields.rev === 'Y',
  };
}

/**
 * The file's documents, or a message saying what is wrong with it: not JSON, not a GSTR-2B, or
 * another GSTIN's. A supplier's debit note (raising what it billed) counts as an invoice; its
 * credit note pairs with a debit note in the books.
 */
export function readGstr2b(text: string, companyGstin: string): Gstr2bFile | { error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { error: GSTR2B_MESSAGES.notJson };
  }
  const wrapped = json as { data?: unknown } | null;
  const parsed = fileSchema.safeParse(
    wrapped && typeof wrapped === 'object' && 'data' in wrapped ? wrapped.data : json,
  );
  if (!parsed.success) return { error: GSTR2B_MESSAGES.notGstr2b };
  const file = parsed.data;
  if (!isValidGstin(file.gstin)) return { error: GSTR2B_MESSAGES.notGstr2b };
  if (file.gstin.toUpperCase() !== companyGstin.toUpperCase())
    return { error: GSTR2B_MESSAGES.otherGstin(file.gstin, companyGstin) };
  const documents = [
    ...(file.docdata.b2b ?? []).flatMap((supplier) =>
      supplier.inv.map((invoice) =>
        documentOf(supplier.ctin, supplier.trdnm ?? supplier.ctin, 'invoice', invoice.inum, invoice),
      ),
    ),
    ...(file.docdata.cdnr ?? []).flatMap((supplier) =>
      supplier.nt.map((note) =>
        documentOf(supplier.ctin, supplier.trdnm ?? supplier.ctin, note.typ === 'C' ? 'note' : 'invoice', note.ntnum, {
          ...note,
          inum: note.ntnum,
        }),
      ),
    ),
  ];
  const billsOfEntry = [
    ...(file.docdata.impg ?? []).map((bill) => billOfEntryOf(bill, null)),
    ...(file.docdata.impgsez ?? []).flatMap((unit) => unit.boe.map((bill) => billOfEntryOf(bill, unit.ctin))),
  ];
  return { gstin: file.gstin.toUpperCase(), period: file.rtnprd, documents, billsOfEntry };
}

function billOfEntryOf(bill: z.output<typeof billOfEntrySchema>, sezGstin: string | null): BillOfEntry {
  return {
    port: bill.portcode ?? '',
    number: String(bill.boenum),
    date: isoDate(bill.boedt),
    taxable: paise(bill.txval),
    igst: paise(bill.igst),
    sezGstin,
  };
}
