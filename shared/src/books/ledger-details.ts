/**
 * A ledger's optional details that are text on the form and as stored (its phone and image are
 * kept in their own shapes): what an edit that does not show them must send back unchanged. Free
 * of zod: the ledger store in every voucher Lambda reads it.
 */
export const LEDGER_TEXT_DETAILS = [
  'alias',
  'email',
  'mailing_name',
  'mailing_address',
  'mailing_pincode',
  'mailing_country',
  'mailing_state',
  'bank_name',
  'account_number',
  'bank_ifsc',
  'bank_branch',
  'account_holder',
  'tin',
] as const;
