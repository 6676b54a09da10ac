/**
 * Issue 33: how long pairing a month's GSTR-2B with the books takes at 3,000 documents a side
 * (the ceiling is 5 s for the whole reconciliation). Here the matching alone, on 300 suppliers'
 * bills: a third exact, a third a rupee off or numbered differently, the rest on one side only.
 *
 *   npx tsx scripts/bench/reconcile.ts
 */
import { performance } from 'node:perf_hooks';
import { reconcile, type ReconDocument } from '../../shared/src/gst/reconcile';

const SIDE = 3_000;
const SUPPLIERS = 300;
const RUNS = 7;

const gstinOf = (index: number) => `27AAGCS${String(index % SUPPLIERS).padStart(4, '0')}K1ZV`;

function documents(): { twoB: ReconDocument[]; books: ReconDocument[] } {
  const twoB: ReconDocument[] = [];
  const books: ReconDocument[] = [];
  for (let index = 0; index < SIDE; index++) {
    const day = `2026-10-${String((index % 28) + 1).padStart(2, '0')}`;
    const base = {
      gstin: gstinOf(index),
      kind: 'invoice' as const,
      date: day,
      taxable: 10_000_00 + index,
      igst: 0,
      cgst: 900_00,
      sgst: 900_00,
    };
    const number = `INV/2025-26/${String(index).padStart(4, '0')}`;
    twoB.push({ ...base, id: `b${index}`, number });
    const kind = index % 3;
    if (kind === 0) books.push({ ...base, id: `p${index}`, number });
    else if (kind === 1) books.push({ ...base, id: `p${index}`, number: `INV-${index}`, cgst: 900_40, sgst: 900_40 });
    else books.push({ ...base, id: `p${index}`, number: `OTHER/${index}` });
  }
  return { twoB, books };
}

const { twoB, books } = documents();
const timings: number[] = [];
let paired = 0;
for (let run = 0; run < RUNS; run++) {
  const started = performance.now();
  paired = reconcile(twoB, books).pairs.length;
  timings.push(performance.now() - started);
}
timings.sort((a, b) => a - b);
console.log(
  `reconcile ${SIDE} 2B rows against ${SIDE} purchases: median ${timings[Math.floor(RUNS / 2)]?.toFixed(1)} ms, ` +
    `slowest ${timings.at(-1)?.toFixed(1)} ms over ${RUNS} runs; ${paired} pairs`,
);
