// Bills in by AI (issues 17 and 34): how well the local extractor and the mapper read bills, and
// how fast. Every test bill is read by the local extractor (PDF text layer, or OCR for images and
// scanned PDFs), its AnalyzeExpense-shaped response turned into a draft by the mapper, and the
// draft's fields compared with the bill's labels: precision, recall and F1 per field, text PDFs
// and OCR apart. Three sets: ../shared/testdata (the first visible set), and the public bills of
// functions/test/bills/public in their two parts, the one tuned on and the one held out (issue
// 34: the reader is measured on bills nobody tuned it on). The same mapper is also run on the
// real Textract responses. Targets: F1 >= 0.9 on text PDFs, >= 0.8 on images, under 10 s a page.
//   npx tsx scripts/bench/bill-extraction.ts [--public-only] [--text-only] [--pharmacy-only]
// (--text-only reads the text PDFs alone, in seconds: no OCR; --pharmacy-only the generated
// pharmacy bills alone, in two minutes.)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { distance } from 'fastest-levenshtein';
import type { BillDraft } from '../../shared/src/bills/bill-draft';
import { GSTIN_PATTERN } from '../../shared/src/gst/gstin';
import { billDraftFromExpense, type ExpenseResponse } from '../../functions/src/lib/extraction/bill-draft-from-expense';
import type { BillBuyer } from '../../functions/src/lib/extraction/buyer';
import { extractBillLocally } from '../../functions/src/lib/extraction/local/extract-bill';
import { stopOcr } from '../../functions/src/lib/extraction/local/ocr-words';
import { invoiceDocument } from '../../functions/src/lib/print/invoice-document';
import { renderPdf } from '../../functions/src/lib/print/pdf-renderer';
import { SAMPLE_COMPANY, sampleInvoice } from '../../functions/src/lib/print/sample-documents';

const BILLS = join(import.meta.dirname, '..', '..', '..', 'shared', 'testdata', 'bills');
const PUBLIC_BILLS = join(import.meta.dirname, '..', '..', 'functions', 'test', 'bills', 'public');
const PHARMACY_BILLS = join(import.meta.dirname, '..', '..', 'functions', 'test', 'bills', 'pharmacy');
const publicOnly = process.argv.includes('--public-only');
const pharmacyOnly = process.argv.includes('--pharmacy-only');
const textOnly = process.argv.includes('--text-only');
const read = (...path: string[]) => new Uint8Array(readFileSync(join(BILLS, ...path)));
const json = (...path: string[]): unknown => JSON.parse(readFileSync(join(BILLS, ...path), 'utf8'));

type BillSet = 'testdata' | 'tuning' | 'held-out' | 'pharmacy, tuning' | 'pharmacy, held-out';

/** A pharmacy bill's line (issue 34): what it prints besides its description and amounts. */
interface PharmacyLine {
  batch: string;
  /** The expiry month's last day, YYYY-MM-DD. */
  expiry: string;
  mrp: number;
  free: number;
}

/** A bill's labels; a field left undefined is not labelled and not scored, null is known absent. */
interface Truth {
  supplier?: string[];
  taxId?: string | null;
  number?: string;
  date?: string;
  total?: number;
  tax?: number;
  /** Each line's description and the amounts printed for it (any one matches). */
  lines?: ({ description: string; amounts: number[] } & Partial<PharmacyLine>)[];
}

interface Bill {
  name: string;
  /** Which set it is scored in. */
  set: BillSet;
  path: 'pdf' | 'ocr';
  bytes: () => Promise<Uint8Array>;
  mediaType: string;
  truth: Truth;
  /** The company the bill is addressed to, as the app knows it when reading. */
  buyer?: BillBuyer;
}

/**
 * Corrections the manifest names: invoice2data's 'issuer' is a brand, not the seller printed on the
 * bill; Flipkart's labels lack its VAT/TIN and tax; the Sammy Maystone lines carry no amounts
 * (read off the bill here).
 */
const CORRECTIONS: Record<string, Truth> = {
  FlipkartInvoice: { supplier: ['Flipkart', 'WS Retail Services Pvt. Ltd.'], taxId: '29670869006', tax: 40.39 },
  oyo: { supplier: ['OYO', 'Oravel Stays Pvt. Ltd.', 'Oravel Stays Private Limited'] },
  SammyMaystoneLinesTest: {
    lines: [
      { description: 'Service A', amounts: [120] },
      { description: 'Service B', amounts: [7.5] },
    ],
  },
};

type Invoice2DataLine = Partial<Record<'name' | 'desc', string> & Record<'price_subtotal' | 'price', number>> & {
  price_unit?: string | number;
};
type Invoice2DataLabels = Partial<
  Record<'issuer' | 'partner_name' | 'invoice_number' | 'date' | 'vat' | 'gstin', string> &
    Record<'amount' | 'amount_tax', number>
> & { lines?: Invoice2DataLine[] };

function invoice2DataTruth(name: string): Truth {
  const [labels = {}] = json('invoice2data', `${name}.json`) as Invoice2DataLabels[];
  const lines = (labels.lines ?? []).flatMap((line) => {
    const amount = line.price_subtotal ?? line.price ?? Number(line.price_unit ?? NaN);
    const description = line.name ?? line.desc;
    return description === undefined || Number.isNaN(amount) ? [] : [{ description, amounts: [amount] }];
  });
  return {
    supplier: [labels.issuer, labels.partner_name].filter((value) => value !== undefined),
    taxId: labels.gstin ?? labels.vat,
    number: labels.invoice_number,
    date: labels.date,
    total: labels.amount,
    tax: labels.amount_tax,
    lines: lines.length > 0 ? lines : undefined,
    ...CORRECTIONS[name],
  };
}

function textractTruth(file: string): Truth {
  const labels = json('textract', file) as Record<'supplier_name' | 'invoice_number' | 'invoice_date', string> &
    Record<'grand_total' | 'tax_total', number> & {
      tax_id: string | null;
      line_items: { description: string; amount: number }[];
    };
  return {
    supplier: [labels.supplier_name],
    taxId: labels.tax_id,
    number: labels.invoice_number,
    date: labels.invoice_date,
    total: labels.grand_total,
    tax: labels.tax_total,
    lines: labels.line_items.map((line) => ({ description: line.description, amounts: [line.amount] })),
  };
}

/** Our own printed tax invoice: every figure known exactly (a line's taxable value and its total). */
function ownPrint(intraState: boolean): Bill {
  const voucher = sampleInvoice({ lines: 5, intraState });
  const rupees = (paise: number) => paise / 100;
  const lines = voucher.lines.map((line) => ({
    description: line.name,
    amounts: [line.taxable, line.total].map(rupees),
  }));
  return {
    name: `own print (${intraState ? 'CGST+SGST' : 'IGST'})`,
    set: 'testdata',
    path: 'pdf',
    bytes: () => renderPdf(invoiceDocument(voucher, SAMPLE_COMPANY)),
    mediaType: 'application/pdf',
    truth: {
      supplier: [SAMPLE_COMPANY.name],
      taxId: SAMPLE_COMPANY.gstin,
      number: voucher.voucher_number,
      date: voucher.date,
      total: rupees(voucher.grand_total),
      tax: rupees(voucher.cgst + voucher.sgst + voucher.igst),
      lines,
    },
  };
}

const file = (folder: string, name: string, path: Bill['path'], mediaType: string, truth: Truth): Bill => ({
  name,
  set: 'testdata',
  path,
  bytes: async () => read(folder, name),
  mediaType,
  truth,
});
/** The oyo bill as a scan: its PNG as the only content of a PDF page, no text layer. */
const oyoImage = `data:image/png;base64,${Buffer.from(read('invoice2data', 'oyo.png')).toString('base64')}`;
const scannedOyo = () => renderPdf({ pageSize: 'A4', pageMargins: 0, content: [{ image: oyoImage, width: 595 }] });

const PDFS = readdirSync(join(BILLS, 'invoice2data')).filter((name) => name.endsWith('.pdf'));
const PNGS = ['AmazonWebServices', 'FlipkartInvoice', 'SammyMaystoneLinesTest', 'oyo'];
/** functions/test/bills/public/labels.json: each public bill, how it is read, its part, its labels. */
interface PublicLabel {
  mediaType: string;
  kind: 'text-pdf' | 'scanned-pdf' | 'photo' | 'image';
  split: 'tuning' | 'held-out';
  truth: Truth;
  buyer: { name: string; taxId: string | null } | null;
}
const labelledBills = (folder: string, pharmacy: boolean): Bill[] =>
  Object.entries(JSON.parse(readFileSync(join(folder, 'labels.json'), 'utf8')) as Record<string, PublicLabel>).map(
    ([name, label]) => labelledBill(folder, name, label, pharmacy),
  );
const labelledBill = (folder: string, name: string, label: PublicLabel, pharmacy: boolean): Bill => ({
  name,
  set: pharmacy ? `pharmacy, ${label.split}` : label.split,
  path: label.kind === 'text-pdf' ? 'pdf' : 'ocr',
  bytes: async () => new Uint8Array(readFileSync(join(folder, name))),
  mediaType: label.mediaType,
  truth: label.truth,
  // The app always knows the company a bill is read for: the bill's buyer, as printed.
  buyer: label.buyer
    ? {
        names: [label.buyer.name],
        gstin: GSTIN_PATTERN.test(label.buyer.taxId ?? '') ? (label.buyer.taxId ?? '') : undefined,
      }
    : undefined,
});
/** The public bills, and the generated pharmacy distributors' bills (functions/test/bills/pharmacy). */
const PUBLIC_TO_READ: Bill[] = [...labelledBills(PUBLIC_BILLS, false), ...labelledBills(PHARMACY_BILLS, true)];

const TESTDATA_TO_READ: Bill[] = [
  ...PDFS.map((name) => file('invoice2data', name, 'pdf', 'application/pdf', invoice2DataTruth(name.slice(0, -4)))),
  ownPrint(true),
  ownPrint(false),
  ...PNGS.map((name) => file('invoice2data', `${name}.png`, 'ocr', 'image/png', invoice2DataTruth(name))),
  file('textract', 'default_invoice_1.png', 'ocr', 'image/png', textractTruth('default_invoice_1.expected.json')),
  file('textract', 'receipt.jpg', 'ocr', 'image/jpeg', textractTruth('receipt.expected.json')),
  { ...file('', 'oyo, scanned PDF', 'ocr', 'application/pdf', invoice2DataTruth('oyo')), bytes: scannedOyo },
];
const BILLS_TO_READ = (publicOnly ? PUBLIC_TO_READ : [...TESTDATA_TO_READ, ...PUBLIC_TO_READ]).filter(
  (bill) => (!textOnly || bill.path === 'pdf') && (!pharmacyOnly || bill.set.startsWith('pharmacy')),
);

// Scoring: a labelled field read right is a true positive; one not read, a false negative; one
// read wrong, both a false negative and a false positive, as is a field read where it is absent.
const FIELDS = ['supplier', 'GSTIN / tax id', 'bill number', 'date', 'grand total', 'tax total', 'line items'] as const;
type Field = (typeof FIELDS)[number];
type Counts = Record<'tp' | 'fp' | 'fn', number>;
const tally = () =>
  Object.fromEntries(FIELDS.map((field) => [field, { tp: 0, fp: 0, fn: 0 }])) as Record<Field, Counts>;

const words = (text: string) =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, ' ')} `
    .replace(/ (pvt|private|ltd|limited|inc|b v|ag|gmbh|llc) /g, ' ')
    .trim();
const sameName = (readName: string, label: string) => {
  const [a, b] = [words(readName), words(label)];
  return a !== '' && b !== '' && (a.includes(b) || b.includes(a));
};
/**
 * The same line's description read with OCR's slips of a letter here and there ('50meg Tab' for
 * '50mcg Tab'): at most one character in five differs. A pharmacy line is found by its name, else
 * by this, so that a batch or an expiry is scored on its own line whatever became of a letter of
 * the product's name.
 */
const nearName = (readName: string, label: string) => {
  const [a, b] = [words(readName), words(label)];
  return a !== '' && distance(a, b) <= Math.max(a.length, b.length) / 5;
};
const sameCode = (readCode: string, label: string) =>
  readCode.toUpperCase().replace(/[^A-Z0-9]/g, '') === label.toUpperCase().replace(/[^A-Z0-9]/g, '');
const sameAmount = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Counts one field; returns '' when right or unscored, '-' when not read, 'x' when read wrong. */
function score<L, R>(counts: Counts, label: L | null | undefined, found: R | undefined, same: (r: R, l: L) => boolean) {
  if (label === undefined) return '';
  if (found !== undefined && label !== null && same(found, label)) {
    counts.tp++;
    return '';
  }
  if (label !== null) counts.fn++;
  if (found !== undefined) counts.fp++;
  return found !== undefined ? 'x' : label === null ? '' : '-';
}

/** A GSTIN is the draft's; a foreign tax id (a VAT number) is the response's, the draft having no place for it. */
function taxIdRead(draft: BillDraft, response: ExpenseResponse, label: string | null | undefined) {
  if (typeof label !== 'string' || GSTIN_PATTERN.test(label)) return draft.supplier_gstin?.value;
  const fields = (response.ExpenseDocuments ?? []).flatMap((document) => document.SummaryFields ?? []);
  const types = ['VENDOR_GST_NUMBER', 'VENDOR_VAT_NUMBER', 'TAX_PAYER_ID'];
  return fields.find((field) => types.includes(field.Type?.Text ?? ''))?.ValueDetection?.Text;
}

/** Lines match on description and amount, each read line at most once. */
function scoreLines(draft: BillDraft, labels: Truth['lines'], counts: Counts): string {
  if (!labels) return '';
  const unmatched = [...draft.lines];
  const matched = labels.filter((line) => {
    const index = unmatched.findIndex(
      (readLine) =>
        line.amounts.some((amount) => sameAmount(readLine.amount.value, amount)) &&
        sameName(readLine.description.value, line.description.split('\n')[0] ?? ''),
    );
    if (index !== -1) unmatched.splice(index, 1);
    return index !== -1;
  }).length;
  counts.tp += matched;
  counts.fn += labels.length - matched;
  counts.fp += unmatched.length;
  const extra = unmatched.length > 0 ? ` +${unmatched.length}` : '';
  return matched < labels.length || extra ? `lines ${matched}/${labels.length}${extra}` : '';
}

/** Scores a draft against a bill's labels; returns what it missed ('-') or got wrong ('x'). */
function scoreDraft(draft: BillDraft, response: ExpenseResponse, truth: Truth, counts: Record<Field, Counts>): string {
  const marks = {
    supplier: score(counts.supplier, truth.supplier, draft.supplier_name?.value, (name, labels: string[]) =>
      labels.some((label) => sameName(name, label)),
    ),
    'tax id': score(counts['GSTIN / tax id'], truth.taxId, taxIdRead(draft, response, truth.taxId), sameCode),
    number: score(counts['bill number'], truth.number, draft.bill_number?.value, sameCode),
    date: score(counts.date, truth.date, draft.bill_date?.value, (date, label) => date === label),
    total: score(counts['grand total'], truth.total, draft.grand_total?.value, sameAmount),
    tax: score(counts['tax total'], truth.tax, draft.tax_total?.value, sameAmount),
  };
  const missed = Object.entries(marks).flatMap(([name, mark]) => (mark ? [`${mark}${name}`] : []));
  return [...missed, scoreLines(draft, truth.lines, counts['line items'])].filter(Boolean).join(' ');
}

// A pharmacy bill's lines (issue 34): each labelled line's batch, expiry, MRP and free quantity,
// on the read line of the same description (each read line taken once).
const PHARMACY_FIELDS = ['batch', 'expiry', 'mrp', 'free'] as const;
type PharmacyCounts = Record<'lines' | (typeof PHARMACY_FIELDS)[number], number>;
const pharmacyTally = (): PharmacyCounts => ({ lines: 0, batch: 0, expiry: 0, mrp: 0, free: 0 });
const pharmacyCounts: Partial<Record<BillSet, Record<Bill['path'], PharmacyCounts>>> = {};

function scorePharmacyLines(draft: BillDraft, labels: Truth['lines'], counts: PharmacyCounts): string {
  const unused = [...draft.lines];
  const missed = { batch: 0, expiry: 0, mrp: 0, free: 0 };
  for (const label of labels ?? []) {
    if (label.batch === undefined) continue;
    counts.lines++;
    const same = unused.findIndex((line) => sameName(line.description.value, label.description));
    const index = same !== -1 ? same : unused.findIndex((line) => nearName(line.description.value, label.description));
    const [line] = index === -1 ? [] : unused.splice(index, 1);
    const right = {
      batch: line?.batch !== undefined && line.batch !== null && sameCode(line.batch.value, label.batch),
      expiry: line?.expiry?.value === label.expiry,
      mrp: line?.mrp !== undefined && line.mrp !== null && sameAmount(line.mrp.value, label.mrp ?? NaN),
      free: sameAmount(line?.free_quantity?.value ?? 0, label.free ?? 0),
    };
    for (const field of PHARMACY_FIELDS) {
      if (right[field]) counts[field]++;
      else missed[field]++;
    }
  }
  const shown = PHARMACY_FIELDS.filter((field) => missed[field] > 0).map((field) => `${field} -${missed[field]}`);
  return shown.join(' ');
}

// Reading every bill; the OCR worker is started once, before the first image, and timed apart.
const SETS: readonly BillSet[] = ['testdata', 'tuning', 'held-out', 'pharmacy, tuning', 'pharmacy, held-out'];
const counts = {
  ...Object.fromEntries(SETS.map((set) => [set, { pdf: tally(), ocr: tally() }])),
  textract: tally(),
} as Record<BillSet, Record<Bill['path'], Record<Field, Counts>>> & { textract: Record<Field, Counts> };
const perPage: Record<Bill['path'], number[]> = { pdf: [], ocr: [] };
const details: string[] = [];
const workerStart = performance.now();
if (!textOnly) await extractBillLocally(read('invoice2data', 'SammyMaystoneLinesTest.png'), 'image/png');
const workerStartMs = performance.now() - workerStart;

for (const bill of BILLS_TO_READ) {
  const bytes = await bill.bytes();
  const start = performance.now();
  const result = await extractBillLocally(bytes, bill.mediaType, bill.buyer);
  const elapsed = performance.now() - start;
  if (!result.ok) {
    details.push(`| ${bill.name} | ${bill.set} | ${bill.path} | - | - | failed: ${result.reason} |`);
    continue;
  }
  perPage[bill.path].push(elapsed / result.pages);
  const draft = billDraftFromExpense(result.response, bill.buyer ? { buyer: bill.buyer } : {});
  const missed = [
    scoreDraft(draft, result.response, bill.truth, counts[bill.set][bill.path]),
    scorePharmacyLines(
      draft,
      bill.truth.lines,
      (pharmacyCounts[bill.set] ??= { pdf: pharmacyTally(), ocr: pharmacyTally() })[bill.path],
    ),
  ]
    .filter(Boolean)
    .join(' ');
  // A held-out bill's misses are not printed: reading them would be tuning on them.
  const shown = bill.set.endsWith('held-out') ? '(held out)' : missed || 'all right';
  details.push(
    `| ${bill.name} | ${bill.set} | ${result.readBy} | ${result.pages} | ${Math.round(elapsed)} | ${shown} |`,
  );
}
await stopOcr();

// The same mapper on every real Textract response; two have labels.
const TEXTRACT_LABELS: Record<string, string> = {
  'invoice-expense-response.json': 'default_invoice_1.expected.json',
  'test_analyze_expense_from_path.json': 'receipt.expected.json',
};
const textractRows = readdirSync(join(BILLS, 'textract'))
  .filter((name) => name.endsWith('.json') && !name.includes('expected'))
  .map((name) => {
    const response = json('textract', name) as ExpenseResponse;
    const draft = billDraftFromExpense(response);
    const labels = TEXTRACT_LABELS[name];
    const missed = labels ? scoreDraft(draft, response, textractTruth(labels), counts.textract) : 'not labelled';
    const fields = [draft.supplier_name, draft.bill_number, draft.bill_date, draft.grand_total, draft.tax_total];
    const shown = fields.map((field) => (field === null ? '-' : String(field.value)));
    return `| ${name} | ${shown.join(' | ')} | ${draft.lines.length} | ${missed || 'all right'} |`;
  });

const sum = (byField: Record<Field, Counts>) =>
  Object.values(byField).reduce((all, one) => ({ tp: all.tp + one.tp, fp: all.fp + one.fp, fn: all.fn + one.fn }));
const cell = ({ tp, fp, fn }: Counts) => {
  const precision = tp + fp === 0 ? 1 : tp / (tp + fp);
  const recall = tp + fn === 0 ? 1 : tp / (tp + fn);
  const f1 = precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  return [precision, recall, f1].map((value) => value.toFixed(2)).join(' | ');
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

for (const set of SETS) {
  const { pdf, ocr } = counts[set];
  if (BILLS_TO_READ.every((bill) => bill.set !== set)) continue;
  const title = set === 'testdata' ? '../shared/testdata' : `public bills, ${set}`;
  console.log(`\nPrecision | recall | F1 per field, ${title}: local extractor + mapper\n`);
  console.log('| field | text PDF P | R | F1 | OCR P | R | F1 |\n|---|---:|---:|---:|---:|---:|---:|');
  for (const field of FIELDS) console.log(`| ${field} | ${cell(pdf[field])} | ${cell(ocr[field])} |`);
  console.log(`| **all fields** | ${cell(sum(pdf))} | ${cell(sum(ocr))} |`);
}
console.log(
  '\nPharmacy lines (issue 34): share of labelled lines whose batch, expiry, MRP and free quantity were read right\n',
);
console.log('| set | path | lines | batch | expiry | MRP | free |\n|---|---|---:|---:|---:|---:|---:|');
for (const [set, byPath] of Object.entries(pharmacyCounts)) {
  for (const path of ['pdf', 'ocr'] as const) {
    const tallied = byPath[path];
    if (tallied.lines === 0) continue;
    const share = (count: number) => `${Math.round((100 * count) / tallied.lines)}%`;
    const shares = PHARMACY_FIELDS.map((field) => share(tallied[field]));
    console.log(`| ${set} | ${path === 'pdf' ? 'text PDF' : 'OCR'} | ${tallied.lines} | ${shares.join(' | ')} |`);
  }
}
console.log('\nThe mapper on the real Textract responses (those with labels):\n');
console.log('| field | P | R | F1 |\n|---|---:|---:|---:|');
for (const field of FIELDS) console.log(`| ${field} | ${cell(counts.textract[field])} |`);
console.log(`| **all fields** | ${cell(sum(counts.textract))} |`);
console.log(
  '\nGSTINs are scored on the draft; foreign tax ids (VAT numbers) on the response (the draft has no place for them).',
);
console.log('\nTime per page (ms), the OCR worker started:\n\n| path | pages | median | max |\n|---|---:|---:|---:|');
for (const path of ['pdf', 'ocr'] as const) {
  const times = perPage[path];
  console.log(
    `| ${path === 'pdf' ? 'text PDF' : 'OCR'} | ${times.length} | ${Math.round(median(times))} | ${Math.round(Math.max(...times))} |`,
  );
}
console.log(`\nStarting the OCR worker, with a first image: ${Math.round(workerStartMs)} ms (once per process).`);
console.log('\nPer bill (- not read, x read wrong; lines: matched/labelled +extra):\n');
console.log('| bill | set | read by | pages | ms | missed |\n|---|---|---|---:|---:|---|');
for (const row of details) console.log(row);
console.log('\nThe mapper on every real Textract response:\n');
console.log(
  '| response | supplier | number | date | total | tax | lines | missed |\n|---|---|---|---|---:|---:|---:|---|',
);
for (const row of textractRows) console.log(row);
