import { createContext, useContext, type ReactNode } from 'react';
import { can, mayChangeVoucher, mayPostVoucherType, type Permission, type Role } from '@app/shared/api/permissions';

interface CompanyAccess {
  /** The signed-in user's role in the current company; none without a company. */
  role?: Role;
  userId?: string;
}

const CompanyAccessContext = createContext<CompanyAccess>({});

/** Issue 20: the app layout says who the user is in the current company; pages ask useCompanyAccess. */
export function CompanyAccessProvider({ role, userId, children }: CompanyAccess & { children: ReactNode }) {
  return <CompanyAccessContext.Provider value={{ role, userId }}>{children}</CompanyAccessContext.Provider>;
}

/**
 * What the user's role in the current company lets them do, so pages offer only the buttons that
 * will work (the API refuses the rest anyway, 403). Without a role (no company yet, or outside
 * the app layout) nothing is held back: the pages have their own no-company states.
 */
export function useCompanyAccess() {
  const { role, userId } = useContext(CompanyAccessContext);
  return {
    /** The signed-in user's id (an administrator's own row holds back Disable). */
    userId,
    can: (permission: Permission) => !role || can(role, permission),
    /** May post a voucher of this type (Staff: sales and receipts only). */
    mayPost: (type: string) => !role || (can(role, 'create_vouchers') && mayPostVoucherType(role, type)),
    /** May edit, cancel or delete a voucher its creator posted (Staff: their own only). */
    mayChange: (createdBy: string | undefined) => !role || !userId || mayChangeVoucher(role, createdBy, userId),
  };
}
