import type { SESReceiptStatus } from 'aws-lambda';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { aligned, authorOf, dkimPassDomains, senderVerified } from './mail-sender';

const parse = (headers: string[]) => PostalMime.parse(`${headers.join('\r\n')}\r\n\r\nhello\r\n`);
const verdict = (status: SESReceiptStatus['status']) => ({ status });

describe('relaxed alignment', () => {
  it('aligns domains of one organization, by the public suffix list', () => {
    expect(aligned('mail.vermamedical.co.in', 'vermamedical.co.in')).toBe(true);
    expect(aligned('bounces.example.in', 'accounts.example.in')).toBe(true);
    expect(aligned('Example.IN', 'example.in')).toBe(true);
    expect(aligned('vermamedical.co.in', 'sharma.co.in')).toBe(false);
    // Private suffixes count too: two sites on github.io are two organizations.
    expect(aligned('verma.github.io', 'forger.github.io')).toBe(false);
    expect(aligned('', 'example.in')).toBe(false);
  });
});

describe("SES's DKIM passes", () => {
  it("reads the topmost Authentication-Results only, and only when it is SES's", async () => {
    const ses =
      'Authentication-Results: amazonses.com; spf=pass (spfCheck: ok) client-ip=1.2.3.4;\r\n dkim=pass header.i=@esp.example; dkim=fail header.i=@example.in; dkim=pass header.d=Vermamedical.co.in;\r\n dmarc=pass header.from=vermamedical.co.in;';
    const written = 'Authentication-Results: amazonses.com; dkim=pass header.i=@forged.example';
    expect(dkimPassDomains((await parse([ses, written])).headers)).toEqual(['esp.example', 'vermamedical.co.in']);
    expect(
      dkimPassDomains(
        (await parse(['Authentication-Results: mx.forger.example; dkim=pass header.i=@example.in', ses])).headers,
      ),
    ).toEqual([]);
    expect(dkimPassDomains((await parse(['From: a@example.in'])).headers)).toEqual([]);
  });
});

describe("the mail's author", () => {
  it('is the one mailbox of the one From header, else nobody', async () => {
    expect(authorOf(await parse(['From: "Verma, Accounts" <Accounts@Verma.example.in>']))).toBe(
      'accounts@verma.example.in',
    );
    expect(authorOf(await parse(['From: a@example.in', 'From: b@forger.example']))).toBe('');
    expect(authorOf(await parse(['From: a@example.in, b@forger.example']))).toBe('');
    expect(authorOf(await parse(['From: Team: a@example.in;']))).toBe('');
    expect(authorOf(await parse(['Subject: no sender']))).toBe('');
  });
});

describe('a verified sender', () => {
  const evidence = {
    author: 'owner@example.in',
    envelopeFrom: 'bounce@mail.example.in',
    verdicts: { spfVerdict: verdict('PASS'), dkimVerdict: verdict('FAIL'), dmarcVerdict: verdict('GRAY') },
    dkimDomains: [],
  };

  it('needs an aligned SPF or DKIM pass and a DMARC verdict of PASS or GRAY', () => {
    expect(senderVerified(evidence)).toBe(true);
    expect(senderVerified({ ...evidence, envelopeFrom: 'bounce@esp.example' })).toBe(false);
    expect(
      senderVerified({
        ...evidence,
        envelopeFrom: 'bounce@esp.example',
        verdicts: { ...evidence.verdicts, dkimVerdict: verdict('PASS') },
        dkimDomains: ['esp.example', 'example.in'],
      }),
    ).toBe(true);
    for (const dmarc of ['FAIL', 'PROCESSING_FAILED', 'DISABLED'] as const) {
      expect(senderVerified({ ...evidence, verdicts: { ...evidence.verdicts, dmarcVerdict: verdict(dmarc) } })).toBe(
        false,
      );
    }
    expect(senderVerified({ ...evidence, verdicts: { ...evidence.verdicts, spfVerdict: verdict('GRAY') } })).toBe(
      false,
    );
    expect(senderVerified({ ...evidence, author: '' })).toBe(false);
    // An event without verdicts verifies nobody.
    expect(senderVerified({ ...evidence, verdicts: {} })).toBe(false);
  });
});
