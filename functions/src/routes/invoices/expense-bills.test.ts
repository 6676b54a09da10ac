import { beforeAll, describe, expect, it } from 'vitest';
import type { Ledger } from '@app/shared/books/ledger-docs';
import { LEDGER_MESSAGES } from '@app/shared/books/ledgers';
import type { Voucher } from '@app/shared/books/voucher-docs';
import { VOUCHER_MESSAGES, type VoucherPayload } from '@app/shared/books/voucher-input';
import type { Company } from '@app/shared/companies';
import type { Product } from '@app/shared/catalogue/product-docs';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import type { ProfitAndLossDoc, TrialBalanceDoc } from '@app/shared/reports/statement-docs';
import { addLedger, ledgerBody } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, postVoucher, sendVoucher } from '../../../test/vouchers';

/**
 * Issue 32: an expense bill with GST books its input tax. Maharashtra Power bills the shop
 * 10,000.00 of electricity at 18% beside 10 strips of Paracetamol at 50.00 and 12%, all within
 * Maharashtra:
 *   Electricity  Dr 10,000.00   (its own ledger, not Purchase, and no stock)
 *   Purchase     Dr    500.00
 *   Input CGST   Dr    930.00   (900.00 + 30.00)
 *   Input SGST   Dr    930.00
 *   Supplier     Cr 12,360.00
 */
describe('a purchase with expense lines', () => {
  let user: TestUser;
  let company: Company;
  let product: Product;
  const ids = { supplier: '', electricity: '', computer: '', customer: '' };

  const bill = (overrides: Partial<VoucherPayload> = {}): VoucherPayload =>
    invoiceBody(company._id, 'Purchase', ids.supplier, [], {
      items: [
        {
          ledger_id: ids.electricity,
          item: 'Electricity for October',
          hsn_code: '996912',
          quantity: 1,
          rate: 10000,
          tax_rate: 18,
        },
        { item_id: product._id, quantity: 10, rate: 50, tax_rate: 12 },
      ],
      ...overrides,
    });
  const refusal = async (body: VoucherPayload) => {
    const response = await sendVoucher(user, body);
    return [response.status, (response.body as { message: string }).message];
  };
  const statement = async <T>(name: string) =>
    dataOf<T>(
      await api.get(
        `/api/v1/reports/${name}?company_id=${company._id}&start_date=${financialYearStart()}&end_date=${indianDate()}`,
        user.idToken,
      ),
    );
  const stock = async () =>
    dataOf<Product[]>(
      await api.get(`/api/v1/product/get/product/${product._id}?company_id=${company._id}`, user.idToken),
    )[0]?.current_stock;

  beforeAll(async () => {
    user = await signUpUser();
    company = await companyOf(user, 'tax on');
    product = await addProduct(user, productBody(company._id, { opening_balance: '0', opening_rate: '0' }));
    const supplier = { name: 'Maharashtra Power', parent: 'Creditors', tin: '27AAGCS2288K1ZV' } as const;
    ids.supplier = (await addLedger(user, company._id, supplier))._id;
    ids.electricity = (await addLedger(user, company._id, { name: 'Electricity', parent: 'Indirect Expenses' }))._id;
    ids.computer = (await addLedger(user, company._id, { name: 'Computers', parent: 'Fixed Assets' }))._id;
    ids.customer = (await addLedger(user, company._id, { name: 'Sharma Medical Hall' }))._id;
  });

  it('debits the expense ledger and the input tax, and moves only the product into stock', async () => {
    const posted: Voucher = await postVoucher(user, bill());
    expect(posted.grand_total).toBe(12360);
    expect(posted.inventory.map((line) => [line.item, line.item_id, line.ledger_id, line.tax_amount])).toEqual([
      ['Electricity for October', null, ids.electricity, 1800],
      ['Paracetamol 500 mg', product._id, undefined, 60],
    ]);
    expect(posted.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Maharashtra Power', 12360],
      ['Purchase', -500],
      ['Electricity', -10000],
      ['Input CGST', -930],
      ['Input SGST', -930],
    ]);
    expect(await stock()).toBe(10);
  });

  it('shows the electricity in the trial balance and the profit and loss, apart from purchases', async () => {
    const tb = await statement<TrialBalanceDoc>('trial-balance');
    const closing = (name: string) => {
      const group = tb.groups.find((each) => each.name === name);
      return group && [group.closing_debit, group.closing_credit];
    };
    expect(closing('Indirect Expenses')).toEqual([10000, 0]);
    expect(closing('Purchase Accounts')).toEqual([500, 0]);
    expect(tb.totals.closing_debit).toBe(tb.totals.closing_credit);

    const pl = await statement<ProfitAndLossDoc>('profit-and-loss');
    expect(pl.indirect_expenses).toEqual([
      {
        name: 'Indirect Expenses',
        amount: 10000,
        ledgers: [{ id: ids.electricity, name: 'Electricity', amount: 10000 }],
      },
    ]);
    expect(pl.purchases.map((line) => line.amount)).toEqual([500]);
  });

  it('takes a fixed asset too: a computer bought with GST is an asset, not an expense', async () => {
    const posted = await postVoucher(
      user,
      bill({ items: [{ ledger_id: ids.computer, quantity: 2, rate: 30000, tax_rate: 18 }] }),
    );
    expect(posted.inventory.map((line) => [line.item, line.quantity, line.amount])).toEqual([['Computers', 2, 60000]]);
    const balance = dataOf<Ledger[]>(
      await api.get(`/api/v1/ledger/view/${ids.computer}?company_id=${company._id}`, user.idToken),
    )[0]?.closing_balance;
    expect(balance).toBe(-60000);
  });

  it('books the tax of a line whose credit section 17(5) blocks as part of its expense, not as input credit (issue 33)', async () => {
    const car = await addLedger(user, company._id, {
      name: 'Car Repairs',
      parent: 'Indirect Expenses',
      gst_treatment: 'Blocked credit',
    });
    expect(car.gst_treatment).toBe('Blocked credit');
    const posted = await postVoucher(
      user,
      bill({
        items: [
          { ledger_id: car._id, rate: 2000, tax_rate: 18 },
          { item_id: product._id, quantity: 10, rate: 50, tax_rate: 12 },
        ],
      }),
    );
    // The supplier charged 360.00 on the repairs: the car costs 2,360.00; only the strips' 60.00 is credit.
    expect(posted.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Maharashtra Power', 2920],
      ['Purchase', -500],
      ['Car Repairs', -2360],
      ['Input CGST', -30],
      ['Input SGST', -30],
    ]);
    const refused = await api.post(
      '/api/v1/ledger/create',
      user.idToken,
      ledgerBody(company._id, { name: 'Sharma Motors', gst_treatment: 'Blocked credit' }),
    );
    expect([refused.status, refused.body.message]).toEqual([400, LEDGER_MESSAGES.gstTreatment]);
  });

  it('refuses a ledger that is not an expense or fixed asset (nor Round Off), an expense line on a sale, and both on one line', async () => {
    expect(await refusal(bill({ items: [{ ledger_id: ids.customer, rate: 100 }] }))).toEqual([
      400,
      VOUCHER_MESSAGES.expenseLedger,
    ]);
    // Nor a default ledger invoices post to themselves.
    const roundOff = await ledgerIdByName(user, company._id, 'Round Off');
    expect(await refusal(bill({ items: [{ ledger_id: roundOff, rate: 100 }] }))).toEqual([
      400,
      VOUCHER_MESSAGES.expenseLedger,
    ]);
    const sale = invoiceBody(company._id, 'Sales', ids.customer, [], {
      items: [{ ledger_id: ids.electricity, rate: 100 }],
    });
    expect(await refusal(sale)).toEqual([400, VOUCHER_MESSAGES.expenseLineType]);
    expect(await refusal(bill({ items: [{ ledger_id: ids.electricity, item_id: product._id, rate: 100 }] }))).toEqual([
      400,
      VOUCHER_MESSAGES.itemOrExpense,
    ]);
    // Reverse charge is the buyer's: a purchase's, never a sale's (issue 33).
    const reverseSale = invoiceBody(
      company._id,
      'Sales',
      ids.customer,
      [{ item_id: product._id, quantity: 1, rate: 10 }],
      {
        reverse_charge: true,
      },
    );
    expect(await refusal(reverseSale)).toEqual([400, VOUCHER_MESSAGES.reverseCharge]);
  });

  it('takes no goods back from an expense line, but lowers its price by debit note', async () => {
    const posted = await postVoucher(user, bill());
    const note = {
      company_id: company._id,
      voucher_type: 'Debit Note',
      date: indianDate(),
      party_name_id: ids.supplier,
      original_voucher_id: posted._id,
    } as const;
    expect(await refusal({ ...note, items: [{ original_line: 0, quantity: 1 }] })).toEqual([
      400,
      VOUCHER_MESSAGES.expenseReturn,
    ]);
    const lowered = await postVoucher(user, {
      ...note,
      note_kind: 'value',
      items: [{ original_line: 0, amount: 1000 }],
    });
    expect(lowered.accounting_entries.map((line) => [line.ledger, line.amount])).toEqual([
      ['Maharashtra Power', -1180],
      ['Electricity', 1000],
      ['Input CGST', 90],
      ['Input SGST', 90],
    ]);
  });
});
