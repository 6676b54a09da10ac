import { paiseToRupees } from '@app/shared/money';

/** Paise become rupees all through a value; only a statement whose every number is money uses it. */
type InRupees<T> = T extends number ? number : T extends object ? { [K in keyof T]: InRupees<T[K]> } : T;

/** A statement in paise (reports/trial-balance.ts, reports/final-accounts.ts) as the API answers it, in rupees. */
export function inRupees<T>(value: T): InRupees<T> {
  if (typeof value === 'number') return paiseToRupees(value) as InRupees<T>;
  if (Array.isArray(value)) return value.map(inRupees) as InRupees<T>;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, inRupees(each)])) as InRupees<T>;
  }
  return value as InRupees<T>;
}
