import { responseFileInputSchema, responseFileResultSchema } from '../../../einvoice/einvoice-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/**
 * Issue 36: the portal's response file after a bulk upload: each IRN, acknowledgement and signed
 * QR is checked (the IRP's signature, the IRN's hash) and attached to its invoice.
 */
export const importEInvoiceResponses = {
  method: 'POST',
  path: '/api/v1/einvoice/responses',
  handler: 'routes/einvoice/import-einvoice-responses',
  auth: 'user',
  permission: 'create_vouchers',
  body: responseFileInputSchema,
  data: responseFileResultSchema,
  throttle: THROTTLES.costly,
} as const satisfies RouteDefinition;
