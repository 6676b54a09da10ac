/** Catalogue reads and deletes: the company is in the query string (?company_id=). */
export const COMPANY_IN_QUERY = { companyId: { in: 'query', field: 'company_id' } } as const;
