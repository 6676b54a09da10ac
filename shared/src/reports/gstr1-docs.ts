import * as z from '../zod';
import { companyIdField } from '../catalogue/fields';

/**
 * GSTR-1, the return of outward supplies, for one month, in the GST portal's JSON (GST.md): b2b,
 * b2cl, b2cs, the credit and debit notes to registered buyers (cdnr) and to consumers against a b2cl
 * invoice (cdnur), the HSN summary split into hsn_b2b and hsn_b2c, and doc_issue. Debit notes raised
 * on suppliers (purchase returns) are inward, not in GSTR-1. Amounts are rupees with 2 decimals.
 */

export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c', 'doc_issue'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export const returnPeriodFields = {
  company_id: companyIdField,
  /** The year the financial year starts (2026 is FY 2026-27). */
  financial_year: z.coerce
    .number()
    .check(z.int('financial_year must be a year'), z.gte(2000, 'financial_year must be a year from 2000'), z.lte(2100)),
  /** 1-12, the calendar month (1 is January of the following calendar year). */
  financial_month: z.coerce
    .number()
    .check(
      z.int('financial_month must be 1 to 12'),
      z.gte(1, 'financial_month must be 1 to 12'),
      z.lte(12, 'financial_month must be 1 to 12'),
    ),
};

export const gstr1QuerySchema = z.object(returnPeriodFields);

export const gstr1CsvQuerySchema = z.object({
  ...returnPeriodFields,
  table: z.enum(GSTR1_TABLES, { error: `table must be one of: ${GSTR1_TABLES.join(', ')}` }),
});

export interface Gstr1ItemDetail {
  rt: number;
  txval: number;
  iamt: number;
  camt?: number;
  samt?: number;
  csamt: number;
}

export interface Gstr1Invoice {
  inum: string;
  /** DD-MM-YYYY. */
  idt: string;
  val: number;
  pos: string;
  rchrg?: 'N';
  inv_typ?: 'R';
  itms: { num: number; itm_det: Gstr1ItemDetail }[];
}

/**
 * A credit or debit note in cdnr (design docs/design/returns-and-batches.md 5.3): `val` is the
 * note's value, positive (`ntty` says which way); the portal's schema has no original invoice
 * number or date.
 */
export interface Gstr1Note {
  /** 'C' a credit note lowering the supply, 'D' a debit note raising it. */
  ntty: 'C' | 'D';
  nt_num: string;
  /** DD-MM-YYYY. */
  nt_dt: string;
  val: number;
  pos: string;
  rchrg: 'N';
  inv_typ: 'R';
  itms: { num: number; itm_det: Gstr1ItemDetail }[];
}

/** A credit or debit note in cdnur: to a consumer, against a b2cl invoice. */
export interface Gstr1UnregisteredNote extends Omit<Gstr1Note, 'rchrg' | 'inv_typ'> {
  typ: 'B2CL';
}

export interface Gstr1HsnRow {
  num: number;
  hsn_sc: string;
  desc: string;
  uqc: string;
  qty: number;
  rt: number;
  txval: number;
  iamt: number;
  camt: number;
  samt: number;
  csamt: number;
}

export interface Gstr1 {
  gstin: string;
  /** MMYYYY. */
  fp: string;
  b2b: { ctin: string; inv: Gstr1Invoice[] }[];
  b2cl: { pos: string; inv: Omit<Gstr1Invoice, 'rchrg' | 'inv_typ'>[] }[];
  b2cs: {
    sply_ty: 'INTRA' | 'INTER';
    pos: string;
    typ: 'OE';
    rt: number;
    txval: number;
    iamt: number;
    camt: number;
    samt: number;
    csamt: number;
  }[];
  cdnr: { ctin: string; nt: Gstr1Note[] }[];
  cdnur: Gstr1UnregisteredNote[];
  hsn: { hsn_b2b: Gstr1HsnRow[]; hsn_b2c: Gstr1HsnRow[] };
  doc_issue: {
    doc_det: {
      doc_num: number;
      doc_typ: string;
      docs: { num: number; from: string; to: string; totnum: number; cancel: number; net_issue: number }[];
    }[];
  };
}
