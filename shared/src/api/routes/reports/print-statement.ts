import { pdfBytesSchema } from '../../../print/print-files';
import { printStatementQuerySchema } from '../../../reports/statement-docs';
import type { RouteDefinition } from '../../route';

/** Issue 32: a statement of the books (trial balance, profit and loss, balance sheet, cash and bank, ageing) as a PDF. */
export const printStatement = {
  method: 'GET',
  path: '/api/v1/reports/print',
  handler: 'routes/reports/print-statement',
  auth: 'user',
  permission: 'reports',
  query: printStatementQuerySchema,
  data: pdfBytesSchema,
  file: 'application/pdf',
} as const satisfies RouteDefinition;
