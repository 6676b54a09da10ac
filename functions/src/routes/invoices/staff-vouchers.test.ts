import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Company } from '@app/shared/companies';
import { addLedger, PHARMACY_PARTIES } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { joinAs } from '../../../test/members';
import { signUpUser, type TestUser } from '../../../test/users';
import {
  INVOICES,
  invoiceBody,
  ledgerIdByName,
  sendVoucher,
  transactionBody,
  updateVoucherRequest,
} from '../../../test/vouchers';

/**
 * Issue 20: what Staff may do with vouchers beyond the route's permission. They post sales
 * invoices and receipts, nothing else, and change (edit, cancel) only the vouchers they created;
 * an accountant changes anyone's. The owner sells 10 Paracetamol at 10.00 + 12% (112.00) to a
 * chemist next door.
 */
let owner: TestUser;
let staff: TestUser;
let accountant: TestUser;
let company: Company;
let customer: string;
let supplier: string;
let product: string;
let ownersSale: Voucher;

const sale = (quantity: number) =>
  invoiceBody(company._id, 'Sales', customer, [{ item_id: product, quantity, rate: '10' }]);

beforeAll(async () => {
  [owner, staff, accountant] = await Promise.all([signUpUser(), signUpUser(), signUpUser()]);
  company = await companyOf(owner, 'tax on');
  await joinAs(company, staff, 'staff');
  await joinAs(company, accountant, 'accountant');
  customer = (await addLedger(owner, company._id, PHARMACY_PARTIES.chemist))._id;
  supplier = (await addLedger(owner, company._id, PHARMACY_PARTIES.distributor))._id;
  product = (await addProduct(owner, productBody(company._id)))._id;
  ownersSale = dataOf<Voucher>(await sendVoucher(owner, sale(10)));
});

describe('staff and vouchers', () => {
  it('lets staff sell and take a receipt', async () => {
    const invoice = await sendVoucher(staff, sale(2));
    expect(invoice.status).toBe(201);
    expect(dataOf<Voucher>(invoice).grand_total).toBe(22); // 22.40, rounded off
    const cash = await ledgerIdByName(owner, company._id, 'Cash');
    const receipt = await sendVoucher(staff, transactionBody(company._id, 'Receipt', customer, cash, 22));
    expect(receipt.status).toBe(201);
  });

  it('refuses staff a purchase or a payment, with what their role allows', async () => {
    const purchase = await sendVoucher(
      staff,
      invoiceBody(company._id, 'Purchase', supplier, [{ item_id: product, quantity: 5, rate: '8' }]),
    );
    expect({ status: purchase.status, message: purchase.body.message }).toEqual({
      status: 403,
      message: 'Your role (Staff) can create sales invoices and receipts only',
    });
    const cash = await ledgerIdByName(owner, company._id, 'Cash');
    const payment = await sendVoucher(staff, transactionBody(company._id, 'Payment', supplier, cash, 40));
    expect(payment.status).toBe(403);
  });

  it("refuses staff an edit or a cancel of the owner's invoice, and leaves it as it was", async () => {
    const edit = await updateVoucherRequest(staff, ownersSale._id, { ...sale(1), version: ownersSale.version });
    expect({ status: edit.status, message: edit.body.message }).toEqual({
      status: 403,
      message: 'Your role (Staff) can change only the vouchers you created',
    });
    const cancel = await api.delete(`${INVOICES}/delete/${ownersSale._id}?company_id=${company._id}`, staff.idToken);
    expect(cancel.status).toBe(403);
    const kept = dataOf<Voucher>(
      await api.get(`${INVOICES}/get/vouchar/${ownersSale._id}?company_id=${company._id}`, owner.idToken),
    );
    expect({ total: kept.grand_total, status: kept.status }).toEqual({ total: 112, status: 'active' });
  });

  it('lets staff edit their own invoice, and an accountant anyone’s', async () => {
    const own = dataOf<Voucher>(await sendVoucher(staff, sale(3)));
    const edited = await updateVoucherRequest(staff, own._id, { ...sale(4), version: own.version });
    expect(edited.status).toBe(200);
    expect(dataOf<Voucher>(edited).grand_total).toBe(45); // 44.80, rounded off
    const byAccountant = await updateVoucherRequest(accountant, ownersSale._id, {
      ...sale(5),
      version: ownersSale.version,
    });
    expect(byAccountant.status).toBe(200);
    expect(dataOf<Voucher>(byAccountant).grand_total).toBe(56);
  });
});
