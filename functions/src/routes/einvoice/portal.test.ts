import { beforeAll, describe, expect, it } from 'vitest';
import { BULK_FILE_LIMIT_BYTES, bulkFiles } from '@app/shared/einvoice/einvoice-bulk';
import { RESPONSE_MESSAGES, type ResponseFileResult } from '@app/shared/einvoice/einvoice-docs';
import { EINVOICE_MESSAGES } from '@app/shared/einvoice/einvoice-checks';
import type { EInvoiceJson } from '@app/shared/einvoice/einvoice-schema';
import { IRN_LOCKED } from '#lib/einvoice/einvoice-record';
import { addProduct, productBody } from '../../../test/catalogue';
import { einvoiceOf, einvoicingCompany, pendingOf, uploadOnPortal } from '../../../test/einvoice';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { INVOICES, invoiceBody, postVoucher } from '../../../test/vouchers';

/**
 * Issue 36, the portal's way: the period's invoices as bulk upload files under the portal's 2 MB,
 * uploaded on the (local) portal, and its response file read back: each IRN checked and attached.
 */
describe('e-invoices by the portal’s bulk upload', () => {
  let user: TestUser;
  let world: Awaited<ReturnType<typeof einvoicingCompany>>;
  let companyId = '';
  const sale = (quantity: number, productId = world.product._id) =>
    postVoucher(
      user,
      invoiceBody(companyId, 'Sales', world.buyer._id, [{ item_id: productId, quantity, rate: '100.00' }]),
    );
  const importResponses = (file: string) =>
    api.post('/api/v1/einvoice/responses', user.idToken, { company_id: companyId, file });

  beforeAll(async () => {
    user = await signUpUser();
    world = await einvoicingCompany(user);
    companyId = world.company._id;
  });

  it('lists the invoices still to report, and says why others cannot leave', async () => {
    const [first, second] = [await sale(1), await sale(2)];
    const syrup = await addProduct(user, productBody(companyId, { stock_item_name: 'Cough syrup', hsn_code: '3004' }));
    const short = await sale(3, syrup._id);
    const pending = await pendingOf(user, companyId);
    expect(pending.documents.map((document) => document.voucher_number)).toEqual(
      expect.arrayContaining([first.voucher_number, second.voucher_number]),
    );
    expect(pending.refused).toContainEqual({
      vouchar_id: short._id,
      voucher_number: short.voucher_number,
      problems: [{ where: 'line 1', message: EINVOICE_MESSAGES.hsnShort('Line 1 (Cough syrup)', '3004') }],
    });
    expect(pending.truncated).toBe(false);
  });

  it('cuts the bulk files under the limit, and the portal refuses a file over 2 MB', async () => {
    const invoices = (await pendingOf(user, companyId)).documents.map((document) => document.json as EInvoiceJson);
    const oneSize = JSON.stringify(invoices[0]).length;
    const files = bulkFiles(invoices, oneSize + 10);
    expect(files).toHaveLength(invoices.length);
    expect(files.every((file) => file.length <= oneSize + 10)).toBe(true);
    expect(files.flatMap((file) => (JSON.parse(file) as EInvoiceJson[]).map((each) => each.DocDtls.No))).toEqual(
      invoices.map((invoice) => invoice.DocDtls.No),
    );

    const copies = Math.ceil(BULK_FILE_LIMIT_BYTES / oneSize) + 1;
    const oversized = JSON.stringify(Array.from({ length: copies }, () => invoices[0]));
    expect(oversized.length).toBeGreaterThan(BULK_FILE_LIMIT_BYTES);
    expect((await uploadOnPortal(world.gstin, oversized)).status).toBe(413);
    const first = invoices[0];
    if (!first) throw new Error('no pending invoice');
    expect(bulkFiles(Array.from({ length: copies }, () => first)).length).toBe(2);
  });

  it("attaches the portal's IRNs to their invoices, once, and locks them", async () => {
    const pending = await pendingOf(user, companyId);
    const answer = await uploadOnPortal(
      world.gstin,
      bulkFiles(pending.documents.map((d) => d.json as EInvoiceJson))[0] ?? '[]',
    );
    const response = await answer.text();

    const imported = await importResponses(response);
    const result = dataOf<ResponseFileResult>(imported);
    expect(result.attached.map((each) => each.voucher_number).sort()).toEqual(
      pending.documents.map((document) => document.voucher_number).sort(),
    );
    expect(imported.body.message).toBe(RESPONSE_MESSAGES.done(pending.documents.length, 0));
    const first = pending.documents[0];
    const view = await einvoiceOf(user, companyId, first?.vouchar_id ?? '');
    expect(view.einvoice).toMatchObject({ status: 'active', source: 'portal', irn: result.attached[0]?.irn });
    const withdraw = await api.delete(`${INVOICES}/delete/${first?.vouchar_id}?company_id=${companyId}`, user.idToken);
    expect([withdraw.status, withdraw.body.message]).toEqual([409, IRN_LOCKED]);

    const again = dataOf<ResponseFileResult>(await importResponses(response));
    expect(again).toEqual({ attached: [], unchanged: pending.documents.length, refused: [] });

    // The same file uploaded on the portal again: each document is refused as a duplicate.
    const duplicates = await (await uploadOnPortal(world.gstin, JSON.stringify([first?.json]))).text();
    expect(dataOf<ResponseFileResult>(await importResponses(duplicates)).refused).toEqual([
      { document: first?.voucher_number, message: RESPONSE_MESSAGES.failed('Duplicate IRN') },
    ]);
  });

  it('refuses a response whose IRN was changed, and a file that is not one', async () => {
    const invoice = await sale(4);
    const json = (await einvoiceOf(user, companyId, invoice._id)).json;
    const [entry] = JSON.parse(await (await uploadOnPortal(world.gstin, JSON.stringify([json]))).text()) as {
      Irn: string;
    }[];
    const tampered = JSON.stringify([{ ...entry, Irn: `${entry?.Irn.slice(0, 63)}0` }]);
    expect(dataOf<ResponseFileResult>(await importResponses(tampered)).refused).toEqual([
      { document: invoice.voucher_number, message: RESPONSE_MESSAGES.unsigned },
    ]);
    const notOne = await importResponses('{"gstin":"27AAPFU0939F1ZV","b2b":[]}');
    expect([notOne.status, notOne.body.message]).toEqual([400, RESPONSE_MESSAGES.unreadable]);
  });
});
