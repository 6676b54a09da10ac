/**
 * Issue 20: who may do what in a company. A member has one role per company (kept on the
 * membership); a role is a set of permissions; each company route of the route table names the
 * one permission it needs (RouteDefinition.permission), the server checks it on every call (403)
 * and the web hides what the role cannot reach. Rules finer than a route (which voucher types
 * Staff may post, whose vouchers they may change) are in `voucherTypesAllowed` and
 * `mayChangeVoucher`, used by the voucher routes.
 */
export const ROLES = ['owner', 'accountant', 'staff', 'viewer'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  owner: 'Owner',
  accountant: 'Accountant',
  staff: 'Staff',
  viewer: 'Viewer',
};

export const PERMISSIONS = [
  /** Read the books: masters, vouchers and their lists, stock, prints. */
  'view',
  /** Reports, summaries, GSTR-1, the dashboard and the directories' exports. */
  'reports',
  /** Post vouchers (spec: user_settings.permissions.create_vouchers). */
  'create_vouchers',
  /** Add products. */
  'add_products',
  /** Everything else in the books: ledgers, groups, categories, product edits, bills, every voucher type, others' vouchers. */
  'manage_books',
  /** The company's details and settings. */
  'manage_company',
  /** Invite and remove members, change their roles. */
  'manage_members',
  /** The plan and its payments. */
  'billing',
  'delete_company',
  /**
   * Issue 31: give the company a new bill e-mail address. The owner's alone: the old address
   * stops working for everyone who mails it.
   */
  'bill_address',
  /**
   * Issue 32: lock the books up to a day, or unlock them. The owner's alone: a lock guards what
   * was filed with the tax office.
   */
  'lock_books',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: PERMISSIONS,
  accountant: ['view', 'reports', 'create_vouchers', 'add_products', 'manage_books', 'manage_company'],
  staff: ['view', 'create_vouchers', 'add_products'],
  viewer: ['view', 'reports'],
};

/** How a permission reads on the Settings tab. */
export const PERMISSION_LABELS: Record<Permission, string> = {
  view: 'View books',
  reports: 'Reports',
  create_vouchers: 'Create vouchers',
  add_products: 'Add products',
  manage_books: 'Manage books',
  manage_company: 'Company settings',
  manage_members: 'Team members',
  billing: 'Billing',
  delete_company: 'Delete company',
  bill_address: 'Bill e-mail address',
  lock_books: 'Lock the books',
};

export const can = (role: Role, permission: Permission): boolean => ROLE_PERMISSIONS[role].includes(permission);

/** What a 403 says: the role, and what it cannot do. */
const PERMISSION_ACTIONS: Record<Permission, string> = {
  view: 'see the books',
  reports: 'open reports',
  create_vouchers: 'create vouchers',
  add_products: 'add products',
  manage_books: 'change the books',
  manage_company: "change the company's details",
  manage_members: 'manage team members',
  billing: 'manage the plan',
  delete_company: 'delete the company',
  bill_address: "change the company's bill e-mail address",
  lock_books: 'lock or unlock the books',
};

export const forbiddenMessage = (role: Role, permission: Permission) =>
  `Your role (${ROLE_LABELS[role]}) cannot ${PERMISSION_ACTIONS[permission]} in this company`;

/** The voucher types Staff may post: sales invoices and receipts (issue 20); the other roles that post, every type. */
export const STAFF_VOUCHER_TYPES = ['Sales', 'Receipt'] as const;

export const voucherTypesAllowed = (role: Role): readonly string[] | 'all' =>
  can(role, 'manage_books') ? 'all' : can(role, 'create_vouchers') ? STAFF_VOUCHER_TYPES : [];

export const mayPostVoucherType = (role: Role, type: string): boolean => {
  const allowed = voucherTypesAllowed(role);
  return allowed === 'all' || allowed.includes(type);
};

/** A voucher may be edited or cancelled by whoever may manage the books, or by Staff who created it. */
export const mayChangeVoucher = (role: Role, voucherCreatedBy: string | undefined, userId: string): boolean =>
  can(role, 'manage_books') || (can(role, 'create_vouchers') && voucherCreatedBy === userId);
