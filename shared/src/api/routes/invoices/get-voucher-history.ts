import * as z from '../../../zod';
import type { RouteDefinition } from '../../route';
import { companyQuery, voucherIdParams } from './voucher-params';

/** One change of a voucher: who, when, what, and the voucher before and after (rupees, as GET returns it). */
export const voucherChangeSchema = z.object({
  at: z.string(),
  /** 'irn' and 'irn_cancel': the invoice's IRN got, or cancelled, on the IRP (issue 36). */
  action: z.enum(['create', 'update', 'cancel', 'delete', 'irn', 'irn_cancel']),
  actor_id: z.string(),
  actor_name: z.nullable(z.string()),
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});

/** A voucher's audit trail, oldest first (Companies (Accounts) Rules: it cannot be changed). */
export const getVoucherHistory = {
  method: 'GET',
  path: '/api/v1/invoices/history/{vouchar_id}',
  handler: 'routes/invoices/get-voucher-history',
  auth: 'user',
  permission: 'view',
  params: voucherIdParams,
  query: companyQuery,
  data: z.array(voucherChangeSchema),
} as const satisfies RouteDefinition;
