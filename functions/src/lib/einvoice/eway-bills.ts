import { buildEInvoice, type EInvoiceTransport } from '@app/shared/einvoice/einvoice-build';
import type { EInvoiceProblem } from '@app/shared/einvoice/einvoice-checks';
import {
  TRANSPORT_MESSAGES,
  type EwayBill,
  type EwayView,
  type PendingEwayBills,
  type Transport,
  type TransportInput,
} from '@app/shared/einvoice/eway-docs';
import { ewayBillOf, ewayBulkFile, ewaySchemaProblems, type EwayBillJson } from '@app/shared/einvoice/eway-json';
import { consignmentValue, INTER_STATE_LIMIT, intraStateLimit, needsEwayBill } from '@app/shared/einvoice/eway-limits';
import { stateCodeOf } from '@app/shared/gst/state-codes';
import { paiseToRupees } from '@app/shared/money';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { CompanyRecord } from '#lib/db/companies';
import { put, remove, type Step } from '#lib/db/transact';
import { periodInvoices } from './period-invoices';

/**
 * An invoice's e-way bill (issue 36): whether its goods need one (rule 138: their value with tax
 * above Rs 50,000 between states, above the state's own limit within it), the transport they go
 * by, the e-way bill portal's JSON made from the e-invoice's own parts, and the bill once made.
 * Each bill is also listed under the company by the end of its validity (`EWB#<valid till>#<id>`),
 * so the bills running out are one Query away.
 */
export const ewayRowKey = (companyId: string, validTill: string, voucherId: string) => ({
  pk: `COMPANY#${companyId}`,
  sk: `EWB#${validTill}#${voucherId}`,
});

/** The goods' value and the limit it is held against (paise), and whether it passes it. */
function ewayNeed(company: CompanyRecord, voucher: VoucherRecord) {
  const from = stateCodeOf(company.state) ?? '';
  const to = stateCodeOf(voucher.place_of_supply ?? voucher.party.state ?? '') ?? '';
  const value = consignmentValue(voucher.lines);
  const limit = from === to ? intraStateLimit(from) : INTER_STATE_LIMIT;
  return { value, limit, required: voucher.voucher_type === 'Sales' && needsEwayBill(value, from, to) };
}

/** The invoice's bill as the e-way bill portal's bulk file lists it, or why the portal would refuse it. */
function portalBill(company: CompanyRecord, voucher: VoucherRecord, transport: Transport) {
  const bill = ewayBillOf(buildEInvoice(company, voucher), transport);
  const problems: EInvoiceProblem[] = ewaySchemaProblems(ewayBulkFile([bill])).map((problem) => ({
    where: 'invoice',
    message: `The e-way bill portal would refuse ${problem}`,
  }));
  return { bill, problems };
}

export function ewayView(company: CompanyRecord, voucher: VoucherRecord): EwayView {
  const { value, limit, required } = ewayNeed(company, voucher);
  const transport = voucher.transport ?? null;
  let json: EwayView['json'] = null;
  const problems: EInvoiceProblem[] = [];
  if (transport && voucher.voucher_type === 'Sales') {
    const made = portalBill(company, voucher, transport);
    if (made.problems.length === 0) json = ewayBulkFile([made.bill]);
    problems.push(...made.problems);
  }
  return {
    required,
    value: paiseToRupees(value),
    limit: paiseToRupees(limit),
    transport,
    eway_bill: voucher.eway_bill ?? null,
    json,
    problems,
  };
}

/** The transport as kept, from the form (every field present, null when not given). */
export const transportOf = (input: TransportInput): Transport => ({
  mode: input.mode,
  distance_km: input.distance_km,
  transporter_id: input.transporter_id ?? null,
  transporter_name: input.transporter_name?.trim() ? input.transporter_name.trim() : null,
  vehicle_number: input.vehicle_number ?? null,
  vehicle_type: input.vehicle_type,
  document_number: input.document_number ?? null,
  document_date: input.document_date ?? null,
});

/** The transport as the e-invoice's EwbDtls take it (an e-way bill made with the IRN). */
export const einvoiceTransportOf = (transport: Transport): EInvoiceTransport => ({
  mode: transport.mode,
  distanceKm: transport.distance_km,
  ...(transport.transporter_id ? { transporterId: transport.transporter_id } : {}),
  ...(transport.transporter_name ? { transporterName: transport.transporter_name } : {}),
  ...(transport.vehicle_number ? { vehicleNumber: transport.vehicle_number } : {}),
  vehicleType: transport.vehicle_type,
  ...(transport.document_number ? { documentNumber: transport.document_number } : {}),
  ...(transport.document_date ? { documentDate: transport.document_date } : {}),
});

/** A sales invoice's goods travel; a note's or a purchase's do not here. */
export const refuseNotGoods = (voucher: VoucherRecord) =>
  voucher.voucher_type === 'Sales' && voucher.status === 'active' ? undefined : TRANSPORT_MESSAGES.notGoods;

/** The writes that list a new e-way bill by its validity, and take the old one's row away. */
export function ewayRowSteps(voucher: VoucherRecord, bill: EwayBill): Step[] {
  const old = voucher.eway_bill;
  return [
    ...(old && old.valid_till !== bill.valid_till
      ? [remove(ewayRowKey(voucher.company_id, old.valid_till, voucher.voucher_id))]
      : []),
    put({
      ...ewayRowKey(voucher.company_id, bill.valid_till, voucher.voucher_id),
      entity: 'eway_bill_row',
      voucher_id: voucher.voucher_id,
      voucher_number: voucher.voucher_number,
      party_name: voucher.party.name,
      number: bill.number,
      valid_till: bill.valid_till,
    }),
  ];
}

/**
 * The period's sales needing an e-way bill and without one: the portal's bulk file of those whose
 * transport is given (and which its rules accept), those still without transport, and the refused.
 */
export async function pendingEwayBills(
  company: CompanyRecord,
  range: { from: string; to: string },
): Promise<PendingEwayBills> {
  const { invoices, truncated } = await periodInvoices(company.company_id, range, ['Sales']);
  const result: PendingEwayBills = { file: null, ready: [], without_transport: [], refused: [], truncated };
  const bills: EwayBillJson[] = [];
  for (const voucher of invoices) {
    const need = ewayNeed(company, voucher);
    if (!need.required || voucher.eway_bill) continue;
    const listed = {
      vouchar_id: voucher.voucher_id,
      voucher_number: voucher.voucher_number,
      value: paiseToRupees(need.value),
    };
    if (!voucher.transport) {
      result.without_transport.push(listed);
      continue;
    }
    const made = portalBill(company, voucher, voucher.transport);
    if (made.problems.length > 0) result.refused.push({ ...listed, problems: made.problems });
    else {
      bills.push(made.bill);
      result.ready.push(listed);
    }
  }
  if (bills.length > 0) result.file = ewayBulkFile(bills);
  return result;
}
