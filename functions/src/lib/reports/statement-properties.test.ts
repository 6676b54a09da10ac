import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { voucherInputSchema, type VoucherPayload } from '@app/shared/books/voucher-input';
import { addDays, lastDayOfMonth } from '@app/shared/financial-year';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { onEnterprise } from '../../../test/plans';
import { signUpUser, type TestUser } from '../../../test/users';
import { invoiceBody, ledgerIdByName, transactionBody } from '../../../test/vouchers';
import { createVoucher, withdrawVoucher } from '#lib/books/posting';
import type { VoucherRecord } from '#lib/books/voucher-record';
import { getVoucher } from '#lib/db/vouchers';
import { readBooksPeriod } from './books-period';
import { balanceSheet, profitAndLoss } from './final-accounts';
import { trialBalance } from './trial-balance';

/**
 * Whatever is booked on whatever days of a year (sales and purchases at any GST rate, receipts and
 * payments for parties, capital, rent and commission, deletions and cancellations), with ledger
 * opening balances that may disagree with the opening stock: the trial balance's debits equal its
 * credits on every day asked, the balance sheet's two sides are equal, the year's net profit is
 * the sum of its months', and a ledger's closing balance in the trial balance is its opening
 * balance plus every line it has. The books are posted by the voucher engine on FY 2026-27 as if
 * it were its last day, and read as of that day too; DynamoDB Local holds them.
 */

const YEAR_START = '2026-04-01';
const TODAY = '2027-03-31';

type Operation =
  | {
      kind: 'invoice';
      type: 'Sales' | 'Purchase';
      day: number;
      product: number;
      quantity: number;
      rate: number;
      tax: number;
    }
  | { kind: 'money'; type: 'Receipt' | 'Payment'; day: number; party: number; account: number; rupees: number }
  | { kind: 'withdraw'; target: number };

const day = fc.nat(364);
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('invoice' as const),
      type: fc.constantFrom('Sales' as const, 'Purchase' as const),
      day,
      product: fc.nat(1),
      quantity: fc.integer({ min: 1, max: 30 }),
      rate: fc.integer({ min: 1, max: 99_999 }).map((paise) => paise / 100),
      tax: fc.constantFrom(0, 5, 12, 18, 28),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('money' as const),
      type: fc.constantFrom('Receipt' as const, 'Payment' as const),
      day,
      party: fc.nat(4),
      account: fc.nat(1),
      rupees: fc.integer({ min: 1, max: 90_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), target: fc.nat(20) }) },
);

const monthEnds = Array.from({ length: 12 }, (_, index) => {
  const month = ((index + 3) % 12) + 1;
  const year = month < 4 ? 2027 : 2026;
  return { start: `${year}-${String(month).padStart(2, '0')}-01`, end: lastDayOfMonth(year, month) };
});

describe('the statements, over any books', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser();
    // Each run opens a company: more than a trial allows.
    await onEnterprise(user);
  });

  it('balance on every day asked, add the months up to the year and match every ledger', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(operation, { minLength: 4, maxLength: 10 }),
        fc.integer({ min: -500_000, max: 500_000 }),
        fc.array(day, { minLength: 2, maxLength: 3 }),
        async (operations, capitalOpening, askedDays) => {
          const company = await companyOf(user, 'tax on', `Statement Stores ${Math.random().toString(36).slice(2, 8)}`);
          const add = (name: string, parent: string, extra: Record<string, string> = {}) =>
            addLedger(user, company._id, { name, parent, ...extra }).then((ledger) => ledger._id);
          const customer = await add('Local Chemist', 'Debtors', { tin: '27AAPFU0939F1ZV' });
          const supplier = await add('Karnataka Agency', 'Creditors', {
            mailing_state: 'Karnataka',
            tin: '29AAGCB7383J1Z4',
          });
          const parties = [
            customer,
            supplier,
            await add('Capital', 'Capital Account', { opening_balance: String(capitalOpening) }),
            await add('Shop Rent', 'Indirect Expenses'),
            await add('Commission Received', 'Indirect Incomes'),
          ];
          const accounts = [await ledgerIdByName(user, company._id, 'Cash'), await add('HDFC Bank', 'Bank Accounts')];
          const products = [
            await addProduct(
              user,
              productBody(company._id, {
                stock_item_name: 'Strips',
                unit: 'PCS',
                opening_balance: '500',
                opening_rate: '3',
              }),
            ),
            await addProduct(
              user,
              productBody(company._id, {
                stock_item_name: 'Powder',
                unit: 'KGS',
                opening_balance: '0',
                opening_rate: '0',
              }),
            ),
          ];
          const posted: VoucherRecord[] = [];
          const post = async (body: VoucherPayload) => {
            const { voucher } = await createVoucher(voucherInputSchema.parse(body), user.sub, randomUUID(), {
              today: TODAY,
            });
            posted.push(voucher);
          };
          for (const step of operations) {
            if (step.kind === 'invoice') {
              const party = step.type === 'Sales' ? customer : supplier;
              const line = {
                item_id: products[step.product]?._id ?? '',
                quantity: step.quantity,
                rate: step.rate,
                tax_rate: step.tax,
              };
              await post(invoiceBody(company._id, step.type, party, [line], { date: addDays(YEAR_START, step.day) }));
            } else if (step.kind === 'money') {
              const [party, account] = [parties[step.party] ?? customer, accounts[step.account] ?? customer];
              await post(
                transactionBody(company._id, step.type, party, account, step.rupees, {
                  date: addDays(YEAR_START, step.day),
                }),
              );
            } else {
              const target = posted.filter((voucher) => voucher.status === 'active')[
                step.target % Math.max(posted.length, 1)
              ];
              const current = target && (await getVoucher(company._id, target.voucher_id));
              if (current?.status === 'active') posted.push(await withdrawVoucher(current, user.sub));
            }
          }

          for (const end of askedDays.map((offset) => addDays(YEAR_START, offset))) {
            const period = await readBooksPeriod(company._id, YEAR_START, end, TODAY);
            const { totals } = trialBalance(period);
            expect(totals.closing_debit).toBe(totals.closing_credit);
            expect(totals.debit).toBe(totals.credit);
            const sheet = balanceSheet(period);
            expect(sheet.total_assets).toBe(sheet.total_liabilities);
            const mid = await readBooksPeriod(
              company._id,
              addDays(YEAR_START, 10),
              end < addDays(YEAR_START, 10) ? addDays(YEAR_START, 10) : end,
              TODAY,
            );
            const middle = trialBalance(mid).totals;
            expect(middle.opening_debit).toBe(middle.opening_credit);
          }

          const year = profitAndLoss(await readBooksPeriod(company._id, YEAR_START, TODAY, TODAY)).net_profit;
          let months = 0;
          for (const { start, end } of monthEnds)
            months += profitAndLoss(await readBooksPeriod(company._id, start, end, TODAY)).net_profit;
          expect(months).toBe(year);

          const yearEnd = await readBooksPeriod(company._id, YEAR_START, TODAY, TODAY);
          const lines = new Map<string, number>();
          for (const voucher of posted.filter((each) => each.status === 'active')) {
            const latest = await getVoucher(company._id, voucher.voucher_id);
            if (latest?.status !== 'active') continue;
            for (const line of latest.accounting)
              lines.set(line.ledger_id, (lines.get(line.ledger_id) ?? 0) + line.amount);
          }
          for (const ledger of yearEnd.ledgers) {
            const booked = lines.get(ledger.id) ?? 0;
            const opening = ledger.id === parties[2] ? capitalOpening * 100 : 0;
            expect(ledger.opening + ledger.credit - ledger.debit, ledger.name).toBe(opening + booked);
          }
        },
      ),
      { numRuns: 6, endOnFailure: true },
    );
  });
});
