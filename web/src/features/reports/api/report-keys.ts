/**
 * Every report query sits under its company: a voucher posted, changed or withdrawn reloads every
 * query of its company, these included, and switching companies never shows another's figures.
 */
export const reportKeys = {
  yearly: (companyId: string, financialYear: number) => ['reports', companyId, 'yearly', financialYear] as const,
  monthly: (companyId: string, financialYear: number) => ['reports', companyId, 'monthly', financialYear] as const,
  daily: (companyId: string, financialYear: number, month: number) =>
    ['reports', companyId, 'daily', financialYear, month] as const,
};
