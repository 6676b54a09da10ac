import { searchReader, textParam } from '@/lib/search-params';

/**
 * The query of the /verify and /reset-password links Cognito e-mails: ?email=..&token=<code>. The
 * router reads query values as JSON, so a numeric code such as 482913 arrives as a number: it is
 * read back as text. Anything unusable is treated as missing, which the page reports as an invalid
 * link.
 */
export const readEmailLinkSearch = searchReader({ email: textParam, token: textParam });
