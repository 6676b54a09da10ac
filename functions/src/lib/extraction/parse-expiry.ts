import { expiryOf } from '@app/shared/catalogue/batches';
import { monthNumber } from './parse-bill-date';

/** A month by name ('Jun-27', 'JUN/2027', 'June 27'). */
const NAMED = /^(\p{L}{3,9})\.?[\s\-/.']*(\d{4}|\d{2})$/u;
/** A month by number ('06/27', '6-2027', '06.27'); OCR reads a '/' as '|' or 'l' now and then. */
const NUMBERED = /^(\d{1,2})\s*[/\-.|l]\s*(\d{4}|\d{2})$/;

/** Expiries run from 2000 to 2049: a figure beyond ('12.50') is a price, not December 2050. */
const isLikelyYear = (date: string | undefined) => date !== undefined && date < '2050';

/**
 * A batch's expiry as a pharmacy bill prints it (month and year: '06/27', 'Jun-27', '06/2027',
 * '2027-06', or a whole date) as the month's last day, YYYY-MM-DD, the way batches keep it
 * (shared/catalogue/batches.ts expiryOf). Undefined for anything else ('-', a batch number).
 */
export function parseExpiry(raw: string): string | undefined {
  const date = expiryIn(raw.trim());
  return isLikelyYear(date) ? date : undefined;
}

function expiryIn(text: string): string | undefined {
  const named = NAMED.exec(text);
  const month = named ? monthNumber(named[1] ?? '') : undefined;
  if (named && month !== undefined) return expiryOf(`${month}/${named[2] ?? ''}`);
  const numbered = NUMBERED.exec(text);
  if (numbered) return expiryOf(`${numbered[1] ?? ''}/${numbered[2] ?? ''}`);
  return expiryOf(text);
}
