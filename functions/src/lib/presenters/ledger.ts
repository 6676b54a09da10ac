import type { Ledger, LedgerOption } from '@app/shared/books/ledger-docs';
import { isPartyGroup, type PartyGroup } from '@app/shared/books/ledgers';
import { paiseToRupees, type Paise } from '@app/shared/money';
import type { LedgerRecord } from '#lib/db/ledgers';
import { imageUrl } from '#lib/s3/images';

/** Spec 3: the closing balance is the opening balance plus the ledger's voucher lines (signed paise). */
export const closingBalance = (ledger: LedgerRecord): Paise => ledger.opening_balance + ledger.balance;

/** A ledger as presented: with the party group it lies under when the caller has read the tree. */
export type PresentableLedger = LedgerRecord & { partyGroup?: PartyGroup; expenseLine?: boolean };

/** A ledger in a picker's fields (no image, so no S3 call per row). */
export function presentLedgerOption(ledger: PresentableLedger): LedgerOption {
  return {
    _id: ledger._id,
    ledger_name: ledger.ledger_name,
    name: ledger.ledger_name,
    alias: ledger.alias,
    parent: ledger.parent,
    parent_id: ledger.parent_id,
    party_group: ledger.partyGroup ?? (isPartyGroup(ledger.parent) ? ledger.parent : null),
    mailing_name: ledger.mailing_name,
    mailing_address: ledger.mailing_address,
    mailing_pincode: ledger.mailing_pincode,
    mailing_country: ledger.mailing_country,
    mailing_state: ledger.mailing_state,
    email: ledger.email,
    phone: ledger.phone,
    tin: ledger.tin,
    closing_balance: paiseToRupees(closingBalance(ledger)),
    is_default: ledger.is_default,
    expense_line: ledger.expenseLine ?? false,
    gst_treatment: ledger.gst_treatment as LedgerOption['gst_treatment'],
  };
}

/** A stored ledger as the API returns it: rupees, closing balance, image URL. */
export async function presentLedger(ledger: PresentableLedger): Promise<Ledger> {
  const closing = paiseToRupees(closingBalance(ledger));
  return {
    ...presentLedgerOption(ledger),
    company_id: ledger.company_id,
    user_id: ledger.user_id,
    image: await imageUrl(ledger.image_key),
    image_key: ledger.image_key,
    bank_name: ledger.bank_name,
    account_number: ledger.account_number,
    bank_ifsc: ledger.bank_ifsc,
    bank_branch: ledger.bank_branch,
    account_holder: ledger.account_holder,
    opening_balance: paiseToRupees(ledger.opening_balance),
    closing_balance: closing,
    total_amount: closing,
    total_debit: paiseToRupees(ledger.total_debit),
    total_credit: paiseToRupees(ledger.total_credit),
    voucher_count: ledger.voucher_count,
    is_deleted: ledger.is_deleted,
    created_at: ledger.created_at,
    updated_at: ledger.updated_at,
  };
}
