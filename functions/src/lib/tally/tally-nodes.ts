import { MONEY_PLACES, QUANTITY_PLACES, parseScaled } from '@app/shared/decimal';
import type { Paise, Thousandths } from '@app/shared/money';
import type { TallyNode } from './tally-reader';

/** Reading Tally's elements: child elements by name, their text, its figures, dates and quantities. */

export const childrenOf = (node: TallyNode, name: string) => node.children.filter((child) => child.name === name);

export const childOf = (node: TallyNode, name: string) => node.children.find((child) => child.name === name);

/** A child's text, trimmed; '' when there is none. */
export const textOf = (node: TallyNode | undefined, name: string) => (node && childOf(node, name)?.text) ?? '';

/** The texts of a list ('ADDRESS.LIST' of 'ADDRESS'), blanks left out. */
export const listOf = (node: TallyNode | undefined, list: string, item: string) =>
  (node ? childrenOf(node, list) : [])
    .flatMap((each) => childrenOf(each, item))
    .map((each) => each.text)
    .filter(Boolean);

/** 'Yes' / 'No'. */
export const isYes = (text: string) => text.trim().toLowerCase() === 'yes';

/** A signed decimal ('-12500.00', ' 1,250.5') as an integer of `places` places; undefined when no figure. */
function signedScaled(text: string, places: number): number | undefined {
  const trimmed = text.replace(/,/g, '').trim();
  const negative = trimmed.startsWith('-');
  const scaled = parseScaled(negative ? trimmed.slice(1) : trimmed, places);
  return scaled === undefined ? undefined : negative ? -scaled : scaled;
}

/**
 * An amount as Tally writes it, in paise, signed as in the books here: a debit positive. Tally
 * writes a debit negative ('-12500.00' is Dr 12,500.00). Blank is zero; undefined is no figure.
 */
export function debitPaise(text: string): Paise | undefined {
  if (text.trim() === '') return 0;
  const amount = signedScaled(text, MONEY_PLACES);
  return amount === undefined ? undefined : -amount;
}

/** An amount as written, in paise, its sign kept (a rate, a value). Blank is zero. */
export function paiseOf(text: string): Paise | undefined {
  return text.trim() === '' ? 0 : signedScaled(text, MONEY_PLACES);
}

/** A quantity as Tally writes it with its unit (' 100 Strip', '12.500 Kg', '-5 Nos'): thousandths and unit. */
export function quantityOf(text: string): { quantity: Thousandths; unit: string } | undefined {
  const match = /^\s*(-?[\d,]*\.?\d+)\s*(.*?)\s*$/.exec(text);
  if (!match) return text.trim() === '' ? { quantity: 0, unit: '' } : undefined;
  const quantity = signedScaled(match[1] ?? '', QUANTITY_PLACES);
  return quantity === undefined ? undefined : { quantity, unit: match[2] ?? '' };
}

/** A rate as Tally writes it ('25.00/Strip'): paise a unit. */
export const rateOf = (text: string) => paiseOf(text.split('/')[0] ?? '');

/** A Tally date ('20240401') as YYYY-MM-DD; undefined when it is none. */
export function dateOf(text: string): string | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const iso = `${match[1]}-${match[2]}-${match[3]}`;
  return new Date(`${iso}T00:00:00Z`).toISOString().slice(0, 10) === iso ? iso : undefined;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** A batch's expiry as Tally writes it ('30-Jun-2027', or '20270630'): YYYY-MM-DD; undefined when none. */
export function expiryOf(text: string): string | undefined {
  const compact = dateOf(text);
  if (compact) return compact;
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})$/.exec(text.trim());
  const month = match ? MONTHS.indexOf((match[2] ?? '').toLowerCase()) + 1 : 0;
  if (!match || month === 0) return undefined;
  return dateOf(`${match[3]}${String(month).padStart(2, '0')}${(match[1] ?? '').padStart(2, '0')}`);
}
