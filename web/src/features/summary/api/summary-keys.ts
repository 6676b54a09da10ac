/**
 * Every summary query sits under its company: a voucher posted, changed or withdrawn reloads every
 * query of its company, these included, and switching companies never shows another's figures.
 */
export const summaryKeys = {
  stats: (companyId: string, period: object) => ['summary', companyId, 'stats', period] as const,
  list: (companyId: string, type: string, query: object) => ['summary', companyId, type, query] as const,
  /** An expanded row's invoices: the row's filters, whatever page or sort the list is on. */
  invoices: (companyId: string, type: string, filters: object) =>
    ['summary', companyId, type, 'invoices', filters] as const,
};
