import * as z from '@app/shared/zod';

/**
 * One query value of an e-mailed link (token, email). The router reads query values as JSON, so a
 * numeric code such as 482913 arrives as a number: it is read back as text. Anything unusable is
 * treated as missing, which the page reports as an invalid link.
 */
const linkValue = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);

/** The query of the /verify and /reset-password links Cognito e-mails: ?email=..&token=<code>. */
export const emailLinkSearch = z.object({ email: linkValue, token: linkValue });
