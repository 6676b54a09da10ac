import { SHEET_MESSAGES, type SheetKind } from '@app/shared/imports/sheet-import';
import { INDIA } from '@app/shared/gst/state-codes';
import { cellText, countryName, phoneNumber, plainNumber, stateName, stateOfGstin } from './sheet-cells';

/** Where the ledger form's fields come from in a party's row. */
export const PARTY_COLUMNS: Readonly<Record<string, string>> = {
  name: 'name',
  tin: 'gstin',
  number: 'phone',
  code: 'phone',
  email: 'email',
  mailing_address: 'address',
  mailing_state: 'state',
  mailing_country: 'country',
  mailing_pincode: 'pincode',
  opening_balance: 'opening_balance',
  balance_side: 'balance_side',
};

/**
 * A party's opening balance as the ledger form takes it, negative for a debit: what a customer
 * owes (Dr) or what is owed to a supplier (Cr), unless the Dr/Cr column or the amount's own 'Dr'
 * or 'Cr' says which. A negative amount is the other side.
 */
export function openingBalanceText(
  kind: SheetKind,
  amount: string | undefined,
  side: string | undefined,
): { text?: string; problem?: string } {
  if (amount === undefined) return {};
  const suffix = /\s*\b(dr|cr)\.?$/i.exec(amount);
  const sideText = (side ?? suffix?.[1] ?? '').toLowerCase();
  if (sideText !== '' && !['dr', 'cr', 'debit', 'credit'].includes(sideText))
    return { problem: SHEET_MESSAGES.balanceSide };
  const figure = plainNumber(suffix ? amount.slice(0, suffix.index) : amount);
  if (!/^-?\d+(\.\d+)?$/.test(figure)) return { text: amount };
  const debit = sideText === '' ? kind === 'customers' : sideText.startsWith('d');
  const negative = figure.startsWith('-');
  const size = negative ? figure.slice(1) : figure;
  return { text: debit !== negative ? `-${size}` : size };
}

/** A party's row as the ledger form's fields, under Debtors or Creditors. */
export function partyFormInput(companyId: string, kind: SheetKind, values: Readonly<Record<string, string>>) {
  const gstin = cellText(values, 'gstin')?.toUpperCase();
  const state = cellText(values, 'state');
  const phone = cellText(values, 'phone');
  const opening = openingBalanceText(kind, cellText(values, 'opening_balance'), cellText(values, 'balance_side'));
  return {
    input: {
      company_id: companyId,
      name: cellText(values, 'name') ?? '',
      parent: kind === 'customers' ? 'Debtors' : 'Creditors',
      tin: gstin,
      number: phone === undefined ? undefined : phoneNumber(phone),
      email: cellText(values, 'email'),
      mailing_address: cellText(values, 'address'),
      mailing_state: state === undefined ? stateOfGstin(gstin) : stateName(state),
      mailing_country: countryName(cellText(values, 'country') ?? INDIA),
      mailing_pincode: cellText(values, 'pincode'),
      opening_balance: opening.text,
    },
    problems: opening.problem ? [{ field: 'balance_side', message: opening.problem }] : [],
  };
}
