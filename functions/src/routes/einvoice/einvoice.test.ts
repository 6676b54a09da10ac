import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { EINVOICE_MESSAGES } from '@app/shared/einvoice/einvoice-checks';
import { EINVOICE_REQUEST_MESSAGES } from '@app/shared/einvoice/einvoice-docs';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { financialYearOf, indianDate, toDisplayDate } from '@app/shared/financial-year';
import { IRN_LOCKED } from '#lib/einvoice/einvoice-record';
import { irpClient } from '#lib/einvoice/irp-client';
import { addLedger } from '../../../test/books';
import { addProduct, productBody } from '../../../test/catalogue';
import { advanceIrpClock, cancelIrn, einvoiceOf, einvoicingCompany, generateIrn } from '../../../test/einvoice';
import { fetchLocalBytes } from '../../../test/api';
import { api, dataOf } from '../../../test/fixtures';
import { pdfPages, qrCodeOn } from '../../../test/pdf';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, getVoucher, invoiceBody, noteBody, postVoucher, updateVoucherRequest } from '../../../test/vouchers';

const today = indianDate();
const fy = financialYearOf(today);
const irpYear = `${fy}-${String((fy + 1) % 100).padStart(2, '0')}`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** A JWT's payload's `data`, as the IRP signs the QR code's fields. */
const qrFields = (jwt: string) =>
  JSON.parse(
    (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as { data: string }).data,
  ) as Record<string, unknown>;

/**
 * Issue 36: a distributor in Thane e-invoices its sales to a chemist in Bengaluru through the local
 * IRP sandbox: the JSON, what stops one, the IRN (its hash checked), the lock, a duplicate answer,
 * and a cancellation within 24 hours and one after.
 */
describe('e-invoices through the IRP', () => {
  let user: TestUser;
  let world: Awaited<ReturnType<typeof einvoicingCompany>>;
  let companyId = '';
  const sale = (quantity: number, rate: string) =>
    postVoucher(
      user,
      invoiceBody(companyId, 'Sales', world.buyer._id, [{ item_id: world.product._id, quantity, rate, tax_rate: 12 }]),
    );

  beforeAll(async () => {
    user = await signUpUser();
    world = await einvoicingCompany(user);
    companyId = world.company._id;
  });

  it('keeps the setting and never gives the API password back', async () => {
    const settings = await api.get(`/api/v1/einvoice/settings?company_id=${companyId}`, user.idToken);
    expect(dataOf(settings)).toEqual({
      enabled: true,
      applies_from: `${fy}-04-01`,
      turnover: '5-10',
      api_username: world.irpUser.username,
      api_password_saved: true,
    });
    expect(JSON.stringify(settings.body)).not.toContain(world.irpUser.password);
  });

  it("builds an inter-state sale's e-invoice with nothing in its way", async () => {
    const invoice = await sale(100, '25.00');
    const view = await einvoiceOf(user, companyId, invoice._id);
    expect(view.problems).toEqual([]);
    expect(view.applicable).toBe(true);
    const json = view.json as unknown as EInvoiceJson;
    expect(json.TranDtls.SupTyp).toBe('B2B');
    expect(json.DocDtls).toEqual({ Typ: 'INV', No: invoice.voucher_number, Dt: toDisplayDate(today) });
    expect(json.SellerDtls).toMatchObject({ Gstin: world.gstin, Loc: 'Thane West', Pin: 400601, Stcd: '27' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: world.buyer.tin, Loc: 'Bengaluru', Pin: 560004, Pos: '29' });
    expect(json.ItemList[0]).toMatchObject({ HsnCd: '30049099', Qty: 100, UnitPrice: 25, AssAmt: 2500, IgstAmt: 300 });
    expect(json.ValDtls).toMatchObject({ AssVal: 2500, IgstVal: 300, TotInvVal: 2800 });
  });

  it('gets the IRN, checks it is the hash of GSTIN, year, type and number, and locks the invoice', async () => {
    const invoice = await sale(10, '120.00');
    const answer = await generateIrn(user, companyId, invoice._id);
    expect(answer.status).toBe(200);
    const { einvoice } = dataOf<{ einvoice: { irn: string; ack_no: string; signed_qr: string; status: string } }>(
      answer,
    );
    expect(answer.body.message).toBe(EINVOICE_REQUEST_MESSAGES.generated(einvoice.ack_no));
    expect(einvoice.irn).toBe(sha256(`${world.gstin}${irpYear}INV${invoice.voucher_number.toUpperCase()}`));
    expect(einvoice.status).toBe('active');
    expect(qrFields(einvoice.signed_qr)).toMatchObject({
      SellerGstin: world.gstin,
      BuyerGstin: world.buyer.tin,
      DocNo: invoice.voucher_number,
      DocTyp: 'INV',
      TotInvVal: 1344,
      ItemCnt: 1,
      MainHsnCode: '30049099',
      Irn: einvoice.irn,
    });

    // The invoice prints the IRN, the acknowledgement and the IRP's signed QR, which a phone reads back.
    const printed = await fetchLocalBytes(
      `/api/v1/invoices/print/vouchar/tax?vouchar_id=${invoice._id}&company_id=${companyId}`,
      user.idToken,
    );
    const [page] = await pdfPages(printed.bytes);
    expect(page).toContain(`IRN: ${einvoice.irn}`);
    expect(page).toContain(`Ack No: ${einvoice.ack_no}`);
    expect(qrCodeOn(printed.bytes)).toBe(einvoice.signed_qr);

    const edit = await updateVoucherRequest(user, invoice._id, {
      ...invoiceBody(companyId, 'Sales', world.buyer._id, [
        { item_id: world.product._id, quantity: 11, rate: '120.00' },
      ]),
      version: (await getVoucher(user, companyId, invoice._id)).version,
    });
    expect([edit.status, edit.body.message]).toEqual([409, IRN_LOCKED]);
    const withdraw = await api.delete(`${INVOICES}/delete/${invoice._id}?company_id=${companyId}`, user.idToken);
    expect([withdraw.status, withdraw.body.message]).toEqual([409, IRN_LOCKED]);
    const again = await generateIrn(user, companyId, invoice._id);
    expect([again.status, again.body.message]).toEqual([409, EINVOICE_REQUEST_MESSAGES.hasIrn]);

    const history = dataOf<{ action: string }[]>(
      await api.get(`${INVOICES}/history/${invoice._id}?company_id=${companyId}`, user.idToken),
    );
    expect(history.map((change) => change.action)).toEqual(['create', 'irn']);
  });

  it("keeps the IRP's registration when it answers 'Duplicate IRN' (the invoice reached it before)", async () => {
    const invoice = await sale(5, '80.00');
    const json = (await einvoiceOf(user, companyId, invoice._id)).json as unknown as EInvoiceJson;
    const credentials = { gstin: world.gstin, ...world.irpUser };
    const first = await irpClient().generate(credentials, json);

    const answer = await generateIrn(user, companyId, invoice._id);
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe(EINVOICE_REQUEST_MESSAGES.duplicate(first.ackNo));
    expect(dataOf<{ einvoice: { irn: string } }>(answer).einvoice.irn).toBe(first.irn);
  });

  it('reports a credit note with its preceding invoice (CRN), after the invoice has its IRN', async () => {
    const invoice = await sale(10, '120.00');
    expect((await generateIrn(user, companyId, invoice._id)).status).toBe(200);
    const note = await postVoucher(user, noteBody(invoice, [[0, 4]]));
    const view = await einvoiceOf(user, companyId, note._id);
    expect(view.problems).toEqual([]);
    const json = view.json as unknown as EInvoiceJson;
    expect(json.DocDtls).toEqual({ Typ: 'CRN', No: note.voucher_number, Dt: toDisplayDate(today) });
    expect(json.RefDtls?.PrecDocDtls).toEqual([{ InvNo: invoice.voucher_number, InvDt: toDisplayDate(invoice.date) }]);
    expect(json.ValDtls).toMatchObject({ AssVal: 480, IgstVal: 57.6, TotInvVal: 538 });
    const answer = await generateIrn(user, companyId, note._id);
    expect(answer.status).toBe(200);
    expect(dataOf<{ einvoice: { irn: string } }>(answer).einvoice.irn).toBe(
      sha256(`${world.gstin}${irpYear}CRN${note.voucher_number.toUpperCase()}`),
    );
  });

  it('cancels an IRN within 24 hours, and the invoice in the books with it', async () => {
    const invoice = await sale(3, '50.00');
    expect((await generateIrn(user, companyId, invoice._id)).status).toBe(200);
    const cancelled = await cancelIrn(user, companyId, invoice._id, '2', 'Rate entered wrong');
    expect([cancelled.status, cancelled.body.message]).toEqual([200, EINVOICE_REQUEST_MESSAGES.cancelled]);
    expect(dataOf<{ einvoice: { status: string; cancel_reason: string } }>(cancelled).einvoice).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'Data entry mistake: Rate entered wrong',
    });
    expect((await getVoucher(user, companyId, invoice._id)).status).toBe('cancelled');
    const twice = await cancelIrn(user, companyId, invoice._id);
    expect([twice.status, twice.body.message]).toEqual([409, EINVOICE_REQUEST_MESSAGES.noIrn]);
  });

  it('refuses a cancellation after 24 hours: a credit note is the way', async () => {
    const invoice = await sale(4, '60.00');
    expect((await generateIrn(user, companyId, invoice._id)).status).toBe(200);
    await advanceIrpClock(25);
    const late = await cancelIrn(user, companyId, invoice._id);
    expect([late.status, late.body.message]).toEqual([409, EINVOICE_REQUEST_MESSAGES.cancelTooLate]);
    expect((await getVoucher(user, companyId, invoice._id)).status).toBe('active');
  });

  it('says what stops an invoice: a B2C buyer, a short HSN', async () => {
    const walkIn = await addLedger(user, companyId, { name: 'Walk-in customer' });
    const b2c = await postVoucher(
      user,
      invoiceBody(companyId, 'Sales', walkIn._id, [{ item_id: world.product._id, quantity: 1, rate: '10.00' }]),
    );
    const view = await einvoiceOf(user, companyId, b2c._id);
    expect(view.applicable).toBe(false);
    expect(view.problems).toEqual([{ where: 'customer', message: EINVOICE_MESSAGES.b2c('Walk-in customer') }]);
    const refused = await generateIrn(user, companyId, b2c._id);
    expect([refused.status, refused.body.message]).toEqual([400, EINVOICE_MESSAGES.b2c('Walk-in customer')]);

    const syrup = await addProduct(user, productBody(companyId, { stock_item_name: 'Cough syrup', hsn_code: '3004' }));
    const short: Voucher = await postVoucher(
      user,
      invoiceBody(companyId, 'Sales', world.buyer._id, [{ item_id: syrup._id, quantity: 2, rate: '95.00' }]),
    );
    expect((await einvoiceOf(user, companyId, short._id)).problems).toEqual([
      { where: 'line 1', message: EINVOICE_MESSAGES.hsnShort('Line 1 (Cough syrup)', '3004') },
    ]);
  });

  it("refuses an API user the IRP does not know with the IRP's words, and keeps nothing", async () => {
    const invoice = await sale(2, '40.00');
    const settings = (api_username: string, api_password: string) =>
      api.put('/api/v1/einvoice/settings', user.idToken, {
        company_id: companyId,
        enabled: true,
        applies_from: `${fy}-04-01`,
        turnover: '5-10',
        api_username,
        api_password,
      });
    await settings('not_on_the_portal', 'Wrong@Password1');
    const refused = await generateIrn(user, companyId, invoice._id);
    await settings(world.irpUser.username, world.irpUser.password);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^The IRP refused the invoice: /);
    expect((await einvoiceOf(user, companyId, invoice._id)).einvoice).toBeNull();
  });

  it("gives a stranger 404 for another company's invoice", async () => {
    const invoice = await sale(1, '10.00');
    const stranger = await signUpUser();
    const read = await api.get(`/api/v1/einvoice/${invoice._id}?company_id=${companyId}`, stranger.idToken);
    const generate = await generateIrn(stranger, companyId, invoice._id);
    expect([read.status, generate.status]).toEqual([404, 404]);
  });
});
