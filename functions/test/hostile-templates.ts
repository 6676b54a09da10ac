import { randomUUID } from 'node:crypto';
import type { RouteName } from '@app/shared/api/route-table';
import type { AccountingGroupOption } from '@app/shared/books/accounting-groups';
import type { Company } from '@app/shared/companies';
import { financialYearStart, indianDate, runningFinancialYear } from '@app/shared/financial-year';
import { tallyImportWhenDone, uploadTallyFile } from './tally-imports';
import { exportsSettled, exportWhenDone, startExport } from './data-exports';
import { THANE_ADDRESS, addB2bBuyer, enableEInvoicing, generateIrn, portalResponseOf } from './einvoice';
import { billWhenRead, sendBill, supplierInvoicePdf } from './bills';
import { buyPlan, webhooksDelivered } from './checkout';
import { addLedger, ledgerBody } from './books';
import { addCategory, addGroup, addProduct, companyOf, productBody } from './catalogue';
import { api, companyInput, dataOf } from './fixtures';
import { joinAs } from './members';
import { signRazorpay } from './razorpay';
import { signUpUser, type TestUser } from './users';
import { getVoucher, invoiceBody, postVoucher } from './vouchers';

/** Who sends a route's requests: the company's owner, an admin, nobody, or a user made to be deleted. */
export type Sender = 'owner' | 'admin' | 'public' | 'doomed';

/**
 * A valid request for a route, which the sweep spoils one part at a time: path parameters, query
 * and a body (made afresh for each request, so names stay unique and creates do not conflict).
 */
export interface RequestTemplate {
  as: Sender;
  params: Record<string, string>;
  query: Record<string, string>;
  body?: () => unknown;
  headers?: () => Record<string, string>;
  /** Run before each request: reads what the body must echo (a voucher edit's current version). */
  prepare?: () => Promise<void>;
  /**
   * Waits for background work a request may have started (a bill read again), so the sweep judges
   * the next request's writes on their own.
   */
  settle?: () => Promise<unknown>;
}

/** The users and the books the requests work on. */
export interface World {
  owner: TestUser;
  admin: TestUser;
  doomed: TestUser;
  company: Company;
  doomedCompany: Company;
  /** Put in every enquiry, to find the sweep's own among other tests'. */
  marker: string;
  templates: Record<RouteName, RequestTemplate>;
}

const unique = (name: string) => `${name} ${randomUUID().slice(0, 8)}`;

async function notificationsOf(user: TestUser) {
  const list = await api.get('/api/v1/user/notifications', user.idToken);
  return dataOf<{ docs: { id: string; time: string }[] }>(list).docs.map(({ id, time }) => ({ id, time }));
}

/** Invites an address to the owner's company (as a viewer) and returns the invitation's id. */
async function invitationOf(owner: TestUser, companyId: string, email: string) {
  const body = { company_id: companyId, email, name: 'Asha Verma', role: 'viewer' };
  const sent = await api.post('/api/v1/company/members/invite', owner.idToken, body);
  if (sent.status !== 201) throw new Error(`invitation failed: ${sent.status} ${JSON.stringify(sent.body)}`);
  const list = dataOf<{ invitation_id: string; email: string }[]>(
    await api.get(`/api/v1/company/invitations?company_id=${companyId}`, owner.idToken),
  );
  const invitation = list.find((each) => each.email === email);
  if (!invitation) throw new Error(`no invitation to ${email}`);
  return invitation.invitation_id;
}

async function debtorsGroupId(user: TestUser, companyId: string) {
  const response = await api.get(`/api/v1/user/accounting/view/all/groups?company_id=${companyId}`, user.idToken);
  const debtors = dataOf<AccountingGroupOption[]>(response).find((group) => group.name === 'Debtors');
  if (!debtors) throw new Error('no Debtors group');
  return debtors._id;
}

/** Signs up the users, makes a tax-registered company with one of everything, and the templates. */
export async function buildWorld(): Promise<World> {
  const [owner, admin, doomed] = await Promise.all([signUpUser(), signUpUser({ admin: true }), signUpUser()]);
  const [company, doomedCompany] = await Promise.all([companyOf(owner, 'tax on'), companyOf(doomed, 'tax off')]);
  const companyId = company._id;
  const [product, category, group, party, debtorsId] = await Promise.all([
    addProduct(owner, productBody(companyId)),
    addCategory(owner, companyId, 'Tablets', 'Strips and bottles'),
    addGroup(owner, companyId, 'Medicines'),
    addLedger(owner, companyId, { name: 'Sharma Traders' }),
    debtorsGroupId(owner, companyId),
  ]);
  const sale = () =>
    invoiceBody(companyId, 'Sales', party._id, [{ item_id: product._id, quantity: 2, rate: '100.00', tax_rate: 12 }]);
  const voucher = await postVoucher(owner, sale());
  let version = voucher.version;
  const edit = {
    as: 'owner' as const,
    params: { vouchar_id: voucher._id },
    query: {},
    body: () => ({ ...sale(), version }),
    prepare: async () => {
      version = (await getVoucher(owner, companyId, voucher._id)).version;
    },
  };
  const supplier = await addLedger(owner, companyId, {
    name: 'Verma Medical Stores',
    parent: 'Creditors',
    tin: '27AAGCS2288K1ZV',
  });
  const keptBill = async (bytes: Buffer) => {
    const sent = await sendBill(owner, companyId, bytes, 'application/pdf', 'verma.pdf');
    return billWhenRead(owner, companyId, dataOf<{ _id: string }>(sent)._id);
  };
  const [readyBill, failedBill] = await Promise.all([
    supplierInvoicePdf('SI/26-27/0042', 1).then(({ bytes }) => keptBill(bytes)),
    keptBill(Buffer.from('%PDF-1.7\nnot really a PDF\n%%EOF\n')),
  ]);
  // Issue 35: a Tally file uploaded, for the import routes to preview and show.
  const tallyImport = await uploadTallyFile(
    owner,
    companyId,
    Buffer.from(
      '<ENVELOPE><BODY><IMPORTDATA><REQUESTDATA><TALLYMESSAGE><GROUP NAME="Sweep Debtors"><PARENT>Sundry Debtors</PARENT></GROUP></TALLYMESSAGE></REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>',
    ),
  );
  // Issue 35: an export of the books as Tally XML, made, for the export routes to show.
  const dataExport = await startExport(owner, companyId, 'tally');
  await exportWhenDone(owner, companyId, dataExport._id);
  // The administrator is also a subscriber, on a plan bought through the local Razorpay: the
  // billing routes that need a paid plan (verify, change, cancel) are sent as them.
  const bought = await buyPlan(admin, 'professional', 'monthly');
  const notifications = await notificationsOf(owner);
  const member = await signUpUser();
  await joinAs(company, member, 'staff');
  // Issue 31: an invitation for the owner to revoke; two to the admin, to accept and to decline.
  const [toRevoke, toAccept, toDecline] = await Promise.all([
    invitationOf(owner, companyId, `revoked-${randomUUID().slice(0, 8)}@example.in`),
    invitationOf(owner, companyId, admin.email),
    invitationOf(doomed, doomedCompany._id, admin.email),
  ]);
  // Issue 33: a GSTR-2B of October 2026 with one bill, kept before the sweep starts.
  const october2b = JSON.stringify({
    data: {
      gstin: '27AAPFU0939F1ZV',
      rtnprd: '102026',
      docdata: {
        b2b: [
          {
            ctin: '27AAGCS2288K1ZV',
            inv: [{ inum: 'SI/26-27/0042', dt: '05-10-2026', val: 118, items: [{ txval: 100, cgst: 9, sgst: 9 }] }],
          },
        ],
      },
    },
  });
  await api.post('/api/v1/gst/gstr2b', owner.idToken, { company_id: companyId, file: october2b });
  // Issue 36: the company e-invoices (its address and pin code given, its IRP API user saved), with
  // two B2B sales: one to get an IRN for, one that has its IRN, to cancel.
  const addressed = await api.put(`/api/v1/user/update/company/${companyId}`, owner.idToken, {
    ...companyInput({ tin: '27AAPFU0939F1ZV', ...THANE_ADDRESS }),
  });
  if (addressed.status !== 200) throw new Error(`company not updated: ${JSON.stringify(addressed.body)}`);
  const irpUser = await enableEInvoicing(owner, companyId, '27AAPFU0939F1ZV');
  const b2bBuyer = await addB2bBuyer(owner, companyId);
  const b2bSale = () =>
    postVoucher(
      owner,
      invoiceBody(companyId, 'Sales', b2bBuyer._id, [{ item_id: product._id, quantity: 1, rate: '100.00' }]),
    );
  const [toRegister, toCancel, onPortal, onTheRoad] = [
    await b2bSale(),
    await b2bSale(),
    await b2bSale(),
    await b2bSale(),
  ];
  await generateIrn(owner, companyId, toCancel._id);
  // One with its IRN and its transport, for the e-way bill to be made for (the transport after the IRN).
  await generateIrn(owner, companyId, onTheRoad._id);
  const transport = { mode: '1', distance_km: 120, vehicle_number: 'MH04AB1234' };
  await api.put(`/api/v1/einvoice/${onTheRoad._id}/transport`, owner.idToken, { company_id: companyId, ...transport });
  const einvoiceResponse = await portalResponseOf(owner, companyId, '27AAPFU0939F1ZV', onPortal._id);
  // Issue 37: a shared link to the first sale, and one to withdraw.
  const link = dataOf<{ id: string; token: string }>(
    await api.post(`/api/v1/invoices/${voucher._id}/links`, owner.idToken, { company_id: companyId }),
  );
  const toWithdraw = dataOf<{ id: string }>(
    await api.post(`/api/v1/invoices/${voucher._id}/links`, owner.idToken, { company_id: companyId }),
  );
  const runningFinancialYearStart = financialYearStart();
  const marker = `sweep-${randomUUID()}`;
  const inCompany = { company_id: companyId };
  const missing = randomUUID();
  const owned = (params: Record<string, string> = {}, query: Record<string, string> = inCompany) => ({
    as: 'owner' as const,
    params,
    query,
  });
  const idempotent = () => ({ 'idempotency-key': randomUUID() });
  const month = {
    ...inCompany,
    financial_year: String(runningFinancialYear()),
    financial_month: indianDate().slice(5, 7),
  };

  const razorpaySample = { event: 'payment.captured', created_at: 1_795_000_000, payload: {} };

  const templates: Record<RouteName, RequestTemplate> = {
    getHealth: { as: 'public', params: {}, query: {} },
    getOpenApi: { as: 'public', params: {}, query: {} },
    sendQueryEmail: {
      as: 'public',
      params: {},
      query: {},
      body: () => ({
        firstName: 'Priya',
        lastName: marker,
        email: 'priya@nairpharma.in',
        phone: '+919847012345',
        company: marker,
        industry: 'Healthcare',
        employees: '6-10',
        queryType: 'Sales',
        message: `We run three pharmacies. ${marker}`,
        marketingConsent: false,
      }),
    },
    getCurrentUser: owned({}, {}),
    getSubscription: owned({}, {}),
    // The owner's plan was set by an administrator, not bought: each request starts a checkout.
    startCheckout: { ...owned({}, {}), body: () => ({ plan: 'professional', period: 'monthly' }) },
    // The administrator's own checkout answer, again (a retry changes nothing); their plan then
    // changes and ends, and Razorpay's webhooks for it are waited for.
    verifyCheckout: {
      as: 'admin',
      params: {},
      query: {},
      body: () => bought.result,
      settle: webhooksDelivered,
    },
    changePlan: {
      as: 'admin',
      params: {},
      query: {},
      body: () => ({ plan: 'starter', period: 'monthly' }),
      settle: webhooksDelivered,
    },
    cancelSubscription: { as: 'admin', params: {}, query: {}, settle: webhooksDelivered },
    listTaxInvoices: { as: 'admin', params: {}, query: {} },
    printTaxInvoice: { as: 'admin', params: { id: bought.result.razorpay_payment_id }, query: {} },
    getBillingDetails: owned({}, {}),
    updateBillingDetails: {
      ...owned({}, {}),
      body: () => ({
        legal_name: 'Iyer Medicals LLP',
        gstin: '27AAPFU0939F1ZV',
        address: 'Shop 4, Laxmi Road, Pune',
        state: 'Maharashtra',
      }),
    },
    // A signed event about nobody's subscription: accepted and remembered; any spoilt copy fails
    // its signature (401) before it is read.
    razorpayWebhook: {
      as: 'public',
      params: {},
      query: {},
      body: () => razorpaySample,
      headers: () => ({
        'x-razorpay-signature': signRazorpay(JSON.stringify(razorpaySample)),
        'x-razorpay-event-id': `evt_${randomUUID()}`,
      }),
    },
    recordLogin: owned({}, { user_type: 'user' }),
    deleteUser: { as: 'doomed', params: {}, query: {} },
    updateUser: {
      ...owned({ id: owner.sub }, {}),
      body: () => ({ first: 'Ravi', last: 'Kumar', code: '+91', phone: '9812345678' }),
    },
    createImageUpload: {
      ...owned({}, {}),
      body: () => ({ purpose: 'product', content_type: 'image/png', size: 2048 }),
    },
    createCompany: { ...owned({}, {}), body: () => companyInput({ name: unique('Verma Medical') }) },
    updateCompany: {
      ...owned({ id: companyId }, {}),
      // The company as it is (its address too: it e-invoices).
      body: () => companyInput({ tin: '27AAPFU0939F1ZV', ...THANE_ADDRESS }),
    },
    lockBooks: { ...owned({ id: companyId }, {}), body: () => ({ locked_until: null }) },
    getCurrentCompany: owned({}, {}),
    listCompanies: owned({}, {}),
    switchCompany: owned({ id: companyId }, {}),
    deleteCompany: { as: 'doomed', params: { id: doomedCompany._id }, query: {} },
    listMembers: owned(),
    inviteMember: {
      ...owned({}, {}),
      body: () => ({
        company_id: companyId,
        email: `invitee-${randomUUID().slice(0, 8)}@example.in`,
        name: 'Asha Verma',
        role: 'viewer',
      }),
    },
    updateMemberRole: {
      ...owned({ user_id: member.sub }, {}),
      body: () => ({ company_id: companyId, role: 'accountant' }),
    },
    removeMember: {
      ...owned({ user_id: member.sub }),
      // Each probe meets the member again, whether or not the one before removed them.
      prepare: () =>
        joinAs(company, member, 'staff').then(
          () => undefined,
          () => undefined,
        ),
    },
    getEntityName: owned({ entity: 'product', id: product._id }),
    listNotifications: owned({}, { limit: '10' }),
    readNotifications: { ...owned({}, {}), body: () => ({ notifications }) },
    createUser: {
      as: 'admin',
      params: {},
      query: {},
      body: () => ({
        email: `kiran-${randomUUID().slice(0, 8)}@example.in`,
        first: 'Kiran',
        last: 'Rao',
        password: 'Welcome@123',
        user_type: 'user',
      }),
    },
    listAdminUsers: { as: 'admin', params: {}, query: { search: 'example.in' } },
    listAdminCompanies: { as: 'admin', params: {}, query: { search: 'medical' } },
    updateUserSubscription: {
      as: 'admin',
      params: { user_id: owner.sub },
      query: {},
      body: () => ({ action: 'set_plan', plan: 'enterprise', months: 12 }),
    },
    updateUserStatus: { as: 'admin', params: { user_id: owner.sub }, query: {}, body: () => ({ disabled: false }) },
    listAdminAudit: { as: 'admin', params: {}, query: {} },
    createProduct: { ...owned({}, {}), body: () => productBody(companyId, { stock_item_name: unique('Cetirizine') }) },
    listProducts: owned(),
    listStockItems: owned(),
    listProductOptions: owned(),
    getProduct: owned({ id: product._id }),
    getProductDetails: owned({ id: product._id }),
    getProductTimeline: owned({ id: product._id }),
    listProductBatches: owned({ id: product._id }),
    listExpiringBatches: owned({}),
    updateProduct: {
      ...owned({ id: product._id }, {}),
      body: () => productBody(companyId, { stock_item_name: product.stock_item_name }),
    },
    deleteProduct: owned({ id: missing }),
    createCategory: {
      ...owned({}, {}),
      body: () => ({ company_id: companyId, category_name: unique('Syrups'), description: 'Bottles' }),
    },
    listCategories: owned(),
    listCategoryOptions: owned(),
    getCategory: owned({}, { ...inCompany, category_id: category._id }),
    updateCategory: {
      ...owned({ id: category._id }, {}),
      body: () => ({ company_id: companyId, category_name: category.category_name, description: 'Strips' }),
    },
    deleteCategory: owned({ id: missing }),
    createInventoryGroup: {
      ...owned({}, {}),
      body: () => ({ company_id: companyId, inventory_group_name: unique('Ointments') }),
    },
    listInventoryGroups: owned(),
    listInventoryGroupOptions: owned(),
    getInventoryGroup: owned({ id: group._id }),
    updateGroup: {
      ...owned({ id: group._id }, {}),
      body: () => ({ company_id: companyId, inventory_group_name: group.inventory_group_name }),
    },
    deleteGroup: owned({ id: missing }),
    createLedger: { ...owned({}, {}), body: () => ledgerBody(companyId, { name: unique('Gupta Agencies') }) },
    listLedgers: owned(),
    listLedgersWithType: owned({}, { ...inCompany, type: 'Debtors' }),
    listTransactionLedgers: { ...owned(), body: () => ['Cash-in-Hand', 'Bank Accounts'] },
    listAllLedgers: owned(),
    getLedger: owned({ id: party._id }),
    updateLedger: {
      ...owned({ id: party._id }, {}),
      body: () => ledgerBody(companyId, { name: party.ledger_name }),
    },
    deleteLedger: owned({ id: missing }),
    listLedgerInvoices: owned({ customer_id: party._id }),
    createAccountingGroup: {
      ...owned({}, {}),
      body: () => ({ company_id: companyId, name: unique('Hospital Debtors'), parent_id: debtorsId }),
    },
    listAccountingGroups: owned(),
    listAccountingGroupOptions: owned(),
    listDefaultAccountingGroups: owned({}, {}),
    createVoucher: { ...owned({}, {}), body: sale, headers: idempotent },
    createTaxVoucher: { ...owned({}, {}), body: sale, headers: idempotent },
    createBillUpload: {
      ...owned({}, {}),
      body: () => ({
        company_id: companyId,
        files: [{ file_name: 'cipla-bill.pdf', content_type: 'application/pdf', size: 2048 }],
      }),
    },
    // The bill already kept for this upload: answered again, nothing new is kept.
    extractBillFile: {
      ...owned({}, {}),
      body: () => ({ company_id: companyId, key: `bills/${companyId}/${readyBill._id}.pdf`, file_name: 'verma.pdf' }),
    },
    listBills: owned(),
    createTallyUpload: {
      ...owned({}, {}),
      body: () => ({ company_id: companyId, file_name: 'day-book.xml', size: 4096 }),
    },
    // Previewed again each time, once the last preview has ended.
    runTallyImport: {
      ...owned({ id: tallyImport._id }, {}),
      body: () => ({ ...inCompany, step: 'preview' }),
      settle: () => tallyImportWhenDone(owner, companyId, tallyImport._id),
    },
    getTallyImport: owned({ id: tallyImport._id }),
    // Each valid request makes an export: the next request waits for the worker to finish it.
    startDataExport: {
      ...owned({}, {}),
      body: () => ({ ...inCompany, kind: 'tally' }),
      settle: () => exportsSettled(companyId),
    },
    getDataExport: owned({ id: dataExport._id }),
    getEInvoiceSettings: owned(),
    // The same setting again (switching it off would stop the routes above).
    updateEInvoiceSettings: {
      ...owned({}, {}),
      body: () => ({
        ...inCompany,
        enabled: true,
        applies_from: runningFinancialYearStart,
        turnover: '5-10',
        api_username: irpUser.username,
      }),
    },
    getEInvoice: owned({ vouchar_id: toRegister._id }),
    // Registered once; every later valid request finds its IRN (409).
    generateIrn: { ...owned({ vouchar_id: toRegister._id }, {}), body: () => inCompany },
    cancelIrn: {
      ...owned({ vouchar_id: toCancel._id }, {}),
      body: () => ({ ...inCompany, reason: '3', remark: 'Order cancelled by the buyer' }),
    },
    listPendingEInvoices: owned({}, { ...inCompany, from: runningFinancialYearStart, to: indianDate() }),
    getEwayBill: owned({ vouchar_id: toRegister._id }),
    saveTransport: { ...owned({ vouchar_id: onPortal._id }, {}), body: () => ({ ...inCompany, ...transport }) },
    // Made once; every later valid request finds its e-way bill (409).
    generateEwayBill: { ...owned({ vouchar_id: onTheRoad._id }, {}), body: () => inCompany },
    recordEwayBill: {
      ...owned({ vouchar_id: toRegister._id }, {}),
      body: () => ({
        ...inCompany,
        number: '181000000123',
        made_at: new Date().toISOString(),
        valid_till: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    },
    listEndingEwayBills: owned(),
    createInvoiceLink: { ...owned({ vouchar_id: voucher._id }, {}), body: () => ({ ...inCompany, days: 7 }) },
    listInvoiceLinks: owned({ vouchar_id: voucher._id }),
    // Withdrawn once; every later valid request finds it withdrawn (409).
    revokeInvoiceLink: owned({ vouchar_id: voucher._id }, { ...inCompany, link_id: toWithdraw.id }),
    getPublicInvoice: { as: 'public', params: { token: link.token }, query: {} },
    printPublicInvoice: { as: 'public', params: { token: link.token }, query: {} },
    listPendingEwayBills: owned({}, { ...inCompany, from: runningFinancialYearStart, to: indianDate() }),
    // The portal's response for a sale of its own: attached once, unchanged after.
    importEInvoiceResponses: { ...owned({}, {}), body: () => ({ ...inCompany, file: einvoiceResponse }) },
    checkSheetRows: {
      ...owned({}, {}),
      body: () => ({
        company_id: companyId,
        kind: 'customers',
        rows: [{ row: 2, values: { name: `Sheet ${randomUUID()}` } }],
      }),
    },
    importSheetRows: {
      ...owned({}, {}),
      body: () => ({
        company_id: companyId,
        kind: 'products',
        rows: [{ row: 2, values: { name: `Sheet ${randomUUID()}`, unit: 'PCS' } }],
      }),
    },
    getBill: owned({ id: readyBill._id }),
    retryBill: {
      ...owned({ id: failedBill._id }, {}),
      body: () => inCompany,
      settle: () => billWhenRead(owner, companyId, failedBill._id),
    },
    discardBill: owned({ id: missing }),
    // Posted once; every later valid request is the same purchase again.
    postBillPurchase: {
      ...owned({ id: readyBill._id }, {}),
      body: () =>
        invoiceBody(companyId, 'Purchase', supplier._id, [{ item_id: product._id, quantity: 1, rate: '100.00' }], {
          voucher_number: 'SI/26-27/0042',
        }),
    },
    getBillAllowance: owned(),
    getBillMailSettings: owned(),
    updateBillMailSettings: {
      ...owned({}, {}),
      body: () => ({ company_id: companyId, allowed_senders: ['accounts@cipla.example.in'] }),
    },
    regenerateBillMailAddress: { ...owned({}, {}), body: () => inCompany },
    listVouchers: owned(),
    listOpenInvoices: owned({}, { ...inCompany, party_id: party._id, type: 'Sales' }),
    getVouchersCsv: owned(),
    getVoucher: owned({ vouchar_id: voucher._id }),
    getCurrentNumber: owned({ voucher_type: 'Sales' }),
    listVoucherTypes: owned(),
    getVoucherTypes: owned(),
    updateVoucher: edit,
    getInventoryStats: owned(),
    getDailyAnalytics: owned({}, month),
    getGstr1: owned({}, month),
    getGstr1Csv: owned({}, { ...month, table: 'b2b' }),
    getHsnSummary: owned(),
    getTrialBalance: owned(),
    getProfitAndLoss: owned(),
    getBalanceSheet: owned(),
    getAgeing: owned(),
    printStatement: owned({}, { ...inCompany, view: 'trial-balance' }),
    getStatementTable: owned({}, { ...inCompany, view: 'day-book' }),
    getGstr3b: owned({}, month),
    getGstr3bVouchers: owned({}, { ...month, figure: '3.1a' }),
    // Issue 33: the sweep company's GSTR-2B of October 2026 (kept in the setup); kept again on every upload.
    uploadGstr2b: { ...owned({}, {}), body: () => ({ company_id: companyId, file: october2b }) },
    getReconciliation: owned({}, month),
    decideReconciliation: { ...owned({}, {}), body: () => ({ ...inCompany, ...month, action: 'accept_suggestions' }) },
    // Its one bill is in no purchase of October: each draft is a new bill to review.
    draftGstr2bBill: {
      ...owned({}, {}),
      body: () => ({
        ...inCompany,
        financial_year: '2026',
        financial_month: '10',
        two_b_id: '27AAGCS2288K1ZV|invoice|SI/26-27/0042',
      }),
    },
    getInvoiceSummary: owned(),
    getMonthlyAnalytics: owned(),
    getDashboard: owned(),
    getPartySummary: owned(),
    getSummaryStats: owned(),
    getTimeline: owned(),
    getYearlyAnalytics: owned(),
    listInventoryItems: owned(),
    printVoucher: owned({}, { ...inCompany, vouchar_id: voucher._id }),
    printTaxVoucher: owned({}, { ...inCompany, vouchar_id: voucher._id }),
    printReceipt: owned({}, { ...inCompany, vouchar_id: voucher._id }),
    printPayment: owned({}, { ...inCompany, vouchar_id: voucher._id }),
    printSample: owned({}, {}),
    updateTaxVoucher: edit,
    deleteVoucher: owned({ vouchar_id: missing }),
    deleteTaxVoucher: owned({ vouchar_id: missing }),
    getVoucherHistory: owned({ vouchar_id: voucher._id }),
    listTransactions: owned(),
    getTransactionsCsv: owned(),
    deleteTransaction: owned({ vouchar_id: missing }),
    listInvitations: owned(),
    revokeInvitation: owned({ invitation_id: toRevoke }),
    listMyInvitations: { as: 'admin', params: {}, query: {} },
    acceptInvitation: { as: 'admin', params: { invitation_id: toAccept }, query: {} },
    declineInvitation: { as: 'admin', params: { invitation_id: toDecline }, query: {} },
  };
  return { owner, admin, doomed, company, doomedCompany, marker, templates };
}
