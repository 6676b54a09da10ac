import * as z from '@app/shared/zod';
import { schemaProblems, type EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { irnOf } from '@app/shared/einvoice/irn';
import { isoDay, istDay, istText, type IrpClock } from './irp-clock';
import { IrpRefusal, refusal, type IrpInfo } from './irp-refusal';
import { ewayBillRequestSchema, makeEwayBill, type EwayBill, type Transport } from './eway-bills';
import { signedInvoice, signedQrCode } from './signed-documents';

/**
 * The documents registered with the local IRP and what NIC's API does with them: generate an
 * IRN (the e-invoice checked against NIC's schema, the seller's GSTIN the user's, the date not
 * ahead; a document registered once only), get one by its IRN, cancel one within 24 hours, and
 * make an e-way bill for one.
 */
export interface RegisteredDocument {
  gstin: string;
  irn: string;
  ackNo: string;
  ackDt: string;
  /** When it was registered, on the IRP's clock: the 24 hours to cancel run from here. */
  registeredAt: number;
  invoice: EInvoiceJson;
  signedInvoice: string;
  signedQrCode: string;
  status: 'ACT' | 'CNL';
  cancelDate: string | null;
  ewayBill: EwayBill | null;
}

export interface IrpDocumentsState {
  documents: RegisteredDocument[];
  lastAckNo: number;
  lastEwbNo: number;
}

/** What an API call answers: its Data (encrypted on the way out) and the IRP's notes (InfoDtls). */
export interface IrpAnswer {
  data: unknown;
  info?: IrpInfo[];
}

const CANCEL_HOURS = 24;
/** 15-digit acknowledgement numbers and 12-digit e-way bill numbers, counted up from these. */
const ACK_NO_BASE = 112_610_000_000_000;
const EWB_NO_BASE = 181_000_000_000;

const cancelSchema = z.object({
  Irn: z.string(),
  CnlRsn: z.enum(['1', '2', '3', '4']),
  CnlRem: z.string().check(z.minLength(1), z.maxLength(100)),
});

function parsedOr<T extends z.ZodMiniType>(schema: T, body: unknown, what: 'invalidCancel' | 'invalidEwayBill') {
  const result = z.safeParse(schema, body);
  if (result.success) return result.data;
  throw refusal(
    what,
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  );
}

const answerOf = (document: RegisteredDocument) => ({
  AckNo: document.ackNo,
  AckDt: document.ackDt,
  Irn: document.irn,
  SignedInvoice: document.signedInvoice,
  SignedQRCode: document.signedQrCode,
  Status: document.status,
  EwbNo: document.ewayBill?.EwbNo ?? null,
  EwbDt: document.ewayBill?.EwbDt ?? null,
  EwbValidTill: document.ewayBill?.EwbValidTill ?? null,
  Remarks: null,
});

export class IrpDocuments {
  private documents = new Map<string, RegisteredDocument>();
  private lastAckNo = 0;
  private lastEwbNo = 0;

  constructor(
    private readonly clock: IrpClock,
    private readonly signingKey: string,
  ) {}

  /** `POST /eicore/v1.03/Invoice`. */
  async generate(gstin: string, body: unknown): Promise<IrpAnswer> {
    const problems = schemaProblems(body);
    if (problems.length > 0) throw refusal('invalidInvoice', problems);
    const invoice = body as EInvoiceJson;
    const { DocDtls: doc } = invoice;
    if (invoice.SellerDtls.Gstin !== gstin) throw refusal('notOwnGstin');
    const now = this.clock.now();
    if (isoDay(doc.Dt) > istDay(now)) throw refusal('futureDate');
    const irn = await irnOf(gstin, doc.Typ, doc.No, doc.Dt);
    const registered = this.documents.get(irn);
    if (registered) {
      const info = [{ InfCd: 'DUPIRN', Desc: { AckNo: registered.ackNo, AckDt: registered.ackDt, Irn: irn } }];
      throw refusal('duplicateIrn', undefined, info);
    }
    const registration = { Irn: irn, AckNo: String(ACK_NO_BASE + ++this.lastAckNo), AckDt: istText(now) };
    const document: RegisteredDocument = {
      gstin,
      irn,
      ackNo: registration.AckNo,
      ackDt: registration.AckDt,
      registeredAt: now,
      invoice,
      signedInvoice: signedInvoice(invoice, registration, this.signingKey),
      signedQrCode: signedQrCode(invoice, registration, this.signingKey),
      status: 'ACT',
      cancelDate: null,
      ewayBill: null,
    };
    this.documents.set(irn, document);
    if (!invoice.EwbDtls) return { data: answerOf(document) };
    // As NIC does, the IRN stands when its e-way bill cannot be made; why is in InfoDtls.
    try {
      document.ewayBill = this.nextEwayBill(invoice.EwbDtls, now);
      return { data: answerOf(document) };
    } catch (error) {
      if (!(error instanceof IrpRefusal)) throw error;
      return { data: answerOf(document), info: [{ InfCd: 'EWBERR', Desc: error.details }] };
    }
  }

  /** `GET /eicore/v1.03/Invoice/irn/{irn}`. */
  get(gstin: string, irn: string): IrpAnswer {
    return { data: answerOf(this.own(gstin, irn)) };
  }

  /** `POST /eicore/v1.03/Invoice/Cancel`. */
  cancel(gstin: string, body: unknown): IrpAnswer {
    const request = parsedOr(cancelSchema, body, 'invalidCancel');
    const document = this.own(gstin, request.Irn);
    if (document.status === 'CNL') throw refusal('notActive');
    const now = this.clock.now();
    if (now - document.registeredAt > CANCEL_HOURS * 60 * 60 * 1000) throw refusal('cancelTimeOver');
    document.status = 'CNL';
    document.cancelDate = istText(now);
    return { data: { Irn: document.irn, CancelDate: document.cancelDate } };
  }

  /** `POST /eiewb/v1.03/ewaybill`: an e-way bill for a registered, active document. */
  generateEwayBill(gstin: string, body: unknown): IrpAnswer {
    const request = parsedOr(ewayBillRequestSchema, body, 'invalidEwayBill');
    const document = this.own(gstin, request.Irn);
    if (document.status === 'CNL') throw refusal('notActive');
    if (document.ewayBill) throw refusal('ewayBillExists', document.ewayBill.EwbNo);
    document.ewayBill = this.nextEwayBill(request, this.clock.now());
    return { data: document.ewayBill };
  }

  list(): RegisteredDocument[] {
    return [...this.documents.values()];
  }

  /** The document if it is this GSTIN's; another's is as unknown to it as one never registered. */
  private own(gstin: string, irn: string): RegisteredDocument {
    const document = this.documents.get(irn);
    if (document?.gstin !== gstin) throw refusal('irnNotFound');
    return document;
  }

  private nextEwayBill(transport: Transport, madeAt: number): EwayBill {
    const bill = makeEwayBill(transport, String(EWB_NO_BASE + this.lastEwbNo + 1), madeAt);
    this.lastEwbNo += 1;
    return bill;
  }

  snapshot(): IrpDocumentsState {
    return { documents: this.list(), lastAckNo: this.lastAckNo, lastEwbNo: this.lastEwbNo };
  }

  restore(state: IrpDocumentsState): void {
    this.documents = new Map(state.documents.map((document) => [document.irn, document]));
    this.lastAckNo = state.lastAckNo;
    this.lastEwbNo = state.lastEwbNo;
  }
}
