import * as z from '@app/shared/zod';
import { irnOf } from '@app/shared/einvoice/irn';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { IrpError, type IrpApi, type IrpDocument } from './irp-api';
import { irpClientSecret, irpConfig } from './irp-config';
import { IRP_CLIENT_ERRORS, unreadable } from './irp-exchange';
import { IrpSessions, type IrpConnection } from './irp-sessions';
import { verifySignedInvoice, verifySignedQr } from './irp-signed-data';

/**
 * Issue 36: the one IRP client, NIC's e-invoice API (1.03, auth 1.04) over HTTPS. In AWS it talks
 * to NIC; on the local stack and in tests to the local IRP (infra/local/irp/) at IRP_API_URL.
 * Nothing the IRP returns is taken on trust: the IRN must be the document's (irnOf) and the signed
 * invoice and QR code must verify with the IRP's signing key.
 */

const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const maybeText = z.optional(z.nullable(text));

const documentSchema = z.object({
  Irn: z.string(),
  AckNo: text,
  AckDt: z.string(),
  SignedInvoice: z.string(),
  SignedQRCode: z.string(),
  Status: maybeText,
  EwbNo: maybeText,
  EwbDt: maybeText,
  EwbValidTill: maybeText,
});
const cancellationSchema = z.object({ Irn: z.string(), CancelDate: z.string() });
const ewayBillSchema = z.object({ EwbNo: text, EwbDt: z.string(), EwbValidTill: z.string() });

function parsed<T extends z.ZodMiniType>(schema: T, data: unknown): z.infer<T> {
  const result = schema.safeParse(data);
  if (!result.success) throw unreadable();
  return result.data;
}

const wrongIrn = (irn: string) =>
  new IrpError([{ code: IRP_CLIENT_ERRORS.wrongIrn, message: `The IRP answered for another IRN (${irn}).` }]);

/** The registered document, once its IRN is the one expected and both signatures verify. */
function documentOf(data: unknown, expectedIrn: string, signingKey: string): IrpDocument {
  const answer = parsed(documentSchema, data);
  let signedIrns: string[];
  try {
    signedIrns = [
      verifySignedQr(answer.SignedQRCode, signingKey).Irn,
      verifySignedInvoice(answer.SignedInvoice, signingKey).Irn,
    ];
  } catch {
    const message = "The IRP's signature on the e-invoice did not verify, so it was not taken. Please try again.";
    throw new IrpError([{ code: IRP_CLIENT_ERRORS.signature, message }]);
  }
  if (answer.Irn !== expectedIrn || signedIrns.some((irn) => irn !== expectedIrn)) throw wrongIrn(answer.Irn);
  return {
    irn: answer.Irn,
    ackNo: answer.AckNo,
    ackDate: answer.AckDt,
    signedInvoice: answer.SignedInvoice,
    signedQrCode: answer.SignedQRCode,
    status: answer.Status === 'CNL' ? 'CNL' : 'ACT',
    ...(answer.EwbNo ? { ewbNo: answer.EwbNo } : {}),
    ...(answer.EwbDt ? { ewbDate: answer.EwbDt } : {}),
    ...(answer.EwbValidTill ? { ewbValidTill: answer.EwbValidTill } : {}),
  };
}

const irnOfInvoice = (invoice: EInvoiceJson) =>
  irnOf(invoice.SellerDtls.Gstin, invoice.DocDtls.Typ, invoice.DocDtls.No, invoice.DocDtls.Dt);

/** An IRP client for one connection; its sessions are kept as long as it is. */
export function createIrpClient(connection: IrpConnection): IrpApi {
  const sessions = new IrpSessions(connection);
  return {
    async generate(credentials, invoice) {
      const data = await sessions.request(credentials, 'POST', '/eicore/v1.03/Invoice', invoice);
      return documentOf(data, await irnOfInvoice(invoice), connection.signingKey);
    },
    async getByIrn(credentials, irn) {
      const data = await sessions.request(credentials, 'GET', `/eicore/v1.03/Invoice/irn/${encodeURIComponent(irn)}`);
      return documentOf(data, irn, connection.signingKey);
    },
    async cancel(credentials, irn, reason, remark) {
      const body = { Irn: irn, CnlRsn: reason, CnlRem: remark };
      const answer = parsed(
        cancellationSchema,
        await sessions.request(credentials, 'POST', '/eicore/v1.03/Invoice/Cancel', body),
      );
      if (answer.Irn !== irn) throw wrongIrn(answer.Irn);
      return { irn: answer.Irn, cancelDate: answer.CancelDate };
    },
    async generateEwayBill(credentials, request) {
      const body = {
        Irn: request.irn,
        Distance: request.distance,
        TransMode: request.transMode ?? null,
        TransId: request.transId ?? null,
        TransName: request.transName ?? null,
        TransDocDt: request.transDocDt ?? null,
        TransDocNo: request.transDocNo ?? null,
        VehNo: request.vehNo ?? null,
        VehType: request.vehType ?? null,
      };
      const answer = parsed(ewayBillSchema, await sessions.request(credentials, 'POST', '/eiewb/v1.03/ewaybill', body));
      return { ewbNo: answer.EwbNo, ewbDate: answer.EwbDt, ewbValidTill: answer.EwbValidTill };
    },
  };
}

/** The settings' connection, read when used, so a warm function takes a changed secret (irp-config.ts). */
const configured: IrpConnection = {
  get apiUrl() {
    return irpConfig.apiUrl;
  },
  get clientId() {
    return irpConfig.clientId;
  },
  clientSecret: () => irpClientSecret(),
  get publicKey() {
    return irpConfig.publicKey;
  },
  get signingKey() {
    return irpConfig.signingKey;
  },
};

let client: IrpApi | undefined;

/** The IRP client the routes use: the settings' IRP, its sessions kept while the function stays warm. */
export function irpClient(): IrpApi {
  client ??= createIrpClient(configured);
  return client;
}

export { verifySignedQr } from './irp-signed-data';
