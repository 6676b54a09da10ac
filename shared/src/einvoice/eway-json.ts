import * as z from '../zod';
import { irpDate } from './einvoice-build';
import type { EInvoiceJson } from './einvoice-schema';
import type { Transport } from './eway-docs';

/**
 * The e-way bill portal's JSON (its bulk generation format, version 1.0.0621), for a business
 * that makes its e-way bills on the portal (no e-invoicing, or the IRP not used): one bill per
 * invoice, made from the e-invoice's own parts (seller, buyer, lines, totals), so both agree.
 * Checked against the portal's field rules below before it is offered.
 */
export const EWAY_JSON_VERSION = '1.0.0621';

const stateCode = z.int().check(z.gte(1), z.lte(99));
const pin = z.int().check(z.gte(100000), z.lte(999999));
const money = z.number().check(z.gte(0));

const billSchema = z.strictObject({
  userGstin: z.string().check(z.regex(/^[0-9]{2}[0-9A-Z]{13}$/)),
  supplyType: z.literal('O'),
  subSupplyType: z.literal(1),
  subSupplyDesc: z.string(),
  docType: z.enum(['INV', 'BIL', 'CHL']),
  docNo: z.string().check(z.regex(/^[a-zA-Z0-9/-]{1,16}$/)),
  docDate: z.string().check(z.regex(/^\d{2}\/\d{2}\/\d{4}$/)),
  fromGstin: z.string().check(z.length(15)),
  fromTrdName: z.string().check(z.maxLength(100)),
  fromAddr1: z.string().check(z.maxLength(120)),
  fromAddr2: z.string().check(z.maxLength(120)),
  fromPlace: z.string().check(z.maxLength(50)),
  fromPincode: pin,
  fromStateCode: stateCode,
  actFromStateCode: stateCode,
  toGstin: z.string().check(z.minLength(3), z.maxLength(15)),
  toTrdName: z.string().check(z.maxLength(100)),
  toAddr1: z.string().check(z.maxLength(120)),
  toAddr2: z.string().check(z.maxLength(120)),
  toPlace: z.string().check(z.maxLength(50)),
  toPincode: pin,
  toStateCode: stateCode,
  actToStateCode: stateCode,
  transactionType: z.literal(1),
  otherValue: z.number(),
  totalValue: money,
  cgstValue: money,
  sgstValue: money,
  igstValue: money,
  cessValue: money,
  cessNonAdvolValue: money,
  totInvValue: money,
  transporterId: z.string().check(z.maxLength(15)),
  transporterName: z.string().check(z.maxLength(100)),
  transDocNo: z.string().check(z.maxLength(15)),
  transMode: z.enum(['1', '2', '3', '4']),
  transDistance: z.string().check(z.regex(/^\d{1,4}$/)),
  transDocDate: z.string(),
  vehicleNo: z.string().check(z.maxLength(20)),
  vehicleType: z.enum(['R', 'O']),
  itemList: z
    .array(
      z.strictObject({
        itemNo: z.int(),
        productName: z.string().check(z.maxLength(100)),
        productDesc: z.string().check(z.maxLength(100)),
        hsnCode: z.int(),
        quantity: z.number(),
        qtyUnit: z.string().check(z.maxLength(8)),
        taxableAmount: money,
        sgstRate: money,
        cgstRate: money,
        igstRate: money,
        cessRate: money,
        cessNonAdvol: money,
      }),
    )
    .check(z.minLength(1), z.maxLength(250)),
});

export const ewayBulkSchema = z.strictObject({ version: z.literal(EWAY_JSON_VERSION), billLists: z.array(billSchema) });
export type EwayBulkJson = z.infer<typeof ewayBulkSchema>;
export type EwayBillJson = EwayBulkJson['billLists'][number];

/** Where the portal's rules refuse the JSON, as 'billLists.0.toPincode: ...' lines; empty when it passes. */
export function ewaySchemaProblems(json: unknown): string[] {
  const result = z.safeParse(ewayBulkSchema, json);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** One invoice's e-way bill, as the portal's bulk file lists it, from its e-invoice and its transport. */
export function ewayBillOf(invoice: EInvoiceJson, transport: Transport): EwayBillJson {
  const { SellerDtls: from, BuyerDtls: to, ValDtls: totals } = invoice;
  const taxed = invoice.ItemList.some((item) => item.GstRt > 0);
  return {
    userGstin: from.Gstin,
    supplyType: 'O',
    subSupplyType: 1,
    subSupplyDesc: '',
    docType: taxed ? 'INV' : 'BIL',
    docNo: invoice.DocDtls.No,
    docDate: invoice.DocDtls.Dt,
    fromGstin: from.Gstin,
    fromTrdName: from.TrdNm ?? from.LglNm,
    fromAddr1: from.Addr1,
    fromAddr2: from.Addr2 ?? '',
    fromPlace: from.Loc,
    fromPincode: from.Pin,
    fromStateCode: Number(from.Stcd),
    actFromStateCode: Number(from.Stcd),
    toGstin: to.Gstin || 'URP',
    toTrdName: to.LglNm,
    toAddr1: to.Addr1,
    toAddr2: to.Addr2 ?? '',
    toPlace: to.Loc,
    toPincode: to.Pin ?? 0,
    toStateCode: Number(to.Stcd),
    actToStateCode: Number(to.Pos),
    transactionType: 1,
    otherValue: (totals.OthChrg ?? 0) + (totals.RndOffAmt ?? 0),
    totalValue: totals.AssVal,
    cgstValue: totals.CgstVal ?? 0,
    sgstValue: totals.SgstVal ?? 0,
    igstValue: totals.IgstVal ?? 0,
    cessValue: 0,
    cessNonAdvolValue: 0,
    totInvValue: totals.TotInvVal,
    transporterId: transport.transporter_id ?? '',
    transporterName: transport.transporter_name ?? '',
    transDocNo: transport.document_number ?? '',
    transMode: transport.mode,
    transDistance: String(transport.distance_km),
    transDocDate: transport.document_date ? irpDate(transport.document_date) : '',
    vehicleNo: transport.vehicle_number ?? '',
    vehicleType: transport.vehicle_type,
    itemList: invoice.ItemList.filter((item) => item.IsServc === 'N').map((item, index) => {
      const igst = (item.IgstAmt ?? 0) > 0;
      return {
        itemNo: index + 1,
        productName: (item.PrdDesc ?? '').slice(0, 100),
        productDesc: (item.PrdDesc ?? '').slice(0, 100),
        hsnCode: Number(item.HsnCd),
        quantity: item.Qty ?? 0,
        qtyUnit: item.Unit ?? 'OTH',
        taxableAmount: item.AssAmt,
        sgstRate: igst ? 0 : item.GstRt / 2,
        cgstRate: igst ? 0 : item.GstRt / 2,
        igstRate: igst ? item.GstRt : 0,
        cessRate: 0,
        cessNonAdvol: 0,
      };
    }),
  };
}

/** The portal's bulk file of these bills. */
export const ewayBulkFile = (bills: EwayBillJson[]): EwayBulkJson => ({ version: EWAY_JSON_VERSION, billLists: bills });
