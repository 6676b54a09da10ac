import * as z from '../../../zod';
import { contactEnquirySchema } from '../../../contact';
import type { RouteDefinition } from '../../route';

/** The contact page's enquiry: stored, and e-mailed to the team through SES in AWS. */
export const sendQueryEmail = {
  method: 'POST',
  path: '/api/v1/auth/send/email/query',
  handler: 'routes/public/send-query-email',
  auth: 'public',
  body: contactEnquirySchema,
  data: z.object({ id: z.string() }),
} as const satisfies RouteDefinition;
