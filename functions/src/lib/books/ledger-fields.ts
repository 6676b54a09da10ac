import {
  DEFAULT_PHONE_CODE,
  isPartyGroup,
  LEDGER_MESSAGES,
  ledgerTaxIssues,
  openingBalancePaise,
  type LedgerInput,
  type PartyGroup,
} from '@app/shared/books/ledgers';
import {
  findAccountingGroup,
  getLedger,
  GROUP_NOT_FOUND,
  LEDGER_NOT_FOUND,
  ledgerPlacement,
  type AccountingGroupRef,
  type LedgerFields,
  type LedgerRecord,
} from '#lib/db/ledgers';
import { nameKey } from '#lib/db/name-guards';
import { ConflictError, NotFoundError, ValidationError } from '#lib/errors';

const refuse = (field: string, message: string) => new ValidationError(message, [{ field, message }]);

/**
 * A ledger of the company, or 404 (also for one deleted, or one of another company), with its
 * group's current name.
 */
export async function requireLedger(companyId: string, ledgerId: string): Promise<LedgerRecord> {
  const ledger = await getLedger(companyId, ledgerId);
  if (!ledger) throw new NotFoundError(LEDGER_NOT_FOUND);
  const group = await findAccountingGroup(companyId, { id: ledger.parent_id });
  return group ? { ...ledger, parent: group.name } : ledger;
}

/** A ledger's group, with the party group (Debtors, Creditors) it is or lies under. */
export type LedgerGroup = AccountingGroupRef & { partyGroup: PartyGroup | undefined; expenseLine: boolean };

/**
 * The group the form names, by parent_id or by its name in `parent` (any case); both must then
 * agree. An update that names neither keeps the ledger's group; a create must name one.
 */
export async function groupOf(
  companyId: string,
  input: Pick<LedgerInput, 'parent' | 'parent_id'>,
  current?: AccountingGroupRef,
): Promise<LedgerGroup> {
  const group = await namedGroup(companyId, input, current);
  // A ledger written through the API is never a default one.
  return { ...group, ...(await ledgerPlacement(companyId, { parent_id: group._id, is_default: false })) };
}

async function namedGroup(
  companyId: string,
  input: Pick<LedgerInput, 'parent' | 'parent_id'>,
  current?: AccountingGroupRef,
): Promise<AccountingGroupRef> {
  const { parent, parent_id: parentId } = input;
  if (!parent && !parentId) {
    if (current) return current;
    throw refuse('parent', LEDGER_MESSAGES.group);
  }
  const group = await findAccountingGroup(companyId, parentId ? { id: parentId } : { name: parent ?? '' });
  if (!group) throw refuse(parentId ? 'parent_id' : 'parent', GROUP_NOT_FOUND);
  if (parentId && parent && nameKey(parent) !== nameKey(group.name)) {
    throw refuse('parent', `parent '${parent}' is not the group of parent_id ('${group.name}')`);
  }
  return group;
}

/**
 * The form's validated input in stored form: the group resolved, the opening balance in signed
 * paise, the phone as {code, number} (code +91 when only a number is sent), empty fields null. The
 * company's tax setting adds the rules of ledgerTaxIssues (400 with the first one).
 */
export function ledgerFieldsFrom(
  input: LedgerInput,
  group: LedgerGroup,
  taxEnabled: boolean,
): Omit<LedgerFields, 'image_key'> {
  const issues = ledgerTaxIssues(input, group.partyGroup ?? group.name, taxEnabled);
  const first = issues[0];
  if (first) throw new ValidationError(first.message, issues);
  if (input.gst_treatment && !group.expenseLine) throw refuse('gst_treatment', LEDGER_MESSAGES.gstTreatment);
  return {
    ledger_name: input.name,
    parent: group.name,
    parent_id: group._id,
    opening_balance: openingBalancePaise(input.opening_balance),
    alias: input.alias ?? null,
    email: input.email ?? null,
    phone: input.number ? { code: input.code ?? DEFAULT_PHONE_CODE, number: input.number } : null,
    mailing_name: input.mailing_name ?? null,
    mailing_address: input.mailing_address ?? null,
    mailing_pincode: input.mailing_pincode ?? null,
    mailing_country: input.mailing_country ?? null,
    mailing_state: input.mailing_state ?? null,
    bank_name: input.bank_name ?? null,
    account_number: input.account_number ?? null,
    bank_ifsc: input.bank_ifsc ?? null,
    bank_branch: input.bank_branch ?? null,
    account_holder: input.account_holder ?? null,
    tin: input.tin ?? null,
    // 'Taxable' is what a ledger without a treatment is: kept as none.
    gst_treatment: input.gst_treatment && input.gst_treatment !== 'Taxable' ? input.gst_treatment : null,
  };
}

/** Spec 8's toast, '{type} created successfully! 🎉', for parties; other ledgers are 'Ledger'. */
export const ledgerSavedMessage = (group: string, done: 'created' | 'updated') =>
  `${isPartyGroup(group) ? group : 'Ledger'} ${done} successfully! 🎉`;

/** The ledgers every company starts with keep their name and group (the vouchers post to them). */
export function checkDefaultLedgerKept(
  existing: LedgerRecord,
  fields: Pick<LedgerFields, 'ledger_name' | 'parent_id'>,
) {
  if (!existing.is_default) return;
  if (fields.ledger_name !== existing.ledger_name || fields.parent_id !== existing.parent_id) {
    throw new ConflictError(
      `'${existing.ledger_name}' is a default ledger: it cannot be renamed or moved to another group`,
    );
  }
}
