/** Phone numbers in the product are a 10-digit national number plus a dial code (spec: phone {code, number}). */
export const NATIONAL_NUMBER_LENGTH = 10;

export interface PhoneParts {
  code: string;
  number: string;
}

/**
 * Splits an E.164 number as Cognito stores it ('+919876543210') into the spec's {code, number}: the
 * national number is the last 10 digits, the dial code whatever precedes them. Numbers that do not
 * fit that shape keep their digits in `number` with an empty code rather than being guessed at.
 */
export function splitPhoneNumber(e164: string | undefined): PhoneParts {
  const digits = (e164 ?? '').replace(/[^\d]/g, '');
  if (digits.length <= NATIONAL_NUMBER_LENGTH) return { code: '', number: digits };
  const codeDigits = digits.slice(0, digits.length - NATIONAL_NUMBER_LENGTH);
  if (codeDigits.length > 4) return { code: '', number: digits };
  return { code: `+${codeDigits}`, number: digits.slice(-NATIONAL_NUMBER_LENGTH) };
}

/** The inverse of splitPhoneNumber: '+91' + '9876543210' -> '+919876543210'. */
export function joinPhoneNumber({ code, number }: PhoneParts): string {
  return `${code}${number}`.replace(/[^\d+]/g, '');
}
