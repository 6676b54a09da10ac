import { linkTokenParams, publicInvoiceSchema } from '../../../sharing/invoice-link-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/** Issue 37: the invoice a shared link opens, for whoever has the link (no sign-in); each view is logged. */
export const getPublicInvoice = {
  method: 'GET',
  path: '/api/v1/public/invoice-links/{token}',
  handler: 'routes/sharing/get-public-invoice',
  auth: 'public',
  params: linkTokenParams,
  data: publicInvoiceSchema,
  throttle: THROTTLES.publicPage,
} as const satisfies RouteDefinition;
