import * as z from './zod';

/**
 * What the SPA needs to know about its environment, served as /config.json: in AWS written at
 * deploy time from the stacks' outputs, locally made from .local/stack.json by the dev server.
 */
export const webConfigSchema = z.object({
  apiUrl: z.url(),
  region: z.string().check(z.minLength(1)),
  userPoolId: z.string().check(z.minLength(1)),
  userPoolClientId: z.string().check(z.minLength(1)),
  /** Only on the local stack: cognito-local's endpoint instead of Cognito's. */
  cognitoEndpoint: z.optional(z.url()),
  /**
   * Issue 31: how the sign-in sends the password. SRP in AWS (the password never leaves the
   * browser; the app client allows nothing else); USER_PASSWORD_AUTH on the local stack, as
   * cognito-local has no SRP.
   */
  authFlow: z.enum(['USER_SRP_AUTH', 'USER_PASSWORD_AUTH']),
  /** Razorpay's Checkout.js (issue 31): Razorpay's own in AWS, the local Razorpay's here. */
  razorpayCheckoutUrl: z.url(),
});

export type WebConfig = z.infer<typeof webConfigSchema>;
