// Print speed (issue 6): the server's PDF for a 1-page and a 200-line tax invoice, and, in the same
// run, what many invoicing products do instead: Chromium printing the same invoice as HTML to PDF.
//   npx tsx scripts/bench/print.ts
// 1. pdfmake in-process: the rendering work of the print Lambda alone.
// 2. The print route through the local stack (JWT check, membership, DynamoDB and S3 reads,
//    rendering, base64): GET /invoices/print/vouchar/tax on invoices posted through the API.
// 3. `chromium --headless --print-to-pdf` of the equivalent HTML page, one process per document.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { randomUUID } from 'node:crypto';
import { apiCaller, percentile, startBenchStack, timeCalls } from './bench-kit';
import { benchUser } from './bench-user';
import { invoiceHtml } from './invoice-html';

const RUNS = Number(process.env.RUNS ?? 20);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const { invoiceDocument } = await import('../../functions/src/lib/print/invoice-document');
const { renderPdf } = await import('../../functions/src/lib/print/pdf-renderer');
const { SAMPLE_COMPANY, sampleInvoice } = await import('../../functions/src/lib/print/sample-documents');

const pages = (pdf: Uint8Array) => (new TextDecoder('latin1').decode(pdf).match(/\/Type \/Page\b/g) ?? []).length;
const rows: string[] = [];
const record = (what: string, lines: number, pageCount: number, timing: { median_ms: number; p95_ms: number }) =>
  rows.push(`| ${what} | ${lines} | ${pageCount} | ${timing.median_ms} | ${timing.p95_ms} |`);

// 1 and 3: the same sample invoices, rendered both ways.
const work = mkdtempSync(join(tmpdir(), 'print-bench-'));
for (const lines of [5, 200]) {
  const voucher = sampleInvoice({ lines });
  const pdf = await renderPdf(invoiceDocument(voucher, SAMPLE_COMPANY));
  record(
    'pdfmake, in-process',
    lines,
    pages(pdf),
    await timeCalls(() => renderPdf(invoiceDocument(voucher, SAMPLE_COMPANY)), RUNS, 5),
  );

  const html = join(work, `invoice-${lines}.html`);
  const out = join(work, `invoice-${lines}.pdf`);
  writeFileSync(html, invoiceHtml(voucher, SAMPLE_COMPANY));
  const samples: number[] = [];
  for (let run = 0; run < Math.max(5, Math.round(RUNS / 2)) + 1; run++) {
    const profile = mkdtempSync(join(work, 'profile-'));
    const start = performance.now();
    const chromium = spawnSync(CHROMIUM, [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${profile}`,
      '--no-pdf-header-footer',
      `--print-to-pdf=${out}`,
      `file://${html}`,
    ]);
    const elapsed = performance.now() - start;
    rmSync(profile, { recursive: true, force: true });
    if (chromium.status !== 0) throw new Error(`chromium failed: ${chromium.stderr.toString()}`);
    if (run > 0) samples.push(elapsed); // the first run warms the disk cache
  }
  record('Chromium --print-to-pdf of the same HTML', lines, pages(new Uint8Array(readFileSync(out))), {
    median_ms: +percentile(samples, 50).toFixed(1),
    p95_ms: +percentile(samples, 95).toFixed(1),
  });
}
rmSync(work, { recursive: true, force: true });

// 2: the whole route, on invoices posted through the API.
const stack = await startBenchStack(`print-bench-${randomUUID().slice(0, 8)}`);
try {
  const { idToken } = await benchUser(stack.info);
  const call = apiCaller(stack.info, idToken);
  const { financialYearStart } = await import('../../shared/src/financial-year');
  const { indianDate } = await import('../../shared/src/financial-year');
  const company = await call('POST', '/user/create/company', {
    name: 'Verma Medical Stores',
    country: 'India',
    state: 'Maharashtra',
    tin: '27AAPFU0939F1ZV',
    financial_year_start: financialYearStart(),
    books_begin_from: financialYearStart(),
    account_number: '50200012345678',
    bank_name: 'HDFC Bank',
    bank_ifsc: 'HDFC0000123',
  });
  const companyId = company._id as string;
  const customer = await call('POST', '/ledger/create', {
    company_id: companyId,
    name: 'Sharma Medical Hall',
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
    tin: '27AAGCS2288K1ZV',
  });
  const products: Record<string, unknown>[] = [];
  for (let i = 0; i < 7; i++) {
    products.push(
      await call('POST', '/product/create/product', {
        company_id: companyId,
        stock_item_name: `Medicine ${i}`,
        unit: 'PCS',
        opening_balance: '100000',
        opening_rate: '10',
        hsn_code: i % 2 ? '30049099' : '30042019',
        nature_of_goods: 'Goods',
        taxability: 'Taxable',
        tax_rate: i % 3 ? '12' : '18',
      }),
    );
  }
  for (const lines of [5, 200]) {
    const invoice = await call(
      'POST',
      '/invoices/create/vouchar/tax',
      {
        company_id: companyId,
        voucher_type: 'Sales',
        date: indianDate(),
        party_name_id: customer._id,
        items: Array.from({ length: lines }, (_, i) => ({
          item_id: products[i % products.length]?._id,
          quantity: 1 + (i % 9),
          rate: 25 + (i % 40),
        })),
      },
      { 'Idempotency-Key': randomUUID() },
    );
    const url = `${stack.info.apiUrl}/api/v1/invoices/print/vouchar/tax?vouchar_id=${String(invoice._id)}&company_id=${companyId}`;
    const fetchPdf = async () => {
      const response = await fetch(url, { headers: { authorization: `Bearer ${idToken}` } });
      if (response.status !== 200) throw new Error(`print: ${response.status}`);
      return new Uint8Array(await response.arrayBuffer());
    };
    record('print route through the local stack', lines, pages(await fetchPdf()), await timeCalls(fetchPdf, RUNS, 5));
  }
} finally {
  await stack.stop();
}

console.log(
  `\n${RUNS} timed runs each (Chromium: ${Math.max(5, Math.round(RUNS / 2))}), after warm-up; times in ms.\n`,
);
console.log('| what | lines | pages | median | p95 |\n|---|---:|---:|---:|---:|');
for (const row of rows) console.log(row);
