import * as z from '../../../zod';
import { BILL_MESSAGES, MAX_ALLOWED_SENDERS, billMailSettingsSchema } from '../../../bills/bill-record';
import { companyIdField } from '../../../catalogue/fields';
import { EMAIL_PATTERN } from '../../../validation';
import type { RouteDefinition } from '../../route';

const senderField = z.pipe(
  z.string({ error: BILL_MESSAGES.sender }).check(z.trim(), z.maxLength(254, BILL_MESSAGES.sender)),
  z.transform((text, ctx) => {
    const address = text.toLowerCase();
    if (!EMAIL_PATTERN.test(address)) ctx.issues.push({ code: 'custom', input: text, message: BILL_MESSAGES.sender });
    return address;
  }),
);

/** Replaces the company's allowed senders (addresses, any case; kept lower case, once each). */
export const updateBillMailSettings = {
  method: 'PUT',
  path: '/api/v1/bills/mail/settings',
  handler: 'routes/bills/update-bill-mail-settings',
  auth: 'user',
  permission: 'manage_company',
  body: z.object({
    company_id: companyIdField,
    allowed_senders: z.array(senderField).check(z.maxLength(MAX_ALLOWED_SENDERS, BILL_MESSAGES.tooManySenders)),
  }),
  data: billMailSettingsSchema,
} as const satisfies RouteDefinition;
