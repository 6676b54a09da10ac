import {
  ArrowLeftRight,
  BarChart3,
  FileText,
  History,
  Info,
  Package,
  Receipt,
  UserCircle,
  Users,
  Warehouse,
  type LucideIcon,
} from 'lucide-react';
import type { LinkProps } from '@tanstack/react-router';
import type { UserType } from '@app/shared/api/users';

export interface NavItem {
  path: string;
  label: string;
  icon: LucideIcon;
  /** The route to open; screens still being built have none and show in the menu marked 'Soon'. */
  to?: LinkProps['to'];
}

const PRODUCTS: NavItem = { path: '/products', label: 'Products', icon: Package, to: '/products' };
const CUSTOMERS: NavItem = { path: '/customers', label: 'Customers', icon: Users, to: '/customers' };

/** Spec 2.8: the drawer's items, in order. */
const USER_ITEMS: NavItem[] = [
  { path: '/warehouses', label: 'WareHouse', icon: Warehouse, to: '/warehouses' },
  { path: '/timeline', label: 'Timeline', icon: History, to: '/timeline' },
  PRODUCTS,
  CUSTOMERS,
  { path: '/invoices', label: 'Invoices', icon: FileText, to: '/invoices' },
  { path: '/transactions', label: 'Transactions', icon: ArrowLeftRight, to: '/transactions' },
  { path: '/reports', label: 'Reports', icon: BarChart3, to: '/reports' },
];
const SUMMARY: NavItem = { path: '/summary', label: 'Summary', icon: Receipt, to: '/summary' };

/** The lower items, for everyone signed in. */
export const LOWER_ITEMS: NavItem[] = [
  { path: '/account', label: 'Account', icon: UserCircle, to: '/account' },
  { path: '/about', label: 'About', icon: Info, to: '/about' },
];

/**
 * Users see the full menu (Summary only when the company has tax on); admins see Products and
 * Customers (spec 001, 2: admins reach products, product detail and customers);
 * any other user type sees none of the upper items.
 */
export function navItemsFor(userType: UserType | null, taxEnabled: boolean): NavItem[] {
  if (userType === 'admin') return [PRODUCTS, CUSTOMERS];
  if (userType !== 'user') return [];
  return taxEnabled ? [...USER_ITEMS, SUMMARY] : USER_ITEMS;
}

/** Spec 2.8: an item is active when the current path contains its path. */
export const isActive = (item: NavItem, pathname: string) => pathname.includes(item.path);
