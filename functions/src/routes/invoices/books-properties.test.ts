import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Product } from '@app/shared/catalogue/product-docs';
import { voucherContributions } from '#lib/books/voucher-contributions';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { Contribution } from '#lib/db/contributions';
import { queryPages, queryPrefix } from '#lib/db/query-all';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
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
 * The books stay consistent whatever users do: after any sequence of creates, edits, cancels and
 * deletes through the API, every voucher balances, every ledger's balance is the sum of its lines,
 * every item's stock is its opening plus inwards less outwards, and every roll-up the reports read
 * equals a recomputation from the vouchers themselves.
 */

interface Line {
  product: number;
  quantity: number;
  rate: number;
  tax: number;
}
type Operation =
  | { kind: 'invoice'; type: 'Sales' | 'Purchase'; party: number; lines: Line[] }
  | { kind: 'transaction'; type: 'Receipt' | 'Payment'; party: number; rupees: number }
  | { kind: 'edit'; target: number; lines: Line[] }
  | { kind: 'withdraw'; target: number };

const line = fc.record({
  product: fc.nat(2),
  quantity: fc.integer({ min: 1, max: 40 }),
  rate: fc.integer({ min: 1, max: 99_999 }).map((paise) => paise / 100),
  tax: fc.constantFrom(0, 5, 12, 18, 28),
});
const lines = fc.array(line, { minLength: 1, maxLength: 4 });
const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('invoice' as const),
      type: fc.constantFrom('Sales' as const, 'Purchase' as const),
      party: fc.nat(1),
      lines,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('transaction' as const),
      type: fc.constantFrom('Receipt' as const, 'Payment' as const),
      party: fc.nat(1),
      rupees: fc.integer({ min: 1, max: 50_000 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), target: fc.nat(20), lines }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), target: fc.nat(20) }) },
);

const keyOf = (key: { sk: string }) => key.sk;

function pick<T>(list: T[], index: number): T {
  const chosen = list[index];
  if (chosen === undefined) throw new Error(`no element ${index}`);
  return chosen;
}

/** Every item under a prefix, keys included. */
async function itemsUnder(pk: string, prefix: string): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const pages = queryPages({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
    ConsistentRead: true,
  });
  for await (const page of pages) items.push(...page.items);
  return items;
}

/** What the table should hold, recomputed from the vouchers alone. */
function expectedBooks(vouchers: VoucherRecord[]) {
  const counters = new Map<string, Map<string, number>>();
  const fields = new Map<string, Set<string>>();
  const entries = new Set<string>();
  const contributions: Contribution[] = vouchers.flatMap(voucherContributions);
  for (const contribution of contributions) {
    const key = keyOf(contribution.key);
    if (contribution.kind === 'add') {
      const values = counters.get(key) ?? new Map<string, number>();
      for (const [name, value] of Object.entries(contribution.values))
        values.set(name, (values.get(name) ?? 0) + value);
      counters.set(key, values);
    } else if (contribution.kind === 'field') {
      fields.set(key, (fields.get(key) ?? new Set()).add(contribution.name));
    } else {
      entries.add(key);
    }
  }
  return { counters, fields, entries };
}

describe('the books after random voucher sequences', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser();
  });

  it('balance, keep stock and keep every roll-up equal to a recomputation from the vouchers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 9 }), async (operations) => {
        const company = await companyOf(user, 'tax on', `Property Stores ${Math.random().toString(36).slice(2, 8)}`);
        const parties = [
          await addLedger(user, company._id, { name: 'Local Chemist', tin: '27AAPFU0939F1ZV' }),
          await addLedger(user, company._id, {
            name: 'Karnataka Agency',
            parent: 'Creditors',
            mailing_state: 'Karnataka',
            tin: '29AAGCB7383J1Z4',
          }),
        ];
        const products: Product[] = [
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
              stock_item_name: 'Syrup',
              unit: 'LTR',
              opening_balance: '12.5',
              opening_rate: '40',
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
        const cash = await ledgerIdByName(user, company._id, 'Cash');
        const posted: Voucher[] = [];
        const items = (chosen: Line[]) =>
          chosen.map((choice) => ({
            item_id: pick(products, choice.product)._id,
            quantity: choice.quantity,
            rate: choice.rate,
            tax_rate: choice.tax,
          }));

        for (const step of operations) {
          if (step.kind === 'invoice') {
            const response = await sendVoucher(
              user,
              invoiceBody(company._id, step.type, pick(parties, step.party)._id, items(step.lines)),
            );
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            posted.push(dataOf<Voucher>(response));
          } else if (step.kind === 'transaction') {
            const response = await sendVoucher(
              user,
              transactionBody(company._id, step.type, pick(parties, step.party)._id, cash, step.rupees),
            );
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            posted.push(dataOf<Voucher>(response));
          } else {
            const target = posted.filter((voucher) => voucher.status === 'active')[
              step.target % Math.max(posted.length, 1)
            ];
            if (!target) continue;
            if (step.kind === 'withdraw') {
              const response = await api.delete(
                `${INVOICES}/delete/${target._id}?company_id=${company._id}`,
                user.idToken,
              );
              expect(response.status).toBe(200);
              posted[posted.indexOf(target)] = dataOf<Voucher>(response);
            } else if (target.voucher_type === 'Sales' || target.voucher_type === 'Purchase') {
              const response = await updateVoucherRequest(user, target._id, {
                ...invoiceBody(company._id, target.voucher_type, target.party_name_id, items(step.lines)),
                voucher_number: target.voucher_number,
                version: target.version,
              });
              expect(response.status, JSON.stringify(response.body)).toBe(200);
              posted[posted.indexOf(target)] = dataOf<Voucher>(response);
            }
          }
        }

        const pk = `COMPANY#${company._id}`;
        const vouchers = await queryPrefix<VoucherRecord>(pk, 'VOUCHER#');
        const active = vouchers.filter((voucher) => voucher.status === 'active');
        // Every voucher balances.
        for (const voucher of active) expect(voucher.accounting.reduce((sum, entry) => sum + entry.amount, 0)).toBe(0);
        // Each ledger's balance is the sum of its lines.
        const ledgers = await queryPrefix<{ _id: string; balance?: number }>(pk, 'LEDGER#');
        for (const ledger of ledgers) {
          const lines = active.flatMap((voucher) =>
            voucher.accounting.filter((entry) => entry.ledger_id === ledger._id),
          );
          expect(ledger.balance ?? 0).toBe(lines.reduce((sum, entry) => sum + entry.amount, 0));
        }
        // Each item's stock is its opening plus inwards less outwards.
        for (const product of products) {
          const moved = active.flatMap((voucher) =>
            voucher.lines
              .filter((entry) => entry.product_id === product._id)
              .map((entry) => (voucher.voucher_type === 'Purchase' ? 1 : -1) * entry.quantity),
          );
          const response = await api.get(
            `/api/v1/product/get/product/${product._id}?company_id=${company._id}`,
            user.idToken,
          );
          const expected =
            Math.round(product.opening_balance * 1000) + moved.reduce((sum, quantity) => sum + quantity, 0);
          expect(Math.round((dataOf<Product[]>(response)[0]?.current_stock ?? NaN) * 1000)).toBe(expected);
          // ...and its last restock date the latest of its purchases still in the books.
          const restocks = active
            .filter((voucher) => voucher.voucher_type === 'Purchase')
            .filter((voucher) => voucher.lines.some((entry) => entry.product_id === product._id))
            .map((voucher) => voucher.date)
            .sort();
          expect(dataOf<Product[]>(response)[0]?.last_restock_date).toBe(restocks.at(-1) ?? null);
        }
        // Every roll-up equals a recomputation from the vouchers.
        const { counters, fields, entries } = expectedBooks(vouchers);
        const stored = new Map<string, Record<string, unknown>>();
        for (const prefix of [
          'LEDGER#',
          'LDAY#',
          'LLINE#',
          'DAY#',
          'HDAY#',
          'IDAY#',
          'STOCK#',
          'VROW#',
          'VNUM#Purchase#',
        ]) {
          for (const item of await itemsUnder(pk, prefix)) stored.set(String(item.sk), item);
        }
        for (const [key, values] of counters) {
          for (const [name, value] of values)
            expect(Number(stored.get(key)?.[name] ?? 0), `${key} ${name}`).toBe(value);
        }
        for (const [key, item] of stored) {
          if (!/^(LDAY|DAY|HDAY|IDAY|STOCK)#/.test(key)) continue;
          for (const [name, value] of Object.entries(item)) {
            if (name === 'pk' || name === 'sk') continue;
            if (name.startsWith('lr#')) continue; // last restock dates: checked per product above
            if (name.startsWith('m#')) expect(fields.get(key)?.has(name), `${key} ${name} should be gone`).toBe(true);
            else expect(value === 0 || counters.get(key)?.has(name), `${key} ${name} = ${String(value)}`).toBe(true);
          }
        }
        for (const [key, names] of fields)
          for (const name of names) expect(stored.get(key)?.[name], `${key} ${name}`).toBeDefined();
        const rowKeys = [...stored.keys()].filter((key) => /^(LLINE|VROW|VNUM)#/.test(key));
        expect(new Set(rowKeys)).toEqual(new Set([...entries].filter((key) => /^(LLINE|VROW|VNUM)#/.test(key))));
      }),
      { numRuns: 5, endOnFailure: true },
    );
  }, 600_000);
});
