import { beforeAll, describe, expect, it } from 'vitest';
import type { EInvoiceView } from '@app/shared/einvoice/einvoice-docs';
import {
  TRANSPORT_MESSAGES,
  type EndingEwayBill,
  type EwayView,
  type PendingEwayBills,
} from '@app/shared/einvoice/eway-docs';
import { ewaySchemaProblems, type EwayBulkJson } from '@app/shared/einvoice/eway-json';
import { addDays, indianDate } from '@app/shared/financial-year';
import { addLedger } from '../../../test/books';
import { einvoicingCompany, generateIrn, portalResponseOf } from '../../../test/einvoice';
import { randomGstin } from '../../../test/gstins';
import { api, dataOf } from '../../../test/fixtures';
import { fetchLocalBytes } from '../../../test/api';
import { pdfPages } from '../../../test/pdf';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, postVoucher } from '../../../test/vouchers';

/** The day in India of an instant (the local IRP's clock may run ahead of this machine's in a test run). */
const indianDay = (iso: string) => indianDate(new Date(iso));

const ROAD = { mode: '1', distance_km: 985, vehicle_number: 'mh04 ab 1234', transporter_name: 'VRL Logistics' };

/**
 * Issue 36, goods on the road: whether an invoice's goods need an e-way bill (Rs 50,000 between
 * states, the state's own limit within it), its transport, the e-way bill portal's JSON, the bill
 * made with the IRN or for it after, or recorded from the portal, printed, and warned of as it ends.
 */
describe('e-way bills', () => {
  let user: TestUser;
  let world: Awaited<ReturnType<typeof einvoicingCompany>>;
  let companyId = '';
  const sale = (buyerId: string, quantity: number) =>
    postVoucher(
      user,
      invoiceBody(companyId, 'Sales', buyerId, [{ item_id: world.product._id, quantity, rate: '100.00' }]),
    );
  const ewayOf = async (voucherId: string) =>
    dataOf<EwayView>(await api.get(`/api/v1/einvoice/${voucherId}/eway-bill?company_id=${companyId}`, user.idToken));
  const saveTransport = (voucherId: string, transport: Record<string, unknown>) =>
    api.put(`/api/v1/einvoice/${voucherId}/transport`, user.idToken, { company_id: companyId, ...transport });

  beforeAll(async () => {
    user = await signUpUser();
    world = await einvoicingCompany(user);
    companyId = world.company._id;
  });

  it("holds the goods' value with tax against Rs 50,000 between states and Rs 1 lakh within Maharashtra", async () => {
    const toBengaluru = await sale(world.buyer._id, 500);
    expect(await ewayOf(toBengaluru._id)).toMatchObject({ required: true, value: 56000, limit: 50000 });
    const pune = await addLedger(user, companyId, {
      name: 'Pune Medicos',
      tin: randomGstin('27'),
      mailing_address: 'Laxmi Road, Pune',
      mailing_pincode: '411030',
    });
    const toPune = await sale(pune._id, 800);
    expect(await ewayOf(toPune._id)).toMatchObject({ required: false, value: 89600, limit: 100000 });
  });

  it("keeps the transport and gives the e-way bill portal's JSON, which its rules accept", async () => {
    const invoice = await sale(world.buyer._id, 500);
    const refused = await saveTransport(invoice._id, { mode: '1', distance_km: 985 });
    expect([refused.status, refused.body.message]).toEqual([400, TRANSPORT_MESSAGES.partB]);
    const saved = await saveTransport(invoice._id, ROAD);
    expect([saved.status, saved.body.message]).toEqual([200, TRANSPORT_MESSAGES.saved]);
    const view = dataOf<EwayView>(saved);
    expect(view.transport).toMatchObject({ mode: '1', distance_km: 985, vehicle_number: 'MH04AB1234' });
    const json = view.json as unknown as EwayBulkJson;
    expect(ewaySchemaProblems(json)).toEqual([]);
    expect(json.billLists[0]).toMatchObject({
      userGstin: world.gstin,
      docType: 'INV',
      docNo: invoice.voucher_number,
      fromPincode: 400601,
      fromStateCode: 27,
      toGstin: world.buyer.tin,
      toPincode: 560004,
      toStateCode: 29,
      totalValue: 50000,
      igstValue: 6000,
      totInvValue: 56000,
      transMode: '1',
      transDistance: '985',
      vehicleNo: 'MH04AB1234',
      transporterName: 'VRL Logistics',
      itemList: [expect.objectContaining({ hsnCode: 30049099, quantity: 500, igstRate: 12, taxableAmount: 50000 })],
    });
  });

  it('gets the e-way bill with the IRN when the transport is given first, valid a day per 200 km', async () => {
    const invoice = await sale(world.buyer._id, 500);
    await saveTransport(invoice._id, ROAD);
    expect((await generateIrn(user, companyId, invoice._id)).status).toBe(200);
    const bill = (await ewayOf(invoice._id)).eway_bill;
    expect(bill?.number).toMatch(/^\d{12}$/);
    expect(bill?.source).toBe('irp');
    // 985 km: five days after the day it was made (the IRP's day), to its last minute, in India.
    const lastDay = addDays(indianDay(bill?.made_at ?? ''), 5);
    expect(bill?.valid_till).toBe(new Date(`${lastDay}T23:59:59+05:30`).toISOString());

    const printed = await fetchLocalBytes(
      `/api/v1/invoices/print/vouchar/tax?vouchar_id=${invoice._id}&company_id=${companyId}`,
      user.idToken,
    );
    const [page] = await pdfPages(printed.bytes);
    const einvoice = await api.get(`/api/v1/einvoice/${invoice._id}?company_id=${companyId}`, user.idToken);
    expect(page).toContain(dataOf<EInvoiceView>(einvoice).einvoice?.irn);
    expect(page).toContain(`${bill?.number} (valid till ${lastDay.split('-').reverse().join('-')} 23:59)`);
    expect(page).toContain('Road, MH04AB1234, VRL Logistics, 985 km');
  });

  it('makes the e-way bill for an IRN got before the transport, once', async () => {
    const invoice = await sale(world.buyer._id, 600);
    const early = await api.post(`/api/v1/einvoice/${invoice._id}/eway-bill`, user.idToken, { company_id: companyId });
    expect([early.status, early.body.message]).toEqual([409, TRANSPORT_MESSAGES.needsIrn]);
    expect((await generateIrn(user, companyId, invoice._id)).status).toBe(200);
    const noTransport = await api.post(`/api/v1/einvoice/${invoice._id}/eway-bill`, user.idToken, {
      company_id: companyId,
    });
    expect([noTransport.status, noTransport.body.message]).toEqual([400, TRANSPORT_MESSAGES.noTransport]);
    await saveTransport(invoice._id, { mode: '1', distance_km: 150, document_number: 'LR-5521' });
    const made = await api.post(`/api/v1/einvoice/${invoice._id}/eway-bill`, user.idToken, { company_id: companyId });
    const bill = dataOf<EwayView>(made).eway_bill;
    expect([made.status, made.body.message]).toEqual([200, TRANSPORT_MESSAGES.generated(bill?.number ?? '')]);
    expect(bill?.valid_till).toBe(
      new Date(`${addDays(indianDay(bill?.made_at ?? ''), 1)}T23:59:59+05:30`).toISOString(),
    );
    const twice = await api.post(`/api/v1/einvoice/${invoice._id}/eway-bill`, user.idToken, { company_id: companyId });
    expect([twice.status, twice.body.message]).toEqual([409, TRANSPORT_MESSAGES.hasEwayBill]);
  });

  it('records a bill made on the portal, and warns of those ending within 12 hours', async () => {
    const [soon, later] = [await sale(world.buyer._id, 510), await sale(world.buyer._id, 520)];
    const record = (voucherId: string, number: string, hours: number) =>
      api.put(`/api/v1/einvoice/${voucherId}/eway-bill`, user.idToken, {
        company_id: companyId,
        number,
        made_at: new Date(Date.now() - 86_400_000).toISOString(),
        valid_till: new Date(Date.now() + hours * 3_600_000).toISOString(),
      });
    const wrong = await record(soon._id, '18100', 5);
    expect([wrong.status, wrong.body.message]).toEqual([400, TRANSPORT_MESSAGES.number]);
    expect((await record(soon._id, '181000000901', 5)).body.message).toBe(TRANSPORT_MESSAGES.recorded);
    await record(later._id, '181000000902', 30);
    const ending = dataOf<EndingEwayBill[]>(
      await api.get(`/api/v1/einvoice/eway-bills/ending?company_id=${companyId}`, user.idToken),
    );
    expect(ending).toEqual([
      expect.objectContaining({
        vouchar_id: soon._id,
        number: '181000000901',
        party_name: 'Sri Venkateshwara Medicals',
      }),
    ]);
    // Recorded again with a later validity: listed by the new end only.
    await record(soon._id, '181000000901', 40);
    const after = dataOf<EndingEwayBill[]>(
      await api.get(`/api/v1/einvoice/eway-bills/ending?company_id=${companyId}`, user.idToken),
    );
    expect(after).toEqual([]);
  });

  it("gives the period's bills to make as the e-way bill portal's bulk file, and names those without transport", async () => {
    const [ready, waiting] = [await sale(world.buyer._id, 530), await sale(world.buyer._id, 540)];
    await saveTransport(ready._id, { mode: '1', distance_km: 300, vehicle_number: 'KA01MN4321' });
    const query = new URLSearchParams({ company_id: companyId, from: indianDate(), to: indianDate() });
    const pending = dataOf<PendingEwayBills>(
      await api.get(`/api/v1/einvoice/eway-bills/pending?${query}`, user.idToken),
    );
    expect(pending.ready).toContainEqual({ vouchar_id: ready._id, voucher_number: ready.voucher_number, value: 59360 });
    expect(pending.without_transport).toContainEqual({
      vouchar_id: waiting._id,
      voucher_number: waiting.voucher_number,
      value: 60480,
    });
    const file = pending.file as unknown as EwayBulkJson;
    expect(ewaySchemaProblems(file)).toEqual([]);
    expect(file.billLists.map((bill) => bill.docNo)).toContain(ready.voucher_number);
    expect(file.billLists.map((bill) => bill.docNo)).not.toContain(waiting.voucher_number);
  });

  it("keeps the e-way bill the portal's response file brings with the IRN", async () => {
    const invoice = await sale(world.buyer._id, 550);
    await saveTransport(invoice._id, { mode: '1', distance_km: 450, vehicle_number: 'MH12XY9876' });
    const response = await portalResponseOf(user, companyId, world.gstin, invoice._id);
    const imported = await api.post('/api/v1/einvoice/responses', user.idToken, {
      company_id: companyId,
      file: response,
    });
    expect(imported.status).toBe(200);
    const bill = (await ewayOf(invoice._id)).eway_bill;
    expect(bill?.number).toMatch(/^\d{12}$/);
    expect(bill?.valid_till).toBe(
      new Date(`${addDays(indianDay(bill?.made_at ?? ''), 3)}T23:59:59+05:30`).toISOString(),
    );
  });
});
