import { readFile } from 'node:fs/promises';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { receiveMail } from '../../infra/local/ses-local';
import { launchBrowser } from './browser';
import { createCompany, desktopPage, indianToday, postInvoice, signUpAndIn, toastOn, type SignedInUser } from './kit';

/**
 * Issue 17 in a real browser: a supplier's bill goes in as a PDF, is read on the server, reviewed
 * beside the bill and posted as a purchase, and the stock and the supplier's balance move.
 *
 * The bill is a real tax invoice made by the app itself: the same user keeps the supplier's books
 * too (Shree Ganesh Medical Agencies), sells to Kulkarni Medicals there and downloads the
 * invoice's PDF; then, in Kulkarni Medicals' books, drops that PDF on the Bills page.
 */
const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
let api: SignedInUser['api'];
let email: string;
const errors: string[] = [];
const toast = (text: string) => toastOn(page)(text);

const SUPPLIER = { name: 'Shree Ganesh Medical Agencies', gstin: '27AAGFS5821M1ZS' };
const BUYER = { name: 'Kulkarni Medicals', gstin: '27AABCK1234A1Z9' };
/** The bill: 12 bottles at ₹78 and 50 pairs at ₹9.50, GST 12% (CGST + SGST): ₹1,411 + ₹169.32, ₹1,580 rounded. */
const GRAND_TOTAL = 1580;
const SYRUP = { stock_item_name: 'Cough Syrup 100 ml', unit: 'BTL', hsn_code: '30049011' };
const GLOVES = { stock_item_name: 'Surgical Gloves (pair)', unit: 'PRS', hsn_code: '40151900' };

/** The supplier's invoice PDF, saved where the browser downloads it. */
let billPath: string;
let billName: string;
let billNumber: string;
let buyerId: string;

interface Company {
  _id: string;
}
interface ProductOption {
  _id: string;
  stock_item_name: string;
  current_stock: number;
}
interface LedgerOption {
  _id: string;
  ledger_name: string;
  closing_balance: number;
}

const currentCompany = async () => {
  const [company] = await api<Company[]>('GET', '/user/company');
  if (!company) throw new Error('no current company');
  return company;
};

/** A mail from the owner with the bill attached, as a mail client writes it. */
function mailWithBill(from: string, to: string, name: string, pdf: Buffer): Buffer {
  const boundary = 'kulkarni-bills';
  const lines = [
    `From: Meera <${from}>`,
    `To: ${to}`,
    'Subject: Bill from Shree Ganesh',
    'MIME-Version: 1.0',
    `Content-Type: multipart/mixed; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain',
    '',
    'Forwarding the supplier bill.',
    `--${boundary}`,
    `Content-Type: application/pdf; name="${name}"`,
    `Content-Disposition: attachment; filename="${name}"`,
    'Content-Transfer-Encoding: base64',
    '',
    ...(pdf.toString('base64').match(/.{1,76}/g) ?? []),
    `--${boundary}--`,
    '',
  ];
  return Buffer.from(lines.join('\r\n'));
}

/**
 * Delivers a mail to the bill address as SES does (its verdicts all PASS), through the local SES,
 * and waits until the mail receiver has finished with it.
 */
async function deliverMail(raw: Buffer, address: string) {
  await receiveMail(stack, { raw, recipients: [address] }, { wait: true });
}

/** Clicks what starts a download; the downloaded file's path and name. */
async function downloadBy(button: Locator) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return { path: await download.path(), name: download.suggestedFilename() };
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors, () => true);
  ({ api, email } = await signUpAndIn(page, stack, 'Meera'));

  // The supplier's books: its stock, its customer, and the tax invoice it issues.
  await createCompany(page, SUPPLIER.name, SUPPLIER.gstin);
  const supplier = await currentCompany();
  const stocked = { taxability: 'Taxable', tax_rate: '12', opening_balance: '500', opening_rate: '5' };
  const syrup = await api<{ _id: string }>('POST', '/product/create/product', {
    company_id: supplier._id,
    ...SYRUP,
    ...stocked,
  });
  const gloves = await api<{ _id: string }>('POST', '/product/create/product', {
    company_id: supplier._id,
    ...GLOVES,
    ...stocked,
  });
  const customer = await api<{ _id: string }>('POST', '/ledger/create', {
    company_id: supplier._id,
    name: BUYER.name,
    parent: 'Debtors',
    mailing_country: 'India',
    mailing_state: 'Maharashtra',
    tin: BUYER.gstin,
  });
  const sale = await postInvoice<{ _id: string; voucher_number: string }>(
    api,
    {
      company_id: supplier._id,
      voucher_type: 'Sales',
      party_name_id: customer._id,
      items: [
        { item_id: syrup._id, quantity: 12, rate: '78.00', tax_rate: 12 },
        { item_id: gloves._id, quantity: 50, rate: '9.50', tax_rate: 12 },
      ],
    },
    true,
  );
  billNumber = sale.voucher_number;
  await page.goto(`${stack.webUrl}/invoices/${sale._id}`);
  await page.getByRole('heading', { name: `Invoice ${billNumber}` }).waitFor();
  const bill = await downloadBy(page.getByRole('button', { name: 'Download' }));
  billPath = bill.path;
  billName = bill.name;
  expect((await readFile(billPath)).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await toast('Invoice downloaded successfully!');

  // The buyer's books, where the bill is read: one of the two products is already in its catalogue.
  // Home settles first: the company menu, opened while the page under it still changes, closes at once.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByText('Welcome, Meera').waitFor();
  await createCompany(page, BUYER.name, BUYER.gstin);
  buyerId = (await currentCompany())._id;
  await api('POST', '/product/create/product', {
    company_id: buyerId,
    ...SYRUP,
    taxability: 'Taxable',
    tax_rate: '12',
    opening_balance: '10',
    opening_rate: '70',
  });
}, 180_000);
afterAll(() => browser.close());

describe('bills read by AI, in a real browser', () => {
  it('uploads the bill with its progress and reads it until it is ready for review', async () => {
    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    await page.getByRole('heading', { name: 'Bills', exact: true }).waitFor();
    await page.getByTestId('bill-inbound-address').waitFor();

    // A slow line, so the upload's progress can be seen moving.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 16 * 1024,
    });
    await page.getByTestId('bill-file-input').setInputFiles({
      name: billName,
      mimeType: 'application/pdf',
      buffer: await readFile(billPath),
    });
    const progress = page.getByRole('progressbar', { name: `Uploading ${billName}` });
    await progress.waitFor();
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await progress.waitFor({ state: 'detached', timeout: 30_000 });

    const row = page.getByRole('row').filter({ hasText: billName });
    await row.getByText('Ready for review').waitFor({ timeout: 60_000 });
    expect(await row.innerText()).toContain(SUPPLIER.name);
  }, 120_000);

  it('reviews the bill beside the draft, creates the supplier and the missing product, and posts the purchase', async () => {
    await page.getByRole('row').filter({ hasText: billName }).getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review bill' }).waitFor();
    // The bill itself, drawn by PDF.js beside the form.
    await page.getByRole('region', { name: 'The bill' }).locator('canvas').waitFor();

    expect(await page.getByLabel(/^Bill number/).inputValue()).toBe(billNumber);
    expect(await page.getByLabel(/^Bill date/).inputValue()).toBe(indianToday().split('-').reverse().join('/'));
    // Editing a field frames where it was read on the bill.
    await page.getByLabel(/^Bill number/).focus();
    await page.getByTestId('bill-highlight').waitFor();

    // The supplier is new to these books: created as the bill names it.
    await page.getByText(`New supplier: ${SUPPLIER.name}`).waitFor();
    await page.getByRole('button', { name: 'Create supplier' }).click();
    const supplierDialog = page.getByRole('dialog', { name: 'New supplier' });
    expect(await supplierDialog.getByLabel(/^GSTIN/).inputValue()).toBe(SUPPLIER.gstin);
    await supplierDialog.getByRole('button', { name: 'Create supplier' }).click();
    await toast(`Supplier ${SUPPLIER.name} created`);
    await page.getByRole('combobox', { name: 'Supplier' }).getByText(SUPPLIER.name).waitFor();

    // The syrup matched the catalogue; the gloves are created from their line.
    const pickers = page.getByRole('combobox', { name: /^Product/ });
    await expect.poll(() => pickers.count()).toBe(2);
    expect(await pickers.nth(0).innerText()).toBe(SYRUP.stock_item_name);
    await pickers.nth(1).click();
    await page.getByRole('option', { name: 'Create product' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Create product' });
    expect(await productDialog.getByLabel(/^Product name/).inputValue()).toContain('Surgical Gloves');
    const hsn = productDialog.getByLabel(/^HSN\/SAC/);
    if ((await hsn.inputValue()) === '') await hsn.fill(GLOVES.hsn_code);
    await productDialog.getByRole('button', { name: 'Create product' }).click();
    await productDialog.waitFor({ state: 'detached' });
    expect(await pickers.nth(1).innerText()).toContain('Surgical Gloves');

    expect(await page.getByTestId('purchase-grand_total').innerText()).toBe('₹1,580.00');
    await page.getByRole('button', { name: 'Create purchase' }).click();
    await toast(`Purchase ${billNumber} created from the bill`);
    await page.getByRole('heading', { name: `Invoice ${billNumber}` }).waitFor();
    expect(page.url()).toMatch(/\/invoices\/[\w-]+$/);
    await page.getByRole('main').getByText(SUPPLIER.name).first().waitFor();
  }, 120_000);

  it('has moved the stock and the supplier balance, and shows the bill as posted', async () => {
    const products = await api<ProductOption[]>('GET', `/product/view/products/with_id?company_id=${buyerId}`);
    expect(Object.fromEntries(products.map((product) => [product.stock_item_name, product.current_stock]))).toEqual({
      [SYRUP.stock_item_name]: 22,
      [GLOVES.stock_item_name]: 50,
    });
    const creditors = await api<LedgerOption[]>(
      'GET',
      `/ledger/view/ledgers/with/type?company_id=${buyerId}&type=Creditors`,
    );
    const supplier = creditors.find((ledger) => ledger.ledger_name === SUPPLIER.name);
    expect(Math.abs(supplier?.closing_balance ?? 0)).toBe(GRAND_TOTAL);

    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: billName });
    await row.getByText('Posted').waitFor();
    await row.getByRole('link', { name: `Purchase ${billNumber}` }).waitFor();
    expect(errors).toEqual([]);
  });

  it('takes the same bill e-mailed to the company: it lands on the Bills page, and posting it twice is refused', async () => {
    const address = await page.getByTestId('bill-inbound-address').innerText();
    expect(address).toMatch(/^bills\+[a-z2-7]{10}@bills\.hisaab\.local$/);
    await deliverMail(mailWithBill(email, address, 'mailed-bill.pdf', await readFile(billPath)), address);

    const row = page.getByRole('row').filter({ hasText: 'mailed-bill.pdf' });
    await row.getByText('Ready for review').waitFor({ timeout: 60_000 });
    expect(await row.innerText()).toContain(email);
    await row.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review bill' }).waitFor();
    // Matched to the supplier created from the uploaded copy, by its GSTIN.
    await page.getByRole('combobox', { name: 'Supplier' }).getByText(SUPPLIER.name).waitFor();
    await page.getByRole('button', { name: 'Create purchase' }).click();
    await page.getByText(`Bill number ${billNumber} is already recorded for ${SUPPLIER.name}`).first().waitFor();
    expect(page.url()).toMatch(/\/bills\/[\w-]+$/);
    // The browser logs the refusal it was shown; nothing else went wrong.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 409 (Conflict)']);
  }, 120_000);

  it('shows a photographed bill beside its draft', async () => {
    // A shop receipt photographed (Textract's sample, shared test documents beside the repository).
    const photo = new URL('../../../shared/testdata/bills/textract/receipt.jpg', import.meta.url);
    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    await page.getByTestId('bill-file-input').setInputFiles(photo.pathname);
    const row = page.getByRole('row').filter({ hasText: 'receipt.jpg' });
    await row.getByText('Ready for review').waitFor({ timeout: 60_000 });
    await row.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review bill' }).waitFor();
    const image = page.getByRole('img', { name: 'The bill receipt.jpg' });
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await page.getByLabel(/^Bill number/).inputValue()).toBe('21772');
  }, 120_000);

  it('holds a bill mailed by a stranger until the user reads it', async () => {
    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    const address = await page.getByTestId('bill-inbound-address').innerText();
    const raw = mailWithBill('billing@stranger.example.in', address, 'stranger-bill.pdf', await readFile(billPath));
    await deliverMail(raw, address);
    const row = page.getByRole('row').filter({ hasText: 'stranger-bill.pdf' });
    await row.getByText('Held', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await row.innerText()).toContain("billing@stranger.example.in is not on this company's allowed senders");
    await row.getByRole('button', { name: 'Read it' }).click();
    await row.getByText('Ready for review').waitFor({ timeout: 60_000 });
  }, 120_000);

  it('gives the company a new bill address after saying what happens to the old one', async () => {
    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    const shown = page.getByTestId('bill-inbound-address');
    const oldAddress = await shown.innerText();
    await page.getByRole('button', { name: 'Get a new address' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Get a new bill address?' });
    await dialog.getByText(`Mail sent to ${oldAddress} will be ignored from now on, at once`).waitFor();
    await dialog.getByRole('button', { name: 'Get a new address' }).click();
    await toast('New bill address made');
    await expect.poll(() => shown.innerText()).not.toBe(oldAddress);
    const newAddress = await shown.innerText();
    expect(newAddress).toMatch(/^bills\+[a-z2-7]{10}@bills\.hisaab\.local$/);

    // A copy of its own: the same file from the same sender is kept once a day (issue 34).
    const pdf = Buffer.concat([await readFile(billPath), Buffer.from('\n%to a renewed address\n')]);
    await deliverMail(mailWithBill(email, oldAddress, 'to-old-address.pdf', pdf), oldAddress);
    await deliverMail(mailWithBill(email, newAddress, 'to-new-address.pdf', pdf), newAddress);
    const row = page.getByRole('row').filter({ hasText: 'to-new-address.pdf' });
    await row.getByText('Ready for review').waitFor({ timeout: 60_000 });
    const names = (await api<{ file_name: string }[]>('GET', `/bills?company_id=${buyerId}`)).map((b) => b.file_name);
    expect(names).toContain('to-new-address.pdf');
    expect(names).not.toContain('to-old-address.pdf');
  }, 120_000);

  it('takes files dropped on the page, and refuses one that is not a bill by its bytes', async () => {
    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    const zone = page.getByRole('button', { name: 'Upload bills' });
    // A text file named like a PDF, dropped as a person would drag it from their folder.
    const dropped = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['not a bill, only words'], 'notes.pdf', { type: 'application/pdf' }));
      return transfer;
    });
    await zone.dispatchEvent('dragover', { dataTransfer: dropped });
    await zone.dispatchEvent('drop', { dataTransfer: dropped });
    await page.getByText('A bill must be a PDF, PNG, JPEG or WebP file.').first().waitFor();
    expect(
      (await api<{ file_name: string }[]>('GET', `/bills?company_id=${buyerId}`)).map((bill) => bill.file_name),
    ).not.toContain('notes.pdf');
  });

  it("reads a pharmacy distributor's bill whole: batches proposed, an expired one flagged, free quantity into stock (issue 34)", async () => {
    // Two of the bill's eleven lines are products the chemist keeps in batches; the rest are removed.
    const tracked = { unit: 'NOS', taxability: 'Taxable', tax_rate: '12', batch_tracked: true };
    await api('POST', '/product/create/product', {
      company_id: buyerId,
      stock_item_name: 'AZIVON 250 TAB',
      hsn_code: '30042099',
      ...tracked,
    });
    const ondansetron = await api<{ _id: string }>('POST', '/product/create/product', {
      company_id: buyerId,
      stock_item_name: 'ONDANSETRON 4MG MD TAB',
      hsn_code: '30049099',
      ...tracked,
    });
    const bill = new URL('../../functions/test/bills/pharmacy/a-1.pdf', import.meta.url);
    await page.getByRole('link', { name: 'Bills', exact: true }).click();
    await page.getByTestId('bill-file-input').setInputFiles(bill.pathname);
    const row = page.getByRole('row').filter({ hasText: 'a-1.pdf' });
    await row.getByText('Ready for review').waitFor({ timeout: 60_000 });
    await row.getByRole('link', { name: 'Review' }).click();
    await page.getByRole('heading', { name: 'Review bill' }).waitFor();

    const lines = page.getByRole('listitem', { name: /^Line \d+$/ });
    await expect.poll(() => lines.count()).toBe(11);
    // Only the lines naming them are matched: 'others' HSN 30049099 is shared, and matches nothing alone.
    const matched = await page.getByRole('combobox', { name: /^Product/ }).allInnerTexts();
    expect(matched.filter((name) => name !== 'Pick a product')).toEqual(['AZIVON 250 TAB', 'ONDANSETRON 4MG MD TAB']);
    for (let index = 10; index >= 0; index--) {
      const each = lines.nth(index);
      const picked = await each.getByRole('combobox', { name: /^Product/ }).innerText();
      if (picked === 'Pick a product') await each.getByRole('button', { name: /^Remove line/ }).click();
    }
    await expect.poll(() => lines.count()).toBe(2);
    const azivon = lines.filter({ hasText: 'AZIVON 250 TAB' });
    expect(await azivon.innerText()).toContain('Batch BJ23287 · Exp 08/2026 · MRP ₹82.50');
    expect(await azivon.getByLabel(/^Batch No\./).inputValue()).toBe('BJ23287');
    expect(await azivon.getByLabel(/^Expiry/).inputValue()).toBe('08/2026');
    expect(await azivon.getByTestId('expiry-flag').innerText()).toContain('Batch BJ23287 expired on 31 Aug 2026');
    const ondansetronLine = lines.filter({ hasText: 'ONDANSETRON 4MG MD TAB' });
    expect(await ondansetronLine.getByLabel(/^Batch No\./).inputValue()).toBe('2608D85');
    expect(await ondansetronLine.getByLabel(/^Free/).inputValue()).toBe('4');
    // 24 at 40.56 less 5% is 924.77, as the bill prints; with CGST and SGST at 6%, 55.49 each.
    expect(await ondansetronLine.getByTestId('line-total').innerText()).toBe('₹1,035.75');

    await page.getByText('New supplier: SHREE GANESH PHARMA DISTRIBUTORS').waitFor();
    await page.getByRole('button', { name: 'Create supplier' }).click();
    await page.getByRole('dialog', { name: 'New supplier' }).getByRole('button', { name: 'Create supplier' }).click();
    await toast('Supplier SHREE GANESH PHARMA DISTRIBUTORS created');
    await page.getByLabel(/^Bill date/).fill(indianToday().split('-').reverse().join('/'));
    await page.getByRole('button', { name: 'Create purchase' }).click();
    await toast('Purchase MD/26-27/01234 created from the bill');

    // 24 bought and 4 free: 28 in stock, all in batch 2608D85, worth what the 24 cost.
    const products = await api<ProductOption[]>('GET', `/product/view/products/with_id?company_id=${buyerId}`);
    expect(products.find((product) => product._id === ondansetron._id)?.current_stock).toBe(28);
    const batches = await api<{ batch_number: string; expiry: string; mrp: number; quantity: number }[]>(
      'GET',
      `/product/view/batches/${ondansetron._id}?company_id=${buyerId}`,
    );
    expect(batches.map(({ batch_number, expiry, mrp, quantity }) => ({ batch_number, expiry, mrp, quantity }))).toEqual(
      [{ batch_number: '2608D85', expiry: '2028-08-31', mrp: 58.6, quantity: 28 }],
    );
  }, 120_000);
});
