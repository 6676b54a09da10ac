import { passed, type Verdicts } from './mail-sender';

/** Why a mailed bill is held: the bill's failure text and the owner's bell notice say it. */
export interface HoldReason {
  failure: string;
  /** Finishes 'Mail from <sender> ...' in the notice. */
  notice: string;
}

const readIfTrusted = 'Read it if you trust it.';

export const HOLD_REASONS = {
  virusUnchecked: {
    failure: `Held: the mail could not be checked for viruses. ${readIfTrusted}`,
    notice: 'could not be checked for viruses',
  },
  spam: { failure: `Held: the mail was marked as spam. ${readIfTrusted}`, notice: 'was marked as spam' },
  spamUnchecked: {
    failure: `Held: the mail could not be checked for spam. ${readIfTrusted}`,
    notice: 'could not be checked for spam',
  },
  unverified: (sender: string): HoldReason => ({
    failure: sender
      ? `Held: the sender could not be verified, so it may not be from ${sender}. ${readIfTrusted}`
      : `Held: the sender could not be verified. ${readIfTrusted}`,
    notice: 'could not be verified as coming from its sender',
  }),
  notAllowed: (sender: string): HoldReason => ({
    failure: `Held: ${sender || 'an unknown sender'} is not on this company's allowed senders. ${readIfTrusted}`,
    notice: 'is not from an allowed sender',
  }),
} as const;

/**
 * What SES's scans say about the whole mail. They fail closed: only PASS is clean, so GRAY (no
 * clear answer), PROCESSING_FAILED, DISABLED (no scan) or no verdict at all hold the mail as a
 * FAIL for spam does. A virus FAIL drops the mail ('drop'); nothing is kept from it.
 */
export function scanHold(verdicts: Verdicts): HoldReason | 'drop' | undefined {
  if (verdicts.virusVerdict?.status === 'FAIL') return 'drop';
  if (!passed(verdicts.virusVerdict)) return HOLD_REASONS.virusUnchecked;
  if (verdicts.spamVerdict?.status === 'FAIL') return HOLD_REASONS.spam;
  if (!passed(verdicts.spamVerdict)) return HOLD_REASONS.spamUnchecked;
  return undefined;
}
