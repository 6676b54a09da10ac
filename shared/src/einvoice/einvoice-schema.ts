import * as z from '../zod';

/**
 * The e-invoice as the Invoice Registration Portal takes it (issue 36): NIC's JSON schema version
 * 1.1 (INV-01), field by field with its lengths, patterns and ranges. Every JSON Hisaab produces,
 * for the portal's bulk upload or for the IRP's API, is checked against this before it leaves, and
 * the local IRP sandbox checks what it receives with it too. Amounts are rupees (2 decimals),
 * quantities 3 decimals, dates DD/MM/YYYY.
 */

export const EINVOICE_VERSION = '1.1';
export const SUPPLY_TYPES = ['B2B', 'SEZWP', 'SEZWOP', 'EXPWP', 'EXPWOP', 'DEXP'] as const;
export const DOCUMENT_TYPES = ['INV', 'CRN', 'DBN'] as const;
export type SupplyType = (typeof SUPPLY_TYPES)[number];
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** The IRP's document number: at most 16 characters, letters, digits, '/' and '-', not starting with 0, '/' or '-'. */
export const IRP_DOCUMENT_NUMBER = /^[a-zA-Z1-9][a-zA-Z0-9/-]{0,15}$/;
export const IRP_GSTIN = /^[0-9]{2}[0-9A-Z]{13}$/;
const IRP_DATE = /^(0[1-9]|[12][0-9]|3[01])\/(0[1-9]|1[0-2])\/(19|20)\d\d$/;
const STATE_CODE = /^(0[1-9]|[1-3][0-9]|9[67])$/;

const text = (min: number, max: number) => z.string().check(z.minLength(min), z.maxLength(max));
const matching = (pattern: RegExp, max: number) => z.string().check(z.maxLength(max), z.regex(pattern));
const amount = (min = 0, max = 999999999999.99) => z.number().check(z.gte(min), z.lte(max));
const optional = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));
const yesNo = z.enum(['Y', 'N']);
const pin = z.int().check(z.gte(100000), z.lte(999999));
const date = matching(IRP_DATE, 10);
const phone = text(6, 12);
const email = text(6, 100);

const partyFields = {
  LglNm: text(3, 100),
  TrdNm: optional(text(3, 100)),
  Addr1: text(1, 100),
  Addr2: optional(text(3, 100)),
  Loc: text(3, 50),
  Stcd: matching(STATE_CODE, 2),
  Ph: optional(phone),
  Em: optional(email),
};

export const einvoiceSchema = z.strictObject({
  Version: z.literal(EINVOICE_VERSION),
  TranDtls: z.strictObject({
    TaxSch: z.literal('GST'),
    SupTyp: z.enum(SUPPLY_TYPES),
    RegRev: optional(yesNo),
    EcmGstin: optional(matching(IRP_GSTIN, 15)),
    IgstOnIntra: optional(yesNo),
  }),
  DocDtls: z.strictObject({
    Typ: z.enum(DOCUMENT_TYPES),
    No: matching(IRP_DOCUMENT_NUMBER, 16),
    Dt: date,
  }),
  SellerDtls: z.strictObject({ Gstin: matching(IRP_GSTIN, 15), ...partyFields, Pin: pin }),
  BuyerDtls: z.strictObject({
    // 'URP' for an export's foreign buyer.
    Gstin: text(3, 15),
    ...partyFields,
    Pos: matching(STATE_CODE, 2),
    Pin: optional(pin),
  }),
  DispDtls: optional(
    z.strictObject({
      Nm: text(3, 100),
      Addr1: text(1, 100),
      Addr2: optional(text(3, 100)),
      Loc: text(3, 100),
      Pin: pin,
      Stcd: matching(STATE_CODE, 2),
    }),
  ),
  ShipDtls: optional(
    z.strictObject({
      Gstin: optional(text(3, 15)),
      LglNm: text(3, 100),
      TrdNm: optional(text(3, 100)),
      Addr1: text(1, 100),
      Addr2: optional(text(3, 100)),
      Loc: text(3, 100),
      Pin: pin,
      Stcd: matching(STATE_CODE, 2),
    }),
  ),
  ItemList: z
    .array(
      z.strictObject({
        SlNo: text(1, 6),
        PrdDesc: optional(text(3, 300)),
        IsServc: yesNo,
        HsnCd: matching(/^\d{4,8}$/, 8),
        Barcde: optional(text(3, 30)),
        Qty: optional(z.number().check(z.gte(0), z.lte(9999999999.999))),
        FreeQty: optional(z.number().check(z.gte(0), z.lte(9999999999.999))),
        Unit: optional(text(3, 8)),
        UnitPrice: amount(0, 999999999999.999),
        TotAmt: amount(),
        Discount: optional(amount()),
        PreTaxVal: optional(amount()),
        AssAmt: amount(),
        GstRt: z.number().check(z.gte(0), z.lte(999.999)),
        IgstAmt: optional(amount()),
        CgstAmt: optional(amount()),
        SgstAmt: optional(amount()),
        CesRt: optional(z.number().check(z.gte(0), z.lte(100))),
        CesAmt: optional(amount()),
        CesNonAdvlAmt: optional(amount()),
        StateCesRt: optional(z.number().check(z.gte(0), z.lte(100))),
        StateCesAmt: optional(amount()),
        StateCesNonAdvlAmt: optional(amount()),
        OthChrg: optional(amount(-999999999999.99)),
        TotItemVal: amount(),
        OrdLineRef: optional(text(1, 50)),
        OrgCntry: optional(text(2, 2)),
        PrdSlNo: optional(text(1, 20)),
        BchDtls: optional(z.strictObject({ Nm: text(3, 20), ExpDt: optional(date), WrDt: optional(date) })),
      }),
    )
    .check(z.minLength(1), z.maxLength(1000)),
  ValDtls: z.strictObject({
    AssVal: amount(),
    CgstVal: optional(amount()),
    SgstVal: optional(amount()),
    IgstVal: optional(amount()),
    CesVal: optional(amount()),
    StCesVal: optional(amount()),
    Discount: optional(amount()),
    OthChrg: optional(amount(-999999999999.99)),
    RndOffAmt: optional(z.number().check(z.gte(-99.99), z.lte(99.99))),
    TotInvVal: amount(),
    TotInvValFc: optional(amount()),
  }),
  RefDtls: optional(
    z.strictObject({
      InvRm: optional(text(3, 100)),
      PrecDocDtls: optional(
        z
          .array(
            z.strictObject({ InvNo: matching(IRP_DOCUMENT_NUMBER, 16), InvDt: date, OthRefNo: optional(text(1, 20)) }),
          )
          .check(z.maxLength(100)),
      ),
    }),
  ),
  ExpDtls: optional(
    z.strictObject({
      ShipBNo: optional(text(1, 20)),
      ShipBDt: optional(date),
      Port: optional(text(2, 10)),
      RefClm: optional(yesNo),
      ForCur: optional(text(3, 16)),
      CntCode: optional(text(2, 2)),
      ExpDuty: optional(amount()),
    }),
  ),
  EwbDtls: optional(
    z.strictObject({
      TransId: optional(matching(IRP_GSTIN, 15)),
      TransName: optional(text(3, 100)),
      TransMode: optional(z.enum(['1', '2', '3', '4'])),
      Distance: z.int().check(z.gte(0), z.lte(4000)),
      TransDocNo: optional(text(1, 15)),
      TransDocDt: optional(date),
      VehNo: optional(text(4, 20)),
      VehType: optional(z.enum(['O', 'R'])),
    }),
  ),
});

export type EInvoiceJson = z.infer<typeof einvoiceSchema>;
export type EInvoiceItem = EInvoiceJson['ItemList'][number];

/** Where the schema refuses a JSON, as 'ItemList.0.HsnCd: ...' lines; empty when it passes. */
export function schemaProblems(json: unknown): string[] {
  const result = z.safeParse(einvoiceSchema, json);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
