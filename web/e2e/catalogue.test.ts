import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from './browser';
import { createCompany, signUpAndIn, toastOn, desktopPage } from './kit';

const stack = inject('e2eStack');
let browser: Browser;
let page: Page;
const errors: string[] = [];

const toast = (text: string) => toastOn(page)(text);
const drawer = (title: string) => page.getByRole('dialog', { name: title });

/** A searchable picker (units, categories, groups, states): open, search, choose. */
async function pick(scope: Page | Locator, label: string, search: string, option: string) {
  await scope.getByLabel(label).click();
  await page.locator('[data-radix-popper-content-wrapper] [cmdk-input]').fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** A plain select (taxability, tax rate). */
async function choose(scope: Locator, label: string, option: string) {
  await scope.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function openCatalogue() {
  await page.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('heading', { name: 'Products', level: 1 }).waitFor();
}

beforeAll(async () => {
  browser = await launchBrowser();
  page = await desktopPage(browser, errors);

  await signUpAndIn(page, stack, 'Farhan');
});
afterAll(() => browser.close());

describe('the catalogue, in a real browser', () => {
  it('shows empty states, and asks for a company before anything can be added', async () => {
    await openCatalogue();
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByRole('button', { name: 'Add New Items' }).click();
    await toast('Please create a company first.');
    expect(await drawer('Create Product').count()).toBe(0);
  });

  it('creates a taxed product in three steps, with a category and a group added from its drawer', async () => {
    await createCompany(page, 'Qureshi Pharma', '27AAPFU0939F1ZV');
    await openCatalogue();
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'No categories found' }).waitFor();
    await page.getByRole('tab', { name: 'Groups' }).click();
    await page.getByRole('heading', { name: 'No groups found' }).waitFor();
    await page.getByRole('tab', { name: 'Products' }).click();

    await page.getByRole('button', { name: 'Add New Items' }).click();
    const form = drawer('Create Product');
    const steps = form.getByRole('list', { name: 'Steps' });
    expect(await steps.getByRole('button').allTextContents()).toEqual([
      '1Basic Details',
      '2Additional Info',
      '3Advanced Settings',
    ]);
    await form.getByLabel('Product Name').fill('Crocin Advance');
    expect(await form.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await pick(form, 'Unit of Measurement', 'Tablets', 'Tablets (TBS)');
    await form.getByRole('button', { name: 'Next' }).click();

    await pick(form, 'Category', 'Add New', 'Add New Category');
    const category = drawer('Create Category');
    await category.getByLabel('Category Name').fill('Analgesics');
    await category.getByLabel('Description').fill('Pain and fever relief');
    await category.getByText('21/500').waitFor();
    await category.getByRole('button', { name: 'Create Category' }).click();
    await toast('Category successfully created! 🎉');
    await form.getByRole('combobox', { name: 'Category' }).getByText('Analgesics').waitFor();

    await pick(form, 'Group', 'Add New', 'Add New Group');
    const group = drawer('Create Group');
    await group.getByLabel('Group Name').fill('Medicines');
    expect(await group.getByRole('combobox', { name: 'Parent Group' }).innerText()).toBe('Primary Group');
    await group.getByRole('button', { name: 'Create Group' }).click();
    await toast('Group successfully created! 🎉');
    await form.getByRole('combobox', { name: 'Group' }).getByText('Medicines').waitFor();

    await form.getByLabel('Opening Stock Quantity').pressSequentially('120.5');
    expect(await form.getByLabel('Opening Stock Quantity').inputValue()).toBe('1205');
    await form.getByLabel('Opening Stock Quantity').fill('120');
    await form.getByLabel('Opening Rate').fill('18.5');
    expect(await form.getByLabel('Opening Stock Value').inputValue()).toBe('₹2,220.00');
    await form.getByRole('button', { name: 'Next' }).click();

    await form.getByLabel('HSN/SAC Code').fill('3004');
    await choose(form, 'Taxability', 'Taxable');
    await choose(form, 'Tax Rate', '12%');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await toast('Product successfully created! 🎉');

    const row = page.getByRole('row', { name: /Crocin Advance/ });
    await row.waitFor();
    await row.getByText('Analgesics').waitFor();
    expect((await row.getByRole('cell').allInnerTexts()).slice(1)).toEqual([
      '3004',
      '120 TBS',
      '120 TBS',
      '₹18.50',
      '₹2,220.00',
      '',
    ]);
    await page.getByText('Showing 1-1 of 1 products').waitFor();
  });

  it('edits the product and shows its new closing stock', async () => {
    await page.getByRole('button', { name: 'Edit Crocin Advance' }).click();
    const form = drawer('Update Product');
    expect(await form.getByLabel('Product Name').inputValue()).toBe('Crocin Advance');
    await form.getByLabel('Product Name').fill('Crocin Advance 500');
    await form.getByRole('button', { name: 'Next' }).click();
    expect(await form.getByLabel('Opening Rate').inputValue()).toBe('18.5');
    await form.getByLabel('Opening Stock Quantity').fill('150');
    expect(await form.getByLabel('Opening Stock Value').inputValue()).toBe('₹2,775.00');
    await form.getByRole('button', { name: 'Update Product' }).click();
    await toast('Product successfully updated! 🎉');
    const row = page.getByRole('row', { name: /Crocin Advance 500/ });
    await row.getByText('₹2,775.00').waitFor();
    expect(await row.getByRole('cell').nth(3).innerText()).toBe('150 TBS');
  });

  it("refuses to delete a category its products use, in the server's words", async () => {
    await page.getByRole('tab', { name: 'Categories' }).click();
    await page.getByRole('heading', { name: 'Analgesics' }).waitFor();
    await page.getByText('1 product', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Delete Analgesics' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm
      .getByText(
        'This action cannot be undone. The category will be permanently removed from your inventory if it is not associated with any products.',
      )
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(
      "'Analgesics' cannot be deleted: it still has products. Move them to another category or delete them first.",
    );
    await page.getByRole('tab', { name: 'Products' }).click();
  });

  it('opens the product page, then deletes the product after the confirmation', async () => {
    await page.getByRole('link', { name: 'View Crocin Advance 500' }).click();
    await page.getByRole('heading', { name: 'Crocin Advance 500', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Crocin Advance 500').waitFor();
    await page.getByText('In Stock', { exact: true }).waitFor();
    expect(await page.getByLabel('Current Stock', { exact: true }).innerText()).toBe('150 TBS');
    expect(await page.getByLabel('Average Cost', { exact: true }).innerText()).toBe('₹18.50');
    expect(await page.getByLabel('Margin', { exact: true }).innerText()).toBe('—');
    expect(await page.getByLabel('Stock Value', { exact: true }).innerText()).toBe('₹2,775.00');
    await page
      .getByRole('row', { name: /Opening Balance/ })
      .getByText('150 TBS')
      .waitFor();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete Crocin Advance 500?' }).waitFor();
    await confirm
      .getByText('This action cannot be undone. The product will be permanently removed from your inventory.')
      .waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Product deleted successfully');
    await page.waitForURL(`${stack.webUrl}/products`);
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
  });

  it('creates an untaxed product in two steps in a company without a GSTIN, and deletes it from the list', async () => {
    await createCompany(page, 'Qureshi Traders');
    await openCatalogue();
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await page.getByRole('button', { name: 'Add New Items' }).click();
    const form = drawer('Create Product');
    expect(await form.getByRole('list', { name: 'Steps' }).getByRole('button').allTextContents()).toEqual([
      '1Basic Details',
      '2Additional Info',
    ]);
    await form.getByLabel('Product Name').fill('Basmati Rice');
    await pick(form, 'Unit of Measurement', 'Kilo', 'Kilograms (KGS)');
    await form.getByRole('button', { name: 'Next' }).click();
    await form.getByLabel('Opening Stock Quantity').pressSequentially('12.5005');
    expect(await form.getByLabel('Opening Stock Quantity').inputValue()).toBe('12.500');
    await form.getByLabel('Opening Rate').fill('80');
    await form.getByLabel('Barcode').fill('8901725121457');
    expect(await form.getByLabel('Opening Stock Value').inputValue()).toBe('₹1,000.00');
    expect(await form.getByRole('button', { name: 'Next' }).count()).toBe(0);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await toast('Product successfully created! 🎉');

    const row = page.getByRole('row', { name: /Basmati Rice/ });
    await row.waitFor();
    expect(await page.getByRole('columnheader', { name: /HSN\/SAC Code/ }).count()).toBe(0);
    expect((await row.getByRole('cell').allInnerTexts()).slice(1)).toEqual([
      '12.5 KGS',
      '12.5 KGS',
      '₹80.00',
      '₹1,000.00',
      '',
    ]);

    // A barcode scanner types the code quickly and presses Enter.
    const search = page.getByPlaceholder('Search item name, category, description, barcode...');
    await search.pressSequentially('8901725121457\n', { delay: 5 });
    await page.getByText('Showing 1-1 of 1 products').waitFor();
    await row.waitFor();
    await search.fill('');
    await search.pressSequentially('8901725121458\n', { delay: 5 });
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    await search.fill('');
    await row.waitFor();

    await row.getByRole('button', { name: 'Delete Basmati Rice' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByRole('heading', { name: 'Delete Basmati Rice?' }).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast('Product deleted successfully');
    await page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(errors).toEqual([]);
  });
});
