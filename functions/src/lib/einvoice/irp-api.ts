import type { EInvoiceCancelReason } from '@app/shared/einvoice/einvoice-docs';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';

/**
 * The Invoice Registration Portal as Hisaab talks to it (issue 36), whoever stands behind it: NIC's
 * IRP API (irp-client.ts) in AWS, the local IRP sandbox (infra/local/irp/) here and in tests. The
 * e-invoice routes depend on this interface only.
 */

/** A company's IRP API user (created on the e-invoice portal for its GSP/API access). */
export interface IrpCredentials {
  gstin: string;
  username: string;
  password: string;
}

/** What the IRP answers for a registered document (decrypted). Dates are 'YYYY-MM-DD HH:mm:ss' IST, as the IRP writes them. */
export interface IrpDocument {
  irn: string;
  ackNo: string;
  ackDate: string;
  /** A JWT (RS256) signed by the IRP whose payload's `data` is the e-invoice with Irn, AckNo and AckDt. */
  signedInvoice: string;
  /** A JWT (RS256) signed by the IRP whose payload's `data` is the QR's fields (SellerGstin, ..., Irn, IrnDt). */
  signedQrCode: string;
  status: 'ACT' | 'CNL';
  /** The e-way bill generated with the IRN (when EwbDtls were sent). */
  ewbNo?: string;
  ewbDate?: string;
  ewbValidTill?: string;
}

/** NIC's cancellation reasons (the codes of EINVOICE_CANCEL_REASONS: 1 Duplicate ... 4 Others). */
export type IrpCancelReason = EInvoiceCancelReason;

export interface IrpCancellation {
  irn: string;
  cancelDate: string;
}

/** Transport details of an e-way bill generated for an IRN (NIC's 'Generate E-way Bill by IRN'). */
export interface IrpEwayBillRequest {
  irn: string;
  distance: number;
  transMode?: '1' | '2' | '3' | '4';
  transId?: string;
  transName?: string;
  transDocNo?: string;
  transDocDt?: string;
  vehNo?: string;
  vehType?: 'R' | 'O';
}

export interface IrpEwayBill {
  ewbNo: string;
  ewbDate: string;
  ewbValidTill: string;
}

/** An error the IRP answered with (Status 0): its codes and messages, and a duplicate's registered IRN. */
export class IrpError extends Error {
  constructor(
    readonly details: { code: string; message: string }[],
    /** On 2150 'Duplicate IRN': the document already registered (InfoDtls DUPIRN). */
    readonly duplicate?: { irn: string; ackNo: string; ackDate: string },
  ) {
    super(details.map((detail) => `${detail.code}: ${detail.message}`).join('; ') || 'The IRP refused the request');
    this.name = 'IrpError';
  }
}

/** NIC's error codes the routes act on. */
export const IRP_ERRORS = {
  invalidCredentials: '1005',
  duplicateIrn: '2150',
  irnNotFound: '2283',
  cancelTimeOver: '2270',
  alreadyCancelled: '9999',
} as const;

export interface IrpApi {
  /** Registers the e-invoice; a duplicate throws IrpError with `duplicate` set. */
  generate(credentials: IrpCredentials, invoice: EInvoiceJson): Promise<IrpDocument>;
  getByIrn(credentials: IrpCredentials, irn: string): Promise<IrpDocument>;
  cancel(credentials: IrpCredentials, irn: string, reason: IrpCancelReason, remark: string): Promise<IrpCancellation>;
  generateEwayBill(credentials: IrpCredentials, request: IrpEwayBillRequest): Promise<IrpEwayBill>;
}
