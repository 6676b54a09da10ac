import { LEDGER_MESSAGES } from '@app/shared/books/ledgers';
import type { LedgerField } from '../../ledger-form';

const BY_MESSAGE = new Map<string, LedgerField>([
  [LEDGER_MESSAGES.nameRequired, 'name'],
  [LEDGER_MESSAGES.nameShort, 'name'],
  [LEDGER_MESSAGES.countryRequired, 'mailing_country'],
  [LEDGER_MESSAGES.stateRequired, 'mailing_state'],
  [LEDGER_MESSAGES.countryFirst, 'mailing_state'],
  [LEDGER_MESSAGES.indianState, 'mailing_state'],
  [LEDGER_MESSAGES.tinRequired, 'tin'],
  [LEDGER_MESSAGES.pincode, 'mailing_pincode'],
  [LEDGER_MESSAGES.phoneCode, 'code'],
  [LEDGER_MESSAGES.phoneNumber, 'number'],
  [LEDGER_MESSAGES.email, 'email'],
  [LEDGER_MESSAGES.accountNumber, 'account_number'],
  [LEDGER_MESSAGES.ifsc, 'bank_ifsc'],
]);

/**
 * The form field a server refusal is about. The API client passes on the message only, so the
 * field is known by the message: the spec's rule messages, the TIN checks, and a name already taken.
 */
export function fieldOfServerMessage(message: string): LedgerField | undefined {
  const known = BY_MESSAGE.get(message);
  if (known) return known;
  if (/^(Invalid )?TIN\b/.test(message)) return 'tin';
  if (/^A ledger named .* already exists$/.test(message)) return 'name';
  if (message.startsWith('Opening balance')) return 'opening_amount';
  return undefined;
}
