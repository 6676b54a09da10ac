import { inject } from 'vitest';
import type { Company } from '@app/shared/companies';
import type { EInvoiceView, PendingEInvoices } from '@app/shared/einvoice/einvoice-docs';
import { financialYearStart, indianDate } from '@app/shared/financial-year';
import { addLedger } from './books';
import { addProduct, productBody } from './catalogue';
import { randomGstin } from './gstins';
import { api, companyInput, dataOf } from './fixtures';
import type { TestUser } from './users';

/** The company's IRP API user, registered on the local IRP sandbox as the portal registers it. */
export async function registerIrpUser(gstin: string, username = `api_${gstin.slice(2, 7)}`, password = 'Irp@Sandbox1') {
  const response = await fetch(`${inject('stack').irp.apiUrl}/_emulator/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ gstin, username, password }),
  });
  if (!response.ok) throw new Error(`IRP user not registered: ${response.status}`);
  return { username, password };
}

/** Moves the local IRP's clock on, so a test crosses 24 hours without waiting. */
export async function advanceIrpClock(hours: number) {
  const response = await fetch(`${inject('stack').irp.apiUrl}/_emulator/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ hours }),
  });
  if (!response.ok) throw new Error(`IRP clock not moved: ${response.status}`);
}

/** A distributor's address in Thane, as the company's details hold it (the IRP needs a pin code). */
export const THANE_ADDRESS = {
  address_1: 'Shop 12, Lakshmi Market, Station Road',
  address_2: 'Thane West',
  pinCode: '400601',
  email: 'accounts@shreeganesh.example',
};

/** Turns e-invoicing on from the start of the year, with an IRP API user registered and saved. */
export async function enableEInvoicing(user: TestUser, companyId: string, gstin: string) {
  const irpUser = await registerIrpUser(gstin);
  const settings = await api.put('/api/v1/einvoice/settings', user.idToken, {
    company_id: companyId,
    enabled: true,
    applies_from: financialYearStart(),
    turnover: '5-10',
    api_username: irpUser.username,
    api_password: irpUser.password,
  });
  if (settings.status !== 200) throw new Error(`e-invoice settings not saved: ${JSON.stringify(settings.body)}`);
  return irpUser;
}

/** A chemist in Bengaluru with a GSTIN: a B2B customer, inter-state from Maharashtra. */
export const addB2bBuyer = (user: TestUser, companyId: string) =>
  addLedger(user, companyId, {
    name: 'Sri Venkateshwara Medicals',
    tin: randomGstin('29'),
    mailing_state: 'Karnataka',
    mailing_address: '45, 2nd Cross, Gandhi Bazaar, Basavanagudi, Bengaluru',
    mailing_pincode: '560004',
  });

/**
 * A distributor in Thane that e-invoices from the start of the year, with its IRP API user saved;
 * a chemist in Bengaluru (B2B, inter-state) and a product with an 8-digit HSN.
 */
export async function einvoicingCompany(user: TestUser) {
  const gstin = randomGstin();
  const input = companyInput({ name: 'Shree Ganesh Pharma Distributors', tin: gstin, ...THANE_ADDRESS });
  const company = dataOf<Company>(await api.post('/api/v1/user/create/company', user.idToken, input));
  const [irpUser, buyer, product] = await Promise.all([
    enableEInvoicing(user, company._id, gstin),
    addB2bBuyer(user, company._id),
    addProduct(user, productBody(company._id, { stock_item_name: 'Paracetamol 500 mg' })),
  ]);
  return { company, gstin, buyer, product, irpUser };
}

export const einvoiceOf = async (user: TestUser, companyId: string, voucherId: string) =>
  dataOf<EInvoiceView>(await api.get(`/api/v1/einvoice/${voucherId}?company_id=${companyId}`, user.idToken));

export const generateIrn = (user: TestUser, companyId: string, voucherId: string) =>
  api.post(`/api/v1/einvoice/${voucherId}/irn`, user.idToken, { company_id: companyId });

export const cancelIrn = (user: TestUser, companyId: string, voucherId: string, reason = '2', remark = 'Wrong rate') =>
  api.post(`/api/v1/einvoice/${voucherId}/cancel`, user.idToken, { company_id: companyId, reason, remark });

/** The period's pending e-invoices, as GET /einvoice/pending answers. */
export async function pendingOf(user: TestUser, companyId: string, from = financialYearStart(), to = indianDate()) {
  const query = new URLSearchParams({ company_id: companyId, from, to });
  return dataOf<PendingEInvoices>(await api.get(`/api/v1/einvoice/pending?${query}`, user.idToken));
}

/** Uploads a bulk file on the local IRP's portal page, as the taxpayer would; its answer as sent. */
export const uploadOnPortal = (gstin: string, file: string) =>
  fetch(`${inject('stack').irp.apiUrl}/portal/bulk-upload`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', gstin },
    body: file,
  });

/** The portal's response file for one invoice of the company's, uploaded in a bulk file of its own. */
export async function portalResponseOf(user: TestUser, companyId: string, gstin: string, voucherId: string) {
  const pending = await pendingOf(user, companyId);
  const document = pending.documents.find((each) => each.vouchar_id === voucherId);
  if (!document) throw new Error(`invoice ${voucherId} is not pending: ${JSON.stringify(pending.refused)}`);
  const answer = await uploadOnPortal(gstin, JSON.stringify([document.json]));
  if (!answer.ok) throw new Error(`portal upload refused: ${answer.status}`);
  return answer.text();
}
