/** Where most routes find their company: `?company_id=` for reads and deletes, the body for writes. */
export const COMPANY_IN_QUERY = { companyId: { in: 'query', field: 'company_id' } } as const;
export const COMPANY_IN_BODY = { companyId: { in: 'body', field: 'company_id' } } as const;
