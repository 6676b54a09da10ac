import * as z from '../../../zod';
import { contactEnquirySchema } from '../../../contact';
import type { RouteDefinition } from '../../route';
import { THROTTLES } from '../../throttles';

/** The contact page's enquiry: stored, and e-mailed to the team through SES in AWS. */
export const sendQueryEmail = {
  method: 'POST',
  path: '/api/v1/auth/send/email/query',
  handler: 'routes/public/send-query-email',
  auth: 'public',
  body: contactEnquirySchema,
  data: z.object({ id: z.string() }),
  throttle: THROTTLES.publicForm,
} as const satisfies RouteDefinition;
