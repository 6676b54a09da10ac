import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { RESPONSE_MESSAGES, type ResponseFileResult } from '@app/shared/einvoice/einvoice-docs';
import { irnOf } from '@app/shared/einvoice/irn';
import { DOCUMENT_TYPES, type DocumentType } from '@app/shared/einvoice/einvoice-schema';
import type { VoucherType } from '@app/shared/books/voucher-types';
import * as z from '@app/shared/zod';
import { documentClient, tableName } from '#lib/db/client';
import { getVoucher, voucherNumberKey } from '#lib/db/vouchers';
import { ValidationError } from '#lib/errors';
import { irpTime, irpTimeText } from './einvoice-present';
import { ewayRowSteps } from './eway-bills';
import { keepOnInvoice } from './invoice-extras';
import { verifySignedQr, type SignedQrFields } from './irp-signed-data';

/**
 * The e-invoice portal's response file after a bulk upload (issue 36): per document, what the
 * IRP's API answers (Irn, AckNo, AckDt, SignedInvoice, SignedQRCode, EwbNo...) or its errors
 * (ErrorDetails), as a JSON array (or under `data`). Read leniently, as the portal's files vary;
 * trusted only as far as the IRP's signature goes: the document is the signed QR's, its IRN must
 * be that document's hash, and the company's GSTIN the seller's.
 */
const text = z.pipe(
  z.union([z.string(), z.number()]),
  z.transform((value) => String(value)),
);
const maybe = <T extends z.ZodMiniType>(schema: T) => z.optional(z.nullable(schema));

const entrySchema = z.object({
  Irn: maybe(z.string()),
  AckNo: maybe(text),
  AckDt: maybe(z.string()),
  SignedQRCode: maybe(z.string()),
  EwbNo: maybe(text),
  EwbDt: maybe(z.string()),
  EwbValidTill: maybe(z.string()),
  DocDtls: maybe(z.object({ No: maybe(text) })),
  ErrorDetails: maybe(z.array(z.object({ ErrorCode: maybe(text), ErrorMessage: maybe(z.string()) }))),
});
type Entry = z.infer<typeof entrySchema>;

const fileSchema = z.union([z.array(entrySchema), z.object({ data: z.array(entrySchema) })]);

const VOUCHER_TYPES: Record<DocumentType, VoucherType> = { INV: 'Sales', CRN: 'Credit Note', DBN: 'Debit Note' };
const TYPE_NAMES: Record<DocumentType, string> = { INV: 'invoice', CRN: 'credit note', DBN: 'debit note' };

function entriesOf(file: string): Entry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(file);
  } catch {
    parsed = undefined;
  }
  const result = z.safeParse(fileSchema, parsed);
  if (!result.success)
    throw new ValidationError(RESPONSE_MESSAGES.unreadable, [{ field: 'file', message: RESPONSE_MESSAGES.unreadable }]);
  return Array.isArray(result.data) ? result.data : result.data.data;
}

async function voucherIdOf(companyId: string, type: VoucherType, number: string): Promise<string | undefined> {
  const { Item } = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: voucherNumberKey(companyId, type, number), ConsistentRead: true }),
  );
  return typeof Item?.voucher_id === 'string' ? Item.voucher_id : undefined;
}

const signedFields = (jwt: string): SignedQrFields | undefined => {
  try {
    return verifySignedQr(jwt);
  } catch {
    return undefined;
  }
};

/** Attaches each registered document of the file to its invoice; says of each other one why not. */
export async function importPortalResponses(
  companyId: string,
  gstin: string,
  file: string,
  actorId: string,
): Promise<ResponseFileResult> {
  const result: ResponseFileResult = { attached: [], unchanged: 0, refused: [] };
  for (const [index, entry] of entriesOf(file).entries()) {
    const named = entry.DocDtls?.No ?? `Entry ${index + 1}`;
    const refuse = (message: string, document = named) => result.refused.push({ document, message });
    if (!entry.Irn || !entry.SignedQRCode || !entry.AckNo || !entry.AckDt) {
      const reasons = (entry.ErrorDetails ?? []).map((detail) => detail.ErrorMessage).filter(Boolean);
      refuse(RESPONSE_MESSAGES.failed(reasons.join('; ') || 'no IRN'));
      continue;
    }
    const qr = signedFields(entry.SignedQRCode);
    if (qr?.Irn !== entry.Irn) {
      refuse(RESPONSE_MESSAGES.unsigned);
      continue;
    }
    const type = DOCUMENT_TYPES.find((each) => each === qr.DocTyp);
    const own = type ? await irnOf(gstin, type, qr.DocNo, qr.DocDt) : undefined;
    if (!type || qr.SellerGstin !== gstin || own !== entry.Irn) {
      refuse(RESPONSE_MESSAGES.wrongIrn, qr.DocNo);
      continue;
    }
    const voucherId = await voucherIdOf(companyId, VOUCHER_TYPES[type], qr.DocNo);
    const voucher = voucherId ? await getVoucher(companyId, voucherId) : undefined;
    if (!voucher) {
      refuse(RESPONSE_MESSAGES.notFound(TYPE_NAMES[type], qr.DocNo), qr.DocNo);
      continue;
    }
    if (voucher.einvoice?.irn === entry.Irn) {
      result.unchanged += 1;
      continue;
    }
    if (voucher.einvoice?.status === 'active') {
      refuse(RESPONSE_MESSAGES.otherIrn, qr.DocNo);
      continue;
    }
    const ackDate = irpTimeText(entry.AckDt);
    if (!ackDate) {
      refuse(RESPONSE_MESSAGES.ackDate, qr.DocNo);
      continue;
    }
    const einvoice = {
      irn: entry.Irn,
      ack_no: entry.AckNo,
      ack_date: ackDate,
      signed_qr: entry.SignedQRCode,
      status: 'active' as const,
      source: 'portal' as const,
      registered_at: new Date().toISOString(),
      registered_by: actorId,
    };
    // An e-way bill the IRP made with the IRN (EwbDtls were in the uploaded e-invoice).
    const [ewbMade, ewbEnds] = [irpTimeText(entry.EwbDt ?? ''), irpTimeText(entry.EwbValidTill ?? '')];
    const bill =
      entry.EwbNo && ewbMade && ewbEnds
        ? {
            number: entry.EwbNo,
            made_at: irpTime(ewbMade).toISOString(),
            valid_till: irpTime(ewbEnds).toISOString(),
            source: 'irp' as const,
          }
        : undefined;
    await keepOnInvoice(
      voucher,
      { einvoice, ...(bill ? { eway_bill: bill } : {}) },
      'irn',
      actorId,
      bill ? ewayRowSteps(voucher, bill) : [],
    );
    result.attached.push({
      vouchar_id: voucher.voucher_id,
      voucher_number: voucher.voucher_number,
      irn: entry.Irn,
      ack_no: entry.AckNo,
    });
  }
  return result;
}
