import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Voucher } from '@app/shared/books/voucher-docs';
import type { Product } from '@app/shared/catalogue/product-docs';
import type { InventoryStats } from '@app/shared/catalogue/inventory-docs';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { paiseToRupees, thousandthsToUnits } from '@app/shared/money';
import type { MonthlyAnalytics, YearlyAnalytics } from '@app/shared/reports/analytics-docs';
import type { BillSummary, HsnSummary, PartySummary, SummaryStats } from '@app/shared/reports/summary-docs';
import type { Timeline } from '@app/shared/reports/timeline-docs';
import { statusOf } from '#lib/books/invoice-due';
import { voucherContributions } from '#lib/books/voucher-contributions';
import { NO_ITEM_MOVEMENT, type ItemMovement } from '#lib/db/item-movements';
import { valueItem, type ValuedItem } from '#lib/reports/stock-valuation';
import { bookSide, hasItems, sideSign } from '@app/shared/books/voucher-types';
import type { VoucherRecord } from '#lib/books/voucher-record';
import type { Contribution } from '#lib/db/contributions';
import { queryPages, queryPrefix } from '#lib/db/query-all';
import { addLedger } from '../../../test/books';
import { addProduct, companyOf, productBody } from '../../../test/catalogue';
import { api, dataOf } from '../../../test/fixtures';
import { onEnterprise } from '../../../test/plans';
import { signUpUser, type TestUser } from '../../../test/users';
import {
  INVOICES,
  getVoucher,
  invoiceBody,
  ledgerIdByName,
  sendVoucher,
  transactionBody,
  updateVoucherRequest,
} from '../../../test/vouchers';

/**
 * The books stay consistent whatever users do: after any sequence of voucher creates, edits, cancels
 * and deletes, credit and debit notes against invoices, and changes of a product's opening stock
 * through the API, every voucher balances, every ledger's balance is the sum of its lines, every
 * item's stock is its opening plus inwards less outwards (net of notes), every invoice's returns
 * are the sum of its active notes, and every roll-up the reports read equals a recomputation from
 * the vouchers themselves.
 */

interface Line {
  product: number;
  quantity: number;
  rate: number;
  tax: number;
}
type Operation =
  | { kind: 'invoice'; type: 'Sales' | 'Purchase'; party: number; lines: Line[] }
  | { kind: 'transaction'; type: 'Receipt' | 'Payment'; party: number; rupees: number; settle: boolean }
  | { kind: 'edit'; target: number; lines: Line[] }
  | { kind: 'withdraw'; target: number }
  | { kind: 'note'; target: number; take: number; mode: 'return' | 'value' | 'increase' }
  | { kind: 'restock'; product: number; balance: number; rate: number };

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
      settle: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('edit' as const), target: fc.nat(20), lines }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), target: fc.nat(20) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('note' as const),
      target: fc.nat(20),
      take: fc.integer({ min: 1, max: 50 }),
      mode: fc.constantFrom('return' as const, 'return' as const, 'value' as const, 'increase' as const),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('restock' as const),
      product: fc.nat(2),
      balance: fc.integer({ min: 0, max: 900 }),
      rate: fc.integer({ min: 0, max: 9_999 }).map((paise) => paise / 100),
    }),
  },
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
    // Batches are written whole from what was read of them (db/batch-chunks.ts), not added up.
    if (contribution.kind === 'batch') continue;
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

/** What the active vouchers moved of a product, summed from their lines. */
function movementOf(productId: string, active: VoucherRecord[]): ItemMovement {
  const movement = { ...NO_ITEM_MOVEMENT };
  for (const voucher of active) {
    const sign = sideSign(voucher);
    for (const entry of voucher.lines.filter((candidate) => candidate.product_id === productId)) {
      if (bookSide(voucher) === 'Purchase') {
        movement.inwards_qty += sign * entry.quantity;
        movement.inwards_value += sign * entry.taxable;
      } else {
        movement.outwards_qty += sign * entry.quantity;
        movement.outwards_value += sign * entry.taxable;
      }
    }
  }
  return movement;
}

/**
 * The stock reports (timeline rows and totals, yearly and monthly analytics, inventory stats) equal
 * the same figures recomputed from the vouchers' lines, valued by the formula the known-figure
 * tests pin down. The generated vouchers are dated today: the running year shows them all, a
 * period ending yesterday none, with the stock they moved carried into a period starting tomorrow.
 */
async function expectReportsToMatch(user: TestUser, companyId: string, products: Product[], active: VoucherRecord[]) {
  const expected = products.map((product) => {
    const opening = { qty: Math.round(product.opening_balance * 1000), value: Math.round(product.opening_value * 100) };
    return valueItem(opening, movementOf(product._id, active), Math.round(product.opening_rate * 100));
  });
  const rows = async (query: string) =>
    dataOf<Timeline>(
      await api.get(`${INVOICES}/get/timeline?company_id=${companyId}&limit=500&${query}`, user.idToken),
    );
  const year = await rows('');
  for (const [index, product] of products.entries()) {
    const figures = pick(expected, index);
    const row = year.docs.find((candidate) => candidate._id === product._id);
    const idle = figures.opening.qty === 0 && figures.movement.inwards_qty + figures.movement.outwards_qty === 0;
    if (idle) {
      expect(row, `${product.stock_item_name}: nothing to show`).toBeUndefined();
      continue;
    }
    expect(row, product.stock_item_name).toMatchObject({
      opening_val: paiseToRupees(figures.opening.value),
      inwards_qty: thousandthsToUnits(figures.movement.inwards_qty),
      inwards_val: paiseToRupees(figures.movement.inwards_value),
      outwards_qty: thousandthsToUnits(figures.movement.outwards_qty),
      outwards_val: paiseToRupees(figures.movement.outwards_value),
      gross_profit: paiseToRupees(figures.gross_profit),
      closing_qty: thousandthsToUnits(figures.closing.qty),
      closing_val: paiseToRupees(figures.closing.value),
    });
  }
  const sum = (pick: (figures: ValuedItem) => number) =>
    paiseToRupees(expected.reduce((total, figures) => total + pick(figures), 0));
  expect(year.meta).toMatchObject({
    opening_val: sum((f) => f.opening.value),
    inwards_val: sum((f) => f.movement.inwards_value),
    outwards_val: sum((f) => f.movement.outwards_value),
    gross_profit: sum((f) => f.gross_profit),
    closing_val: sum((f) => f.closing.value),
  });
  const yearly = dataOf<YearlyAnalytics>(
    await api.get(`${INVOICES}/get/analytics?company_id=${companyId}`, user.idToken),
  );
  expect(yearly).toMatchObject({
    opening: year.meta.opening_val,
    purchase: year.meta.inwards_val,
    sales: year.meta.outwards_val,
    current: year.meta.closing_val,
    profit: year.meta.gross_profit,
  });
  const monthly = dataOf<MonthlyAnalytics>(
    await api.get(`${INVOICES}/get/analytics/monthly?company_id=${companyId}`, user.idToken),
  );
  const monthTotal = (id: string) =>
    Math.round((monthly.data.find((series) => series.id === id)?.data ?? []).reduce((a, b) => a + b, 0) * 100);
  expect([monthTotal('sales'), monthTotal('purchase'), monthTotal('profit')]).toEqual(
    [yearly.sales, yearly.purchase, yearly.profit].map((rupees) => Math.round(rupees * 100)),
  );
  const today = indianDate();
  const dayOffset = (days: number) =>
    new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const before = await rows(`start_date=${financialYearStart()}&end_date=${dayOffset(-1)}`);
  if (today !== financialYearStart()) {
    expect(before.meta.inwards_val + before.meta.outwards_val).toBe(0);
    expect(before.meta.closing_val).toBe(sum((f) => f.opening.value));
  }
  const after = await rows(`start_date=${dayOffset(1)}&end_date=${dayOffset(1)}`);
  expect([after.meta.opening_val, after.meta.closing_val]).toEqual([year.meta.closing_val, year.meta.closing_val]);
  const stats = dataOf<InventoryStats>(
    await api.get(`/api/v1/product/view/inventory/stats?company_id=${companyId}`, user.idToken),
  );
  expect([stats.purchase_value, stats.sale_value]).toEqual([yearly.purchase, yearly.sales]);
  await expectSummariesToMatch(user, companyId, active);
}

/**
 * The Summary page's views and cards equal the same sums of the active sales invoices' lines, net
 * of their credit notes (which count as no invoice).
 */
async function expectSummariesToMatch(user: TestUser, companyId: string, active: VoucherRecord[]) {
  const sales = active.filter((voucher) => hasItems(voucher.voucher_type) && bookSide(voucher) === 'Sales');
  const get = async <T>(path: string, period = '') =>
    dataOf<T>(await api.get(`${INVOICES}/get/${path}?company_id=${companyId}&limit=100${period}`, user.idToken));
  const byHsn = new Map<string, number[]>();
  const byParty = new Map<string, number[]>();
  const add = (into: Map<string, number[]>, key: string, figures: number[]) =>
    into.set(
      key,
      figures.map((figure, index) => figure + (into.get(key)?.[index] ?? 0)),
    );
  for (const voucher of sales) {
    const sign = sideSign(voucher);
    const counted = voucher.voucher_type === 'Sales' ? 1 : 0;
    for (const key of new Set(voucher.lines.map((line) => `${line.hsn_code ?? ''} ${line.tax_rate / 100}`))) {
      add(byHsn, key, [counted, 0, 0, 0]);
    }
    for (const line of voucher.lines) {
      add(byHsn, `${line.hsn_code ?? ''} ${line.tax_rate / 100}`, [
        0,
        sign * line.quantity,
        sign * line.taxable,
        sign * line.tax,
      ]);
    }
    const quantity = voucher.lines.reduce((total, line) => total + line.quantity, 0);
    add(byParty, voucher.party_id, [counted, sign * quantity, sign * voucher.taxable, sign * voucher.tax]);
  }
  const inRupees = ([count = 0, quantity = 0, taxable = 0, tax = 0]: number[]) => [
    count,
    thousandthsToUnits(quantity),
    paiseToRupees(taxable),
    paiseToRupees(tax),
  ];
  const hsn = await get<HsnSummary>('hsn/summary');
  expect(
    new Map(
      hsn.docs.map((row) => [
        `${row.hsn_code} ${row.tax_rate}`,
        [row.invoice_count, row.quantity, row.taxable_value, row.tax_amount],
      ]),
    ),
  ).toEqual(new Map([...byHsn].map(([key, figures]) => [key, inRupees(figures)])));
  const parties = await get<PartySummary>('party/summary');
  expect(
    new Map(
      parties.docs.map((row) => [row.party_id, [row.invoice_count, row.quantity, row.taxable_value, row.tax_amount]]),
    ),
  ).toEqual(new Map([...byParty].map(([key, figures]) => [key, inRupees(figures)])));
  const net = (pick: (voucher: VoucherRecord) => number) =>
    paiseToRupees(sales.reduce((total, voucher) => total + sideSign(voucher) * pick(voucher), 0));
  const taxable = net((voucher) => voucher.taxable);
  const tax = net((voucher) => voucher.tax);
  const bills = await get<BillSummary>('invoice/summary');
  expect(bills.meta).toMatchObject({ total: sales.length, taxable_value: taxable, tax_amount: tax });
  expect(hsn.meta).toMatchObject({ taxable_value: taxable, tax_amount: tax });
  // The same summaries from the financial year's start to today read whole months and days
  // instead of the year's items; every voucher is dated by today, so the figures are the same.
  const toToday = `&start_date=${financialYearStart()}&end_date=${indianDate()}`;
  expect((await get<HsnSummary>('hsn/summary', toToday)).docs).toEqual(hsn.docs);
  expect((await get<PartySummary>('party/summary', toToday)).docs).toEqual(parties.docs);
  const stats = await get<SummaryStats>('summary/stats');
  expect(stats).toMatchObject({
    total_hsn: new Set(sales.flatMap((voucher) => voucher.lines.map((line) => line.hsn_code ?? ''))).size,
    total_party: byParty.size,
    total_invoices: sales.filter((voucher) => voucher.voucher_type === 'Sales').length,
    total_revenue: taxable,
    total_tax: tax,
  });
}

describe('the books after random voucher sequences', () => {
  let user: TestUser;

  beforeAll(async () => {
    user = await signUpUser();
    // Each run makes a company of its own: more than a trial's two.
    await onEnterprise(user);
  });

  it('balance, keep stock and keep every roll-up equal to a recomputation from the vouchers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(operation, fc.boolean()), { minLength: 3, maxLength: 9 }), async (steps) => {
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
        const productBodies = [
          productBody(company._id, {
            stock_item_name: 'Strips',
            unit: 'PCS',
            opening_balance: '500',
            opening_rate: '3',
          }),
          productBody(company._id, {
            stock_item_name: 'Syrup',
            unit: 'LTR',
            opening_balance: '12.5',
            opening_rate: '40',
          }),
          productBody(company._id, {
            stock_item_name: 'Powder',
            unit: 'KGS',
            opening_balance: '0',
            opening_rate: '0',
          }),
        ];
        const products: Product[] = [];
        for (const body of productBodies) products.push(await addProduct(user, body));
        const cash = await ledgerIdByName(user, company._id, 'Cash');
        const posted: Voucher[] = [];
        const items = (chosen: Line[]) =>
          chosen.map((choice) => ({
            item_id: pick(products, choice.product)._id,
            quantity: choice.quantity,
            rate: choice.rate,
            tax_rate: choice.tax,
          }));

        for (const [step, viewed] of steps) {
          if (step.kind === 'restock') {
            const { _id: id } = pick(products, step.product);
            const fields = { opening_balance: String(step.balance), opening_rate: String(step.rate) };
            const response = await api.put(`/api/v1/product/update/product/${id}`, user.idToken, {
              ...pick(productBodies, step.product),
              ...fields,
            });
            expect(response.status, JSON.stringify(response.body)).toBe(200);
            const read = await api.get(`/api/v1/product/get/product/${id}?company_id=${company._id}`, user.idToken);
            products[step.product] = pick(dataOf<Product[]>(read), 0);
          } else if (step.kind === 'invoice') {
            const response = await sendVoucher(
              user,
              invoiceBody(company._id, step.type, pick(parties, step.party)._id, items(step.lines)),
            );
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            posted.push(dataOf<Voucher>(response));
          } else if (step.kind === 'transaction') {
            const partyId = pick(parties, step.party)._id;
            // Settling: the party's open invoices of the kind, oldest first, as far as the amount goes.
            const settles: { voucher_id: string; amount: number }[] = [];
            let left = step.rupees * 100;
            const open = posted.filter(
              (voucher) =>
                voucher.status === 'active' &&
                voucher.party_name_id === partyId &&
                voucher.voucher_type === (step.type === 'Receipt' ? 'Sales' : 'Purchase'),
            );
            for (const listed of step.settle ? open : []) {
              const invoice = await getVoucher(user, company._id, listed._id);
              const paying = Math.min(left, Math.round((invoice.balance_due ?? 0) * 100));
              if (paying <= 0) continue;
              settles.push({ voucher_id: invoice._id, amount: paying / 100 });
              left -= paying;
            }
            const response = await sendVoucher(user, {
              ...transactionBody(company._id, step.type, partyId, cash, step.rupees),
              settles,
            });
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            posted.push(dataOf<Voucher>(response));
          } else if (step.kind === 'note') {
            const invoices = posted.filter(
              (voucher) =>
                voucher.status === 'active' &&
                (voucher.voucher_type === 'Sales' || voucher.voucher_type === 'Purchase'),
            );
            const chosen = invoices[step.target % Math.max(invoices.length, 1)];
            if (!chosen) continue;
            const invoice = await getVoucher(user, company._id, chosen._id);
            const returned = new Map(invoice.returns?.lines.map((entry) => [entry.order_index, entry]));
            // A debit note raises only a sale; on a purchase the step lowers its price instead.
            const mode = step.mode === 'increase' && invoice.voucher_type !== 'Sales' ? 'value' : step.mode;
            const noteItems = invoice.inventory
              .map((entry): { original_line: number; quantity?: number; amount?: number } => {
                const before = returned.get(entry.order_index);
                if (mode === 'return')
                  return {
                    original_line: entry.order_index,
                    quantity: Math.min(step.take, Math.round(entry.quantity - (before?.quantity ?? 0))),
                  };
                const valueLeft = Math.round((entry.taxable_value - (before?.taxable_value ?? 0)) * 100) / 100;
                return {
                  original_line: entry.order_index,
                  amount: mode === 'increase' ? step.take : Math.min(step.take, valueLeft),
                };
              })
              .filter((entry) => (entry.quantity ?? entry.amount ?? 0) > 0);
            if (noteItems.length === 0) continue;
            const response = await sendVoucher(user, {
              company_id: company._id,
              voucher_type: invoice.voucher_type === 'Sales' && mode !== 'increase' ? 'Credit Note' : 'Debit Note',
              date: indianDate(),
              party_name_id: invoice.party_name_id,
              original_voucher_id: invoice._id,
              note_kind: mode,
              items: noteItems,
            });
            expect(response.status, JSON.stringify(response.body)).toBe(201);
            posted.push(dataOf<Voucher>(response));
          } else {
            const listed = posted.filter((voucher) => voucher.status === 'active')[
              step.target % Math.max(posted.length, 1)
            ];
            if (!listed) continue;
            // Notes change their invoice (its returns and version): work from it as it is now.
            const target = await getVoucher(user, company._id, listed._id);
            posted[posted.indexOf(listed)] = target;
            const hasNotes = (target.returns?.notes.length ?? 0) > 0;
            const settled = (target.settlements?.by.length ?? 0) > 0;
            if (step.kind === 'withdraw' && (hasNotes || settled)) {
              const response = await api.delete(
                `${INVOICES}/delete/${target._id}?company_id=${company._id}`,
                user.idToken,
              );
              expect(response.status, 'an invoice with notes or receipts waits for them').toBe(409);
            } else if (step.kind === 'withdraw') {
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
              // An invoice with notes keeps its lines (a different set of lines is refused), and
              // one that receipts settle cannot fall below what they paid.
              if ((hasNotes || settled) && response.status === 400)
                expect(JSON.stringify(response.body)).toMatch(/notes against it|cannot exceed its total/);
              else expect(response.status, JSON.stringify(response.body)).toBe(200);
              if (response.status === 200) posted[posted.indexOf(target)] = dataOf<Voucher>(response);
            }
          }
          // Viewed after some steps: the chart kept from one state must not answer for the next,
          // whether one change or several came in between.
          if (viewed) await api.get(`${INVOICES}/get/analytics/monthly?company_id=${company._id}`, user.idToken);
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
        // Each invoice's returns are the sum of its active notes' lines, and what they credited.
        for (const invoice of active.filter(
          (voucher) => voucher.voucher_type === 'Sales' || voucher.voucher_type === 'Purchase',
        )) {
          const notes = active.filter((voucher) => voucher.against?.voucher_id === invoice.voucher_id);
          const returned: Record<string, number> = {};
          for (const entry of notes.flatMap((note) => note.lines))
            returned[String(entry.original_line)] = (returned[String(entry.original_line)] ?? 0) + entry.quantity;
          const kept = Object.fromEntries(
            Object.entries(invoice.returns?.lines ?? {}).map(([index, figures]) => [index, figures.quantity]),
          );
          expect(kept, invoice.voucher_number).toEqual(returned);
          const noteTotal = (raising: boolean) =>
            notes
              .filter((note) => (note.note_kind === 'increase') === raising)
              .reduce((total, note) => total + note.grand_total, 0);
          expect(invoice.returns?.credited ?? 0).toBe(noteTotal(false));
          expect(invoice.returns?.raised ?? 0).toBe(noteTotal(true));
          // What receipts settled of it is what the active receipts say, and its status follows.
          const settledBy = active.flatMap((voucher) =>
            (voucher.settles ?? []).filter((entry) => entry.voucher_id === invoice.voucher_id),
          );
          expect(invoice.settlements?.received ?? 0).toBe(settledBy.reduce((total, entry) => total + entry.amount, 0));
          expect(invoice.payment_status, invoice.voucher_number).toBe(statusOf(invoice));
          // What is left of each line's value is never below nothing.
          for (const entry of invoice.lines)
            expect(entry.taxable - (invoice.returns?.lines[String(entry.index)]?.taxable ?? 0)).toBeGreaterThanOrEqual(
              0,
            );
          for (const entry of invoice.lines)
            expect(returned[String(entry.index)] ?? 0).toBeLessThanOrEqual(entry.quantity);
        }
        // Each item's stock is its opening plus inwards less outwards.
        const stockSign = {
          Purchase: 1,
          Sales: -1,
          'Credit Note': 1,
          'Debit Note': -1,
          Receipt: 0,
          Payment: 0,
          Journal: 0,
          Contra: 0,
        };
        for (const product of products) {
          const moved = active.flatMap((voucher) =>
            voucher.lines
              .filter((entry) => entry.product_id === product._id)
              .map((entry) => stockSign[voucher.voucher_type] * entry.quantity),
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
          'PDAY#',
          'PMON#',
          'PFY#',
          'HDAY#',
          'HMON#',
          'HFY#',
          'IDAY#',
          'IMON#',
          'IFY#',
          'STOCK#',
          'DUE#',
          'DUEI#',
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
          if (!/^(LDAY|DAY|PDAY|PMON|PFY|HDAY|HMON|HFY|IDAY|IMON|IFY|STOCK|DUEI?)#/.test(key)) continue;
          for (const [name, value] of Object.entries(item)) {
            if (name === 'pk' || name === 'sk') continue;
            if (name.startsWith('lr#')) continue; // last restock dates: checked per product above
            if (/^[mi]#/.test(name)) expect(fields.get(key)?.has(name), `${key} ${name} should be gone`).toBe(true);
            else expect(value === 0 || counters.get(key)?.has(name), `${key} ${name} = ${String(value)}`).toBe(true);
          }
        }
        for (const [key, names] of fields)
          for (const name of names) expect(stored.get(key)?.[name], `${key} ${name}`).toBeDefined();
        const rowKeys = [...stored.keys()].filter((key) => /^(LLINE|VROW|VNUM)#/.test(key));
        expect(new Set(rowKeys)).toEqual(new Set([...entries].filter((key) => /^(LLINE|VROW|VNUM)#/.test(key))));
        await expectReportsToMatch(user, company._id, products, active);
      }),
      { numRuns: 5, endOnFailure: true },
    );
  }, 600_000);
});
