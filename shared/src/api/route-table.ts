import type { RouteDefinition } from './route';
import { createAccountingGroup } from './routes/accounting/create-accounting-group';
import { listAccountingGroupOptions } from './routes/accounting/list-accounting-group-options';
import { listAccountingGroups } from './routes/accounting/list-accounting-groups';
import { listDefaultAccountingGroups } from './routes/accounting/list-default-accounting-groups';
import { createUser } from './routes/admin/create-user';
import { listAdminAudit } from './routes/admin/list-admin-audit';
import { listAdminCompanies } from './routes/admin/list-admin-companies';
import { listAdminUsers } from './routes/admin/list-admin-users';
import { updateUserStatus } from './routes/admin/update-user-status';
import { updateUserSubscription } from './routes/admin/update-user-subscription';
import { deleteCompany } from './routes/auth/delete-company';
import { deleteUser } from './routes/auth/delete-user';
import { getCurrentUser } from './routes/auth/get-current-user';
import { recordLogin } from './routes/auth/record-login';
import { getSubscription } from './routes/billing/get-subscription';
import { razorpayWebhook } from './routes/billing/razorpay-webhook';
import { startCheckout } from './routes/billing/start-checkout';
import { verifyCheckout } from './routes/billing/verify-checkout';
import { changePlan } from './routes/billing/change-plan';
import { cancelSubscription } from './routes/billing/cancel-subscription';
import { listTaxInvoices } from './routes/billing/list-tax-invoices';
import { printTaxInvoice } from './routes/billing/print-tax-invoice';
import { getBillingDetails } from './routes/billing/get-billing-details';
import { updateBillingDetails } from './routes/billing/update-billing-details';
import { createBillUpload } from './routes/bills/create-bill-upload';
import { cancelIrn } from './routes/einvoice/cancel-irn';
import { generateIrn } from './routes/einvoice/generate-irn';
import { getEInvoice } from './routes/einvoice/get-einvoice';
import { getEInvoiceSettings } from './routes/einvoice/get-einvoice-settings';
import { generateEwayBill } from './routes/einvoice/generate-eway-bill';
import { getEwayBill } from './routes/einvoice/get-eway-bill';
import { importEInvoiceResponses } from './routes/einvoice/import-einvoice-responses';
import { listEndingEwayBills } from './routes/einvoice/list-ending-eway-bills';
import { listPendingEwayBills } from './routes/einvoice/list-pending-eway-bills';
import { recordEwayBill } from './routes/einvoice/record-eway-bill';
import { saveTransport } from './routes/einvoice/save-transport';
import { listPendingEInvoices } from './routes/einvoice/list-pending-einvoices';
import { updateEInvoiceSettings } from './routes/einvoice/update-einvoice-settings';
import { getDataExport } from './routes/exports/get-data-export';
import { createInvoiceLink } from './routes/sharing/create-invoice-link';
import { getPublicInvoice } from './routes/sharing/get-public-invoice';
import { listInvoiceLinks } from './routes/sharing/list-invoice-links';
import { printPublicInvoice } from './routes/sharing/print-public-invoice';
import { revokeInvoiceLink } from './routes/sharing/revoke-invoice-link';
import { startDataExport } from './routes/exports/start-data-export';
import { checkSheetRows } from './routes/imports/check-sheet-rows';
import { createTallyUpload } from './routes/imports/create-tally-upload';
import { importSheetRows } from './routes/imports/import-sheet-rows';
import { getTallyImport } from './routes/imports/get-tally-import';
import { runTallyImport } from './routes/imports/run-tally-import';
import { discardBill } from './routes/bills/discard-bill';
import { extractBillFile } from './routes/bills/extract-bill-file';
import { getBill } from './routes/bills/get-bill';
import { getBillAllowance } from './routes/bills/get-bill-allowance';
import { getBillMailSettings } from './routes/bills/get-bill-mail-settings';
import { listBills } from './routes/bills/list-bills';
import { postBillPurchase } from './routes/bills/post-bill-purchase';
import { regenerateBillMailAddress } from './routes/bills/regenerate-bill-mail-address';
import { retryBill } from './routes/bills/retry-bill';
import { updateBillMailSettings } from './routes/bills/update-bill-mail-settings';
import { createCategory } from './routes/category/create-category';
import { deleteCategory } from './routes/category/delete-category';
import { getCategory } from './routes/category/get-category';
import { listCategories } from './routes/category/list-categories';
import { listCategoryOptions } from './routes/category/list-category-options';
import { updateCategory } from './routes/category/update-category';
import { createInventoryGroup } from './routes/groups/create-inventory-group';
import { deleteGroup } from './routes/groups/delete-group';
import { getInventoryGroup } from './routes/groups/get-inventory-group';
import { listInventoryGroupOptions } from './routes/groups/list-inventory-group-options';
import { listInventoryGroups } from './routes/groups/list-inventory-groups';
import { updateGroup } from './routes/groups/update-group';
import { getHealth } from './routes/health/get-health';
import { createLedger } from './routes/ledger/create-ledger';
import { deleteLedger } from './routes/ledger/delete-ledger';
import { getLedger } from './routes/ledger/get-ledger';
import { listAllLedgers } from './routes/ledger/list-all-ledgers';
import { listLedgers } from './routes/ledger/list-ledgers';
import { listLedgerInvoices } from './routes/ledger/list-ledger-invoices';
import { listLedgersWithType } from './routes/ledger/list-ledgers-with-type';
import { listTransactionLedgers } from './routes/ledger/list-transaction-ledgers';
import { updateLedger } from './routes/ledger/update-ledger';
import { getOpenApi } from './routes/meta/get-openapi';
import { createTaxVoucher } from './routes/invoices/create-tax-voucher';
import { createVoucher } from './routes/invoices/create-voucher';
import { deleteTaxVoucher } from './routes/invoices/delete-tax-voucher';
import { deleteVoucher } from './routes/invoices/delete-voucher';
import { getCurrentNumber } from './routes/invoices/get-current-number';
import { getVoucher } from './routes/invoices/get-voucher';
import { getVoucherHistory } from './routes/invoices/get-voucher-history';
import { getVoucherTypes } from './routes/invoices/get-voucher-types';
import { listVoucherTypes } from './routes/invoices/list-voucher-types';
import { listVouchers } from './routes/invoices/list-vouchers';
import { listOpenInvoices } from './routes/invoices/list-open-invoices';
import { getVouchersCsv } from './routes/invoices/get-vouchers-csv';
import { updateTaxVoucher } from './routes/invoices/update-tax-voucher';
import { updateVoucher } from './routes/invoices/update-voucher';
import { getDailyAnalytics } from './routes/invoices/get-daily-analytics';
import { getGstr1 } from './routes/invoices/get-gstr1';
import { getGstr1Csv } from './routes/invoices/get-gstr1-csv';
import { getHsnSummary } from './routes/invoices/get-hsn-summary';
import { getAgeing } from './routes/reports/get-ageing';
import { getBalanceSheet } from './routes/reports/get-balance-sheet';
import { getProfitAndLoss } from './routes/reports/get-profit-and-loss';
import { getTrialBalance } from './routes/reports/get-trial-balance';
import { getGstr3b } from './routes/reports/get-gstr3b';
import { getGstr3bVouchers } from './routes/reports/get-gstr3b-vouchers';
import { getReconciliation } from './routes/gst/get-reconciliation';
import { uploadGstr2b } from './routes/gst/upload-gstr2b';
import { decideReconciliation } from './routes/gst/decide-reconciliation';
import { draftGstr2bBill } from './routes/gst/draft-gstr2b-bill';
import { getStatementTable } from './routes/reports/get-statement-table';
import { printStatement } from './routes/reports/print-statement';
import { getInvoiceSummary } from './routes/invoices/get-invoice-summary';
import { getMonthlyAnalytics } from './routes/invoices/get-monthly-analytics';
import { getDashboard } from './routes/dashboard/get-dashboard';
import { inviteMember } from './routes/members/invite-member';
import { listMembers } from './routes/members/list-members';
import { removeMember } from './routes/members/remove-member';
import { updateMemberRole } from './routes/members/update-member-role';
import { getPartySummary } from './routes/invoices/get-party-summary';
import { getSummaryStats } from './routes/invoices/get-summary-stats';
import { getTimeline } from './routes/invoices/get-timeline';
import { getYearlyAnalytics } from './routes/invoices/get-yearly-analytics';
import { getInventoryStats } from './routes/product/get-inventory-stats';
import { listInventoryItems } from './routes/product/list-inventory-items';
import { printPayment } from './routes/print/print-payment';
import { printReceipt } from './routes/print/print-receipt';
import { printSample } from './routes/print/print-sample';
import { printTaxVoucher } from './routes/print/print-tax-voucher';
import { printVoucher } from './routes/print/print-voucher';
import { deleteTransaction } from './routes/transactions/delete-transaction';
import { listTransactions } from './routes/transactions/list-transactions';
import { getTransactionsCsv } from './routes/transactions/get-transactions-csv';
import { createProduct } from './routes/product/create-product';
import { deleteProduct } from './routes/product/delete-product';
import { getProduct } from './routes/product/get-product';
import { listExpiringBatches } from './routes/product/list-expiring-batches';
import { listProductBatches } from './routes/product/list-product-batches';
import { getProductDetails } from './routes/product/get-product-details';
import { getProductTimeline } from './routes/product/get-product-timeline';
import { listProductOptions } from './routes/product/list-product-options';
import { listProducts } from './routes/product/list-products';
import { listStockItems } from './routes/product/list-stock-items';
import { updateProduct } from './routes/product/update-product';
import { sendQueryEmail } from './routes/public/send-query-email';
import { createImageUpload } from './routes/uploads/create-image-upload';
import { createCompany } from './routes/user/create-company';
import { getCurrentCompany } from './routes/user/get-current-company';
import { getEntityName } from './routes/user/get-entity-name';
import { listCompanies } from './routes/user/list-companies';
import { listNotifications } from './routes/user/list-notifications';
import { readNotifications } from './routes/user/read-notifications';
import { switchCompany } from './routes/user/switch-company';
import { lockBooks } from './routes/user/lock-books';
import { updateCompany } from './routes/user/update-company';
import { updateUser } from './routes/user/update-user';
import { listInvitations } from './routes/members/list-invitations';
import { revokeInvitation } from './routes/members/revoke-invitation';
import { listMyInvitations } from './routes/invitations/list-my-invitations';
import { acceptInvitation } from './routes/invitations/accept-invitation';
import { declineInvitation } from './routes/invitations/decline-invitation';

/**
 * The route table: the one list of HTTP routes. CDK makes one Lambda and one API route per entry,
 * the local API server serves the same entries, and the web client calls them by name. A handler
 * imports its own route module, not this table, so its bundle carries only its own schemas.
 */
export const routes = {
  getHealth,
  getOpenApi,
  sendQueryEmail,
  getCurrentUser,
  getSubscription,
  razorpayWebhook,
  recordLogin,
  deleteUser,
  updateUser,
  createImageUpload,
  createCompany,
  updateCompany,
  lockBooks,
  getCurrentCompany,
  listCompanies,
  switchCompany,
  deleteCompany,
  listMembers,
  inviteMember,
  updateMemberRole,
  removeMember,
  getEntityName,
  listNotifications,
  readNotifications,
  createUser,
  listAdminUsers,
  listAdminCompanies,
  updateUserSubscription,
  updateUserStatus,
  listAdminAudit,
  createProduct,
  listProducts,
  listStockItems,
  listProductOptions,
  getProduct,
  listProductBatches,
  listExpiringBatches,
  getProductDetails,
  getProductTimeline,
  updateProduct,
  deleteProduct,
  createCategory,
  listCategories,
  listCategoryOptions,
  getCategory,
  updateCategory,
  deleteCategory,
  createInventoryGroup,
  listInventoryGroups,
  listInventoryGroupOptions,
  getInventoryGroup,
  updateGroup,
  deleteGroup,
  createLedger,
  listLedgers,
  listLedgersWithType,
  listTransactionLedgers,
  listAllLedgers,
  getLedger,
  updateLedger,
  deleteLedger,
  listLedgerInvoices,
  createAccountingGroup,
  listAccountingGroups,
  listAccountingGroupOptions,
  listDefaultAccountingGroups,
  createVoucher,
  createTaxVoucher,
  listVouchers,
  listOpenInvoices,
  getVouchersCsv,
  getVoucher,
  getCurrentNumber,
  listVoucherTypes,
  getVoucherTypes,
  updateVoucher,
  getInventoryStats,
  getDailyAnalytics,
  getGstr1,
  getGstr1Csv,
  getHsnSummary,
  getTrialBalance,
  getProfitAndLoss,
  getBalanceSheet,
  getAgeing,
  printStatement,
  getStatementTable,
  getGstr3b,
  getGstr3bVouchers,
  uploadGstr2b,
  getReconciliation,
  decideReconciliation,
  draftGstr2bBill,
  getInvoiceSummary,
  getMonthlyAnalytics,
  getDashboard,
  getPartySummary,
  getSummaryStats,
  getTimeline,
  getYearlyAnalytics,
  listInventoryItems,
  printVoucher,
  printTaxVoucher,
  printReceipt,
  printPayment,
  printSample,
  updateTaxVoucher,
  deleteVoucher,
  deleteTaxVoucher,
  getVoucherHistory,
  listTransactions,
  getTransactionsCsv,
  deleteTransaction,
  createBillUpload,
  createTallyUpload,
  runTallyImport,
  getTallyImport,
  checkSheetRows,
  importSheetRows,
  startDataExport,
  getDataExport,
  getEInvoiceSettings,
  updateEInvoiceSettings,
  getEInvoice,
  generateIrn,
  cancelIrn,
  listPendingEInvoices,
  importEInvoiceResponses,
  getEwayBill,
  saveTransport,
  generateEwayBill,
  recordEwayBill,
  listEndingEwayBills,
  listPendingEwayBills,
  createInvoiceLink,
  listInvoiceLinks,
  revokeInvoiceLink,
  getPublicInvoice,
  printPublicInvoice,
  extractBillFile,
  listBills,
  getBill,
  retryBill,
  discardBill,
  postBillPurchase,
  getBillMailSettings,
  updateBillMailSettings,
  regenerateBillMailAddress,
  listInvitations,
  revokeInvitation,
  listMyInvitations,
  acceptInvitation,
  declineInvitation,
  getBillAllowance,
  startCheckout,
  verifyCheckout,
  changePlan,
  cancelSubscription,
  listTaxInvoices,
  printTaxInvoice,
  getBillingDetails,
  updateBillingDetails,
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;
