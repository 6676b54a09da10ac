import * as z from '@app/shared/zod';
import { DOCUMENT_TYPES } from '@app/shared/einvoice/einvoice-schema';
import { irpConfig } from './irp-config';
import { verifiedJwtPayload } from './irp-crypto';

/**
 * What the IRP signs (issue 36): the QR code printed on the invoice and the registered invoice
 * itself, each a JWT whose payload's `data` is a JSON text. Only what verifies with the IRP's
 * signing key (IRP_SIGNING_KEY) is taken; the print code reads the QR's fields from here.
 */
export const signedQrSchema = z.object({
  SellerGstin: z.string(),
  BuyerGstin: z.string(),
  DocNo: z.string(),
  DocTyp: z.string(),
  DocDt: z.string(),
  TotInvVal: z.number(),
  ItemCnt: z.number(),
  MainHsnCode: z.string(),
  Irn: z.string(),
  /** When the IRN was generated: 'YYYY-MM-DD HH:mm:ss' IST. */
  IrnDt: z.string(),
});
export type SignedQrFields = z.infer<typeof signedQrSchema>;

/** Loose: the IRP may add fields of its own to the invoice it signs; these are the ones Hisaab reads. */
export const signedInvoiceSchema = z.looseObject({
  Irn: z.string(),
  AckNo: z.union([z.string(), z.number()]),
  AckDt: z.string(),
  DocDtls: z.object({ Typ: z.enum(DOCUMENT_TYPES), No: z.string(), Dt: z.string() }),
  SellerDtls: z.object({ Gstin: z.string() }),
});
export type SignedInvoiceFields = z.infer<typeof signedInvoiceSchema>;

const jwtPayloadSchema = z.object({ data: z.string() });

function verifiedData<T extends z.ZodMiniType>(jwt: string, schema: T, signingKeyPem: string): z.infer<T> {
  const payload = jwtPayloadSchema.parse(verifiedJwtPayload(jwt, signingKeyPem));
  return z.parse(schema, JSON.parse(payload.data));
}

/** The signed QR code's fields; throws if the IRP's signature does not verify. */
export function verifySignedQr(jwt: string, signingKeyPem = irpConfig.signingKey): SignedQrFields {
  return verifiedData(jwt, signedQrSchema, signingKeyPem);
}

/** The registered e-invoice with its Irn, AckNo and AckDt; throws if the IRP's signature does not verify. */
export function verifySignedInvoice(jwt: string, signingKeyPem = irpConfig.signingKey): SignedInvoiceFields {
  return verifiedData(jwt, signedInvoiceSchema, signingKeyPem);
}
