/**
 * The sign-up strength meter and the reset-password check (spec): five rules, a point each. The
 * user pool itself only asks for 8 characters; the meter nudges towards more.
 */
interface StrengthRule {
  /** The chip shown while the rule is unmet. */
  label: string;
  isMet: (password: string) => boolean;
}

// Letters and digits of any script count, so a password typed in Devanagari scores like one in Latin.
const RULES: readonly StrengthRule[] = [
  { label: '8+ characters', isMet: (password) => password.length >= 8 },
  { label: 'Uppercase', isMet: (password) => /\p{Lu}/u.test(password) },
  { label: 'Lowercase', isMet: (password) => /\p{Ll}/u.test(password) },
  { label: 'Number', isMet: (password) => /\p{Nd}/u.test(password) },
  { label: 'Special character', isMet: (password) => /[^\p{L}\p{M}\p{N}\s]/u.test(password) },
];

const LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong', 'Very Strong'] as const;

export type StrengthLabel = (typeof LABELS)[number];
export type StrengthTone = 'success' | 'info' | 'warning' | 'error';

export interface PasswordStrength {
  /** Rules met, 0-5. */
  score: number;
  /** score x 20, for the meter's bar. */
  percent: number;
  label: StrengthLabel;
  /** Chip labels of the unmet rules, in the meter's order. */
  missing: string[];
}

/** The reset-password form accepts a password at 60% or more (3 of the 5 rules). */
export const MIN_RESET_STRENGTH = 60;
export const PASSWORD_TOO_WEAK_MESSAGE = 'Password is too weak. Include uppercase, lowercase, numbers, and symbols';

export function passwordStrength(password: string): PasswordStrength {
  const missing = RULES.filter((rule) => !rule.isMet(password)).map((rule) => rule.label);
  const score = RULES.length - missing.length;
  return { score, percent: score * 20, label: LABELS[score] ?? 'Very Weak', missing };
}

/** The reset form's complaint about a new password, or undefined when it is strong enough. */
export function resetPasswordProblem(password: string): string | undefined {
  return passwordStrength(password).percent >= MIN_RESET_STRENGTH ? undefined : PASSWORD_TOO_WEAK_MESSAGE;
}

/** The meter's colour for a score. */
export function strengthTone(score: number): StrengthTone {
  if (score >= 4) return 'success';
  if (score >= 3) return 'info';
  if (score >= 2) return 'warning';
  return 'error';
}
