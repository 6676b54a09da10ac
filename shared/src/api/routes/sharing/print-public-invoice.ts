import * as z from '../../../zod';
import { linkTokenParams } from '../../../sharing/invoice-link-docs';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/** Issue 37: the PDF of the invoice a shared link opens. */
export const printPublicInvoice = {
  method: 'GET',
  path: '/api/v1/public/invoice-links/{token}/pdf',
  handler: 'routes/sharing/print-public-invoice',
  auth: 'public',
  params: linkTokenParams,
  data: z.instanceof(Uint8Array),
  file: 'application/pdf',
  throttle: THROTTLES.publicPage,
} as const satisfies RouteDefinition;
