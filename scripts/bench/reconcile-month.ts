// Issue 33's scale target, end to end on the local stack: a month of 3,000 purchases from 300
// suppliers against a GSTR-2B of 3,000 rows reconciles in at most 5 s. Timed over HTTP (JWT,
// handler, DynamoDB Local): the upload of the 2B (read, checked, kept in chunks), the month's
// reconciliation (the 2B, the month's purchase rows and the decisions read, then paired), accepting
// every suggestion (a thousand decisions kept), the reconciliation again, and GSTR-3B (which
// reconciles again for its table 4). The books hold bills 0 to 2,999 and 2B bills 500 to 3,499:
// of the 2,500 on both sides half match exactly and half are numbered differently
// (CPL/2026-27/0042 against CPL-42); 500 are in the books only and 500 in 2B only.
//   npx tsx scripts/bench/reconcile-month.ts
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { buildVoucher } from '../../functions/src/lib/books/build-voucher';
import { loadPostingContext } from '../../functions/src/lib/books/posting-context';
import { rollUpSteps } from '../../functions/src/lib/books/posting';
import { put, transact } from '../../functions/src/lib/db/transact';
import { voucherItem } from '../../functions/src/lib/db/vouchers';
import { voucherInputSchema } from '../../shared/src/books/voucher-input';
import { financialYearOf, indianDate } from '../../shared/src/financial-year';
import { gstinCheckCharacter } from '../../shared/src/gst/gstin';
import { apiCaller, percentile, startBenchStack } from './bench-kit';
import { benchUser } from './bench-user';
import { benchCompany, benchSuppliers, inParallel, productFields } from './seed-books';

const BILLS = 3_000;
/** 2B's first bill: the books' bills before it are missing from 2B. */
const SHIFT = 500;
const SUPPLIERS = 300;
const RUNS = 5;

const gstinOf = (supplier: number) => {
  const first14 = `27AAGCS${String(supplier).padStart(4, '0')}K1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
};

const stack = await startBenchStack('hisaab-bench-reconcile');
try {
  const { idToken, claims } = await benchUser(stack.info);
  const call = apiCaller(stack.info, idToken);
  const today = indianDate();
  const [year, mm] = [today.slice(0, 4), today.slice(5, 7)];
  const companyId = await benchCompany(call, 'Bench Reconciling Traders');
  const product = (await call('POST', '/product/create/product', productFields(companyId, 0)))._id as string;
  const suppliers = await benchSuppliers(call, companyId, SUPPLIERS, gstinOf);

  // Bill i: supplier i % 300, 10 units at a rate of its own (18%: taxable and tax exact in paise).
  const lastDay = Math.min(28, Number(today.slice(8, 10)));
  const bill = (i: number) => ({
    supplier: i % SUPPLIERS,
    number: `CPL/2026-27/${String(i).padStart(4, '0')}`,
    day: String((i % lastDay) + 1).padStart(2, '0'),
    taxable: 10 * (100 + (i % 500)),
  });
  const started = performance.now();
  const contexts = new Map<number, Awaited<ReturnType<typeof loadPostingContext>>>();
  await inParallel(BILLS, async (i) => {
    const { supplier, number, day, taxable } = bill(i);
    const parsed = voucherInputSchema.parse({
      company_id: companyId,
      voucher_type: 'Purchase',
      date: `${year}-${mm}-${day}`,
      party_name_id: suppliers[supplier]?._id,
      voucher_number: number,
      items: [{ item_id: product, quantity: '10', rate: String(taxable / 10) }],
    });
    const context = contexts.get(supplier) ?? (await loadPostingContext(parsed));
    contexts.set(supplier, context);
    const voucher = buildVoucher(parsed, context, {
      voucherId: randomUUID(),
      voucherNumber: number,
      actorId: claims.sub,
      now: new Date().toISOString(),
      today,
      previous: null,
    });
    await transact([put(voucherItem(voucher), 'attribute_not_exists(pk)'), ...rollUpSteps(null, voucher)]);
  });
  console.error(`${BILLS} purchases seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const rows = Array.from({ length: BILLS }, (_, n) => bill(n + SHIFT));
  const gstr2b = {
    data: {
      gstin: '27AAPFU0939F1ZV',
      rtnprd: `${mm}${year}`,
      docdata: {
        b2b: Array.from({ length: SUPPLIERS }, (_, supplier) => ({
          ctin: gstinOf(supplier),
          trdnm: `Distributor ${supplier}`,
          inv: rows
            .filter((row) => row.supplier === supplier)
            .map((row, n) => ({
              // Every other bill numbered as the supplier writes it.
              inum: n % 2 === 0 ? `CPL-${Number(row.number.slice(-4))}` : row.number,
              dt: `${row.day}-${mm}-${year}`,
              val: row.taxable * 1.18,
              rev: 'N',
              itcavl: 'Y',
              items: [{ txval: row.taxable, igst: 0, cgst: row.taxable * 0.09, sgst: row.taxable * 0.09 }],
            })),
        })),
      },
    },
  };
  const period = `company_id=${companyId}&financial_year=${financialYearOf(today)}&financial_month=${Number(mm)}`;
  const month = { company_id: companyId, financial_year: financialYearOf(today), financial_month: Number(mm) };
  const timed = async <T>(work: () => Promise<T>): Promise<[number, T]> => {
    const begun = performance.now();
    const result = await work();
    return [performance.now() - begun, result];
  };
  const reconciliation = () => call('GET', `/gst/reconciliation?${period}`);

  const [upload, kept] = await timed(() =>
    call('POST', '/gst/gstr2b', { company_id: companyId, file: JSON.stringify(gstr2b) }),
  );
  const [first, before] = await timed(reconciliation);
  const pairs = before.pairs as { kind: string }[];
  const count = (kind: string) => pairs.filter((pair) => pair.kind === kind).length;
  const [accepting] = await timed(() =>
    call('POST', '/gst/reconciliation/decisions', { ...month, action: 'accept_suggestions' }),
  );
  const again: number[] = [];
  const threeB: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    again.push((await timed(reconciliation))[0]);
    threeB.push((await timed(() => call('GET', `/reports/gstr3b?${period}`)))[0]);
  }
  const ms = (value: number) => `${Math.round(value)} ms`;
  console.log(
    [
      `GSTR-2B of ${String(kept.documents)} rows from ${String(kept.suppliers)} suppliers against ${BILLS} purchases:`,
      `  upload ${ms(upload)}; first reconciliation ${ms(first)} (${count('exact')} exact, ${count('suggested')} suggested, ` +
        `${(before.missing_in_books as unknown[]).length} missing in books, ${(before.missing_in_2b as unknown[]).length} missing in 2B)`,
      `  accepting every suggestion ${ms(accepting)}`,
      `  reconciliation after, median ${ms(percentile(again, 50))}, slowest ${ms(Math.max(...again))} over ${RUNS} runs`,
      `  GSTR-3B (reconciling for table 4), median ${ms(percentile(threeB, 50))}, slowest ${ms(Math.max(...threeB))}`,
      `  upload + reconciliation + accepting + reconciliation: ${ms(upload + first + accepting + percentile(again, 50))}`,
    ].join('\n'),
  );
} finally {
  await stack.stop();
}
