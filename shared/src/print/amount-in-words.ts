import type { Paise } from '../money';

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** 0-99 in words ('' for 0). */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10] ?? '';
  return `${TENS[Math.floor(n / 10)] ?? ''}${ones ? ` ${ones}` : ''}`;
}

/** 0-999 in words ('' for 0). */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = belowHundred(n % 100);
  return [hundreds ? `${ONES[hundreds] ?? ''} Hundred` : '', rest].filter(Boolean).join(' ');
}

/**
 * A whole number in Indian numbering (GST.md): crore, lakh, thousand, hundred. Above 99 crore the
 * crores are themselves counted in lakhs and thousands ('One Lakh Crore').
 */
export function indianWords(n: number): string {
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crores = Math.floor(n / 10_000_000);
  if (crores) parts.push(`${indianWords(crores)} Crore`);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  if (lakhs) parts.push(`${belowHundred(lakhs)} Lakh`);
  const thousands = Math.floor((n % 100_000) / 1000);
  if (thousands) parts.push(`${belowHundred(thousands)} Thousand`);
  const rest = belowThousand(n % 1000);
  if (rest) parts.push(rest);
  return parts.join(' ');
}

/**
 * An amount as printed on invoices (GST.md): 'Rupees One Crore Eleven Lakh Eleven Thousand One
 * Hundred Eleven and Eleven Paise Only'. The sign is left to the caller.
 */
export function amountInWords(paise: Paise): string {
  const whole = Math.abs(paise);
  const rupees = Math.floor(whole / 100);
  const cents = whole % 100;
  const paiseWords = cents ? ` and ${belowHundred(cents)} Paise` : '';
  return `Rupees ${indianWords(rupees)}${paiseWords} Only`;
}
