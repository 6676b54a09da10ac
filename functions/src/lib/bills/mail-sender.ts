import type { SESReceipt, SESReceiptStatus } from 'aws-lambda';
import { addressParser, type Email, type Header } from 'postal-mime';
import { getDomain } from 'tldts';

/** The authserv-id on the Authentication-Results header SES puts on top of every mail it receives. */
const SES_AUTHSERV_ID = 'amazonses.com';

/** SES's verdicts on a mail; any may be missing from an event, which counts as not PASS. */
export type Verdicts = Partial<
  Pick<SESReceipt, 'spfVerdict' | 'dkimVerdict' | 'dmarcVerdict' | 'spamVerdict' | 'virusVerdict'>
>;

export const passed = (verdict: SESReceiptStatus | undefined) => verdict?.status === 'PASS';

/** The domain of an address or a DKIM identity ('@example.in'), lower case; '' for none. */
const domainOf = (address: string) =>
  address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();

/**
 * A domain's organizational domain: the one registered under a public suffix (Public Suffix List,
 * private suffixes included, so two *.github.io sites are two organizations). A name with none
 * (an IP address, a bare suffix such as co.in) stands for itself.
 */
const organizationOf = (domain: string) => getDomain(domain, { allowPrivateDomains: true }) ?? domain;

/** DMARC's relaxed alignment (RFC 7489 3.1): the same organizational domain. */
export const aligned = (domain: string, other: string) =>
  domain !== '' && other !== '' && organizationOf(domain) === organizationOf(other);

/**
 * The mail's one author: the address of its one From header holding one mailbox, lower case, or
 * '' for anything else (no From, two From headers, a list or a group), which a reader and SES's
 * DMARC check could each take differently.
 */
export function authorOf(email: Email): string {
  const fromHeaders = email.headers.filter((header) => header.key === 'from');
  const mailboxes = fromHeaders.length === 1 ? addressParser(fromHeaders[0]?.value ?? '') : [];
  const [mailbox] = mailboxes;
  if (mailboxes.length !== 1 || !mailbox || mailbox.group || !mailbox.address.includes('@')) return '';
  return mailbox.address.toLowerCase();
}

/** 'a (comment (nested)) b' as 'a  b': comments in a header say nothing that counts. */
function withoutComments(value: string): string {
  let text = value;
  for (let previous = ''; previous !== text;) [previous, text] = [text, text.replace(/\([^()]*\)/g, ' ')];
  return text;
}

/**
 * The domains of the DKIM signatures SES found valid, from SES's own Authentication-Results
 * header ('amazonses.com; spf=pass ...; dkim=pass header.i=@example.in; dmarc=pass ...'). SES
 * prepends it, so it is the topmost one: any other came with the mail and may say anything.
 */
export function dkimPassDomains(headers: readonly Header[]): string[] {
  const topmost = headers.find((header) => header.key === 'authentication-results');
  const [authservId = '', ...results] = withoutComments(topmost?.value ?? '').split(';');
  if (authservId.trim().split(/\s+/)[0]?.toLowerCase() !== SES_AUTHSERV_ID) return [];
  return results.flatMap((result) => {
    const [outcome = '', ...properties] = result.trim().split(/\s+/);
    if (outcome.toLowerCase() !== 'dkim=pass') return [];
    const signer = properties.map((property) => /^header\.[di]=(.+)$/i.exec(property)?.[1]).find(Boolean);
    return signer ? [domainOf(signer)] : [];
  });
}

export interface SenderEvidence {
  /** authorOf(the mail). */
  author: string;
  /** The envelope's MAIL FROM (SES's mail.source), which SPF checked. */
  envelopeFrom: string;
  verdicts: Verdicts;
  /** dkimPassDomains(the mail's headers). */
  dkimDomains: readonly string[];
}

/**
 * Whether SES verified that the mail comes from its author's domain: SPF passed for an envelope
 * sender aligned with the From domain, or DKIM passed for a signature aligned with it, and DMARC
 * did not fail (PASS, or GRAY: the domain publishes no policy). Anything else (DMARC FAIL or
 * PROCESSING_FAILED, nothing aligned that passed) is not verified: fail closed.
 */
export function senderVerified({ author, envelopeFrom, verdicts, dkimDomains }: SenderEvidence): boolean {
  const fromDomain = domainOf(author);
  if (!author || !(passed(verdicts.dmarcVerdict) || verdicts.dmarcVerdict?.status === 'GRAY')) return false;
  const spfAligned = passed(verdicts.spfVerdict) && aligned(domainOf(envelopeFrom), fromDomain);
  const dkimAligned = passed(verdicts.dkimVerdict) && dkimDomains.some((domain) => aligned(domain, fromDomain));
  return spfAligned || dkimAligned;
}
