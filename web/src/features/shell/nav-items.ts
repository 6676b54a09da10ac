import {
  ArrowLeftRight,
  BarChart3,
  FileText,
  FileScan,
  History,
  Info,
  LayoutDashboard,
  Package,
  Receipt,
  Scale,
  ShieldCheck,
  UserCircle,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { LinkProps } from '@tanstack/react-router';
import { can, type Role } from '@app/shared/api/permissions';
import type { UserType } from '@app/shared/api/users';
import { mayOpen, roleMayOpen, type AppPath } from './route-access';

export interface NavItem {
  path: AppPath;
  label: string;
  icon: LucideIcon;
  /** The route to open; screens still being built have none and show in the menu marked 'Soon'. */
  to?: LinkProps['to'];
}

/** Spec 2.8: the drawer's items, in order; each role gets those its pages include (route-access.ts). */
const MENU: NavItem[] = [
  // Issue 19: the company's dashboard is home; the spec's menu had no way back to it but the logo.
  { path: '/', label: 'Dashboard', icon: LayoutDashboard, to: '/' },
  { path: '/warehouses', label: 'WareHouse', icon: Warehouse, to: '/warehouses' },
  { path: '/timeline', label: 'Timeline', icon: History, to: '/timeline' },
  { path: '/products', label: 'Products', icon: Package, to: '/products' },
  { path: '/customers', label: 'Customers', icon: Users, to: '/customers' },
  { path: '/invoices', label: 'Invoices', icon: FileText, to: '/invoices' },
  { path: '/bills', label: 'Bills', icon: FileScan, to: '/bills' },
  { path: '/transactions', label: 'Transactions', icon: ArrowLeftRight, to: '/transactions' },
  { path: '/reports', label: 'Reports', icon: BarChart3, to: '/reports' },
  // Issue 32: the trial balance, profit and loss and balance sheet; for every role with reports.
  { path: '/accounts', label: 'Accounts', icon: Scale, to: '/accounts' },
  { path: '/summary', label: 'Summary', icon: Receipt, to: '/summary' },
  { path: '/console', label: 'Admin Console', icon: ShieldCheck, to: '/console' },
];

/** The lower items, for everyone signed in. */
export const LOWER_ITEMS: NavItem[] = [
  { path: '/account', label: 'Account', icon: UserCircle, to: '/account' },
  { path: '/about', label: 'About', icon: Info, to: '/about' },
];

/** The current company as the menu needs it: its tax switch and the user's role there. */
export interface MenuCompany {
  taxEnabled: boolean;
  /** undefined without a company: nothing is held back by a role. */
  role?: Role;
}

/**
 * The upper items a user type may open: users see the full menu (the Dashboard, Summary only when the company
 * has tax on), admins Products and Customers (spec 001, 2: admins reach products, product detail
 * and customers), any other user type none. A user's role in the company (issue 20) holds back
 * what it may not use: Staff see no reports and no bills, Viewers no bills.
 */
export function navItemsFor(userType: UserType | null, company: MenuCompany): NavItem[] {
  return MENU.filter(
    (item) =>
      mayOpen(userType, item.path) &&
      (item.path !== '/summary' || company.taxEnabled) &&
      roleMayOpen(company.role, item.path) &&
      // A role without reports has a start page for home, not the dashboard the menu would name.
      (item.path !== '/' || !company.role || can(company.role, 'reports')) &&
      // Only a user's home is a company's dashboard.
      (item.path !== '/' || userType === 'user'),
  );
}

/** Spec 2.8: an item is active when the current path contains its path. */
export const isActive = (item: NavItem, pathname: string) =>
  item.path === '/' ? pathname === '/' : pathname.includes(item.path);
