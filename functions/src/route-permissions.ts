/**
 * What a route's Lambda may touch beyond the table (which every API route reads and writes). CDK
 * grants exactly these; a route not listed here gets the table only.
 *   uploads: read, write and delete objects under images/ in the uploads bucket (verifying uploads,
 *            presigning uploads, the short-lived URLs images are shown from, and the logo and payment
 *            QR printed on invoices)
 *   mail: send e-mail through SES (when a sender is configured)
 *   cognito:<Action>: that one action on the Cognito user pool (issue 31: each function gets the
 *            Cognito actions its code sends and no others; e.g. inviting a member cannot add anyone
 *            to the admin group)
 *   bills: read, write and delete objects under bills/ in the uploads bucket (presigned bill uploads,
 *          their byte check, the file's short-lived URL) and start the bill reader (Lambda Invoke of
 *          the ReadBill worker, event-handlers.ts)
 *   paymentSecret: read the Razorpay webhook secret from Secrets Manager (lib/billing/razorpay-secrets)
 *   paymentKeys: read the Razorpay API key's secret from Secrets Manager, to call Razorpay's API
 *                (lib/billing/razorpay-client) and check Checkout's signatures
 *   invitations: start the DeliverInvitation worker (Lambda Invoke), which alone asks Cognito about
 *                the address and makes its account (issue 31: the inviter's reply cannot depend on it)
 *   imports: read, write and delete objects under imports/ in the uploads bucket (a Tally file's
 *            presigned upload and its byte check) and start the ImportTally worker (issue 35)
 *   irp: call the e-invoice IRP's API (issue 36): its connection's settings and its API client's
 *        secret from Secrets Manager (lib/einvoice/irp-config)
 *   exports: start the ExportData worker and sign download links for objects under exports/ in the
 *            uploads bucket (read: a link signed by a role works with the role's read grant; issue 35)
 */
export type RoutePermission =
  | 'uploads'
  | 'mail'
  | 'bills'
  | 'imports'
  | 'exports'
  | 'irp'
  | 'paymentSecret'
  | 'paymentKeys'
  | 'invitations'
  | `cognito:${CognitoAction}`;

/** The Cognito user-pool actions the functions send (cognito-idp:<action>). */
export type CognitoAction =
  | 'AdminGetUser'
  | 'AdminCreateUser'
  | 'AdminDeleteUser'
  | 'AdminAddUserToGroup'
  | 'AdminDisableUser'
  | 'AdminEnableUser'
  | 'AdminUserGlobalSignOut';

export const routePermissions: Readonly<Record<string, readonly RoutePermission[]>> = {
  'routes/public/send-query-email': ['mail'],
  'routes/auth/get-current-user': ['uploads'],
  'routes/auth/delete-user': ['cognito:AdminDisableUser', 'cognito:AdminDeleteUser'],
  // AdminDeleteUser: a user whose profile could not be written is deleted again (lib/admin/new-accounts).
  'routes/admin/create-user': ['cognito:AdminCreateUser', 'cognito:AdminAddUserToGroup', 'cognito:AdminDeleteUser'],
  'routes/admin/update-user-status': [
    'cognito:AdminDisableUser',
    'cognito:AdminEnableUser',
    'cognito:AdminUserGlobalSignOut',
  ],
  'routes/members/invite-member': ['invitations'],
  'routes/exports/start-data-export': ['exports'],
  'routes/exports/get-data-export': ['exports'],
  'routes/einvoice/generate-irn': ['irp'],
  'routes/einvoice/cancel-irn': ['irp'],
  // The signed QR codes of a response file are checked with the IRP's signing key (its settings).
  'routes/einvoice/import-einvoice-responses': ['irp'],
  'routes/einvoice/generate-eway-bill': ['irp'],
  'routes/uploads/create-image-upload': ['uploads'],
  'routes/user/update-user': ['uploads'],
  'routes/user/create-company': ['uploads'],
  'routes/user/update-company': ['uploads'],
  'routes/user/list-companies': ['uploads'],
  'routes/user/get-current-company': ['uploads'],
  'routes/product/create-product': ['uploads'],
  'routes/product/update-product': ['uploads'],
  'routes/product/get-product': ['uploads'],
  'routes/product/get-product-details': ['uploads'],
  'routes/product/list-products': ['uploads'],
  'routes/product/list-stock-items': ['uploads'],
  'routes/product/list-inventory-items': ['uploads'],
  'routes/category/create-category': ['uploads'],
  'routes/category/update-category': ['uploads'],
  'routes/category/get-category': ['uploads'],
  'routes/category/list-categories': ['uploads'],
  'routes/groups/create-inventory-group': ['uploads'],
  'routes/groups/update-group': ['uploads'],
  'routes/groups/get-inventory-group': ['uploads'],
  'routes/groups/list-inventory-groups': ['uploads'],
  'routes/ledger/create-ledger': ['uploads'],
  'routes/ledger/update-ledger': ['uploads'],
  'routes/ledger/get-ledger': ['uploads'],
  'routes/ledger/list-ledgers': ['uploads'],
  'routes/print/print-voucher': ['uploads'],
  'routes/print/print-tax-voucher': ['uploads'],
  'routes/print/print-receipt': ['uploads'],
  'routes/print/print-payment': ['uploads'],
  // Issue 37: a shared invoice's PDF prints the company's logo and payment QR as the others do.
  'routes/sharing/print-public-invoice': ['uploads'],
  'routes/bills/create-bill-upload': ['bills'],
  'routes/imports/create-tally-upload': ['imports'],
  'routes/imports/run-tally-import': ['imports'],
  'routes/bills/extract-bill-file': ['bills'],
  'routes/bills/get-bill': ['bills'],
  'routes/bills/retry-bill': ['bills'],
  'routes/bills/discard-bill': ['bills'],
  'routes/billing/razorpay-webhook': ['paymentSecret'],
  'routes/billing/start-checkout': ['paymentKeys'],
  'routes/billing/verify-checkout': ['paymentKeys'],
  'routes/billing/change-plan': ['paymentKeys'],
  'routes/billing/cancel-subscription': ['paymentKeys'],
};
