import {
  EWAY_WARNING_HOURS,
  TRANSPORT_MESSAGES,
  type EndingEwayBill,
  type EwayBill,
  type TransportInput,
} from '@app/shared/einvoice/eway-docs';
import { irpDate } from '@app/shared/einvoice/einvoice-build';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { queryPages } from '#lib/db/query-all';
import { ConflictError, ValidationError } from '#lib/errors';
import { irpTime } from './einvoice-present';
import { refusal, requireCredentials, type EInvoiceParts } from './einvoice-requests';
import { ewayRowSteps, refuseNotGoods, transportOf } from './eway-bills';
import { keepOnInvoice } from './invoice-extras';
import { irpClient } from './irp-client';

const refuseUnlessGoods = (voucher: VoucherRecord) => {
  const problem = refuseNotGoods(voucher);
  if (problem) throw new ValidationError(problem, [{ field: 'vouchar_id', message: problem }]);
};

/** Keeps how the goods travel; allowed after the IRN too (the IRP has the invoice, not its lorry). */
export async function saveTransport(parts: EInvoiceParts, input: TransportInput, actorId: string) {
  refuseUnlessGoods(parts.voucher);
  return keepOnInvoice(parts.voucher, { transport: transportOf(input) }, 'update', actorId);
}

/** An e-way bill as kept, with its row by the end of its validity. */
const keepEwayBill = (voucher: VoucherRecord, bill: EwayBill, actorId: string) =>
  keepOnInvoice(voucher, { eway_bill: bill }, 'update', actorId, ewayRowSteps(voucher, bill));

/** Makes the e-way bill for the invoice's IRN through the IRP ('Generate E-way Bill by IRN'). */
export async function generateEwayBill(parts: EInvoiceParts, actorId: string): Promise<VoucherRecord> {
  const { voucher } = parts;
  refuseUnlessGoods(voucher);
  if (voucher.eway_bill) throw new ConflictError(TRANSPORT_MESSAGES.hasEwayBill);
  if (voucher.einvoice?.status !== 'active') throw new ConflictError(TRANSPORT_MESSAGES.needsIrn);
  const transport = voucher.transport;
  if (!transport)
    throw new ValidationError(TRANSPORT_MESSAGES.noTransport, [
      { field: 'transport', message: TRANSPORT_MESSAGES.noTransport },
    ]);
  const made = await irpClient()
    .generateEwayBill(requireCredentials(parts), {
      irn: voucher.einvoice.irn,
      distance: transport.distance_km,
      transMode: transport.mode,
      ...(transport.transporter_id ? { transId: transport.transporter_id } : {}),
      ...(transport.transporter_name ? { transName: transport.transporter_name } : {}),
      ...(transport.document_number ? { transDocNo: transport.document_number } : {}),
      ...(transport.document_date ? { transDocDt: irpDate(transport.document_date) } : {}),
      ...(transport.vehicle_number ? { vehNo: transport.vehicle_number } : {}),
      vehType: transport.vehicle_type,
    })
    .catch((error: unknown) => {
      throw refusal(error);
    });
  const bill: EwayBill = {
    number: made.ewbNo,
    made_at: irpTime(made.ewbDate).toISOString(),
    valid_till: irpTime(made.ewbValidTill).toISOString(),
    source: 'irp',
  };
  return keepEwayBill(voucher, bill, actorId);
}

/** An e-way bill made on the e-way bill portal, recorded on its invoice. */
export async function recordEwayBill(
  parts: EInvoiceParts,
  input: { number: string; made_at: string; valid_till: string },
  actorId: string,
): Promise<VoucherRecord> {
  refuseUnlessGoods(parts.voucher);
  const bill: EwayBill = {
    number: input.number,
    made_at: new Date(input.made_at).toISOString(),
    valid_till: new Date(input.valid_till).toISOString(),
    source: 'portal',
  };
  return keepEwayBill(parts.voucher, bill, actorId);
}

/** The company's e-way bills whose validity ends within EWAY_WARNING_HOURS of `now`. */
export async function endingEwayBills(companyId: string, now = new Date()): Promise<EndingEwayBill[]> {
  const until = new Date(now.getTime() + EWAY_WARNING_HOURS * 3_600_000);
  const bills: EndingEwayBill[] = [];
  const pages = queryPages({
    KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':pk': `COMPANY#${companyId}`,
      ':from': `EWB#${now.toISOString()}`,
      ':to': `EWB#${until.toISOString()}#\uffff`,
    },
  });
  for await (const { items } of pages) {
    for (const item of items) {
      bills.push({
        vouchar_id: String(item.voucher_id),
        voucher_number: String(item.voucher_number),
        party_name: String(item.party_name),
        number: String(item.number),
        valid_till: String(item.valid_till),
      });
    }
  }
  return bills;
}
