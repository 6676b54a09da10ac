import * as z from '@app/shared/zod';
import { firstOfMonth, indianDate } from '@app/shared/financial-year';
import { ISO_DAY } from './dates';
import { SORT_ORDERS, type SortOrder } from '@app/shared/lists';

/*
 * The parts of a list's URL search (spec 4 and 9). Each falls back to its default when the URL holds
 * something it cannot read, so a hand-edited or old link still opens the list.
 */

/** A text parameter; the router reads `?search=123` as a number, so numbers are taken as text. */
export const textParam = z.catch(
  z.optional(
    z.pipe(
      z.union([z.string(), z.number()]),
      z.transform((value) => String(value)),
    ),
  ),
  undefined,
);

/** A YYYY-MM-DD day, when one is chosen. */
export const dayParam = z.catch(z.optional(z.string().check(z.regex(ISO_DAY))), undefined);

/** The page: a positive whole number, else 1. */
export const pageParam = z.catch(z._default(z.int().check(z.positive()), 1), 1);

/** One of the list's page sizes, else the default. */
export const sizeParam = <const S extends readonly [number, ...number[]]>(sizes: S, fallback: S[number]) =>
  z.catch(z._default(z.literal(sizes), fallback), fallback);

/** One of a fixed set of values (a tab, a type, a sort field), else the default. */
export const choiceParam = <const V extends readonly [string, ...string[]]>(values: V, fallback: V[number]) =>
  z.catch(z._default(z.enum(values), fallback), fallback);

/** One of a fixed set of values, when one is chosen (a filter left out means all). */
export const optionalChoiceParam = <const V extends readonly [string, ...string[]]>(values: V) =>
  z.catch(z.optional(z.enum(values)), undefined);

/** The sort order, 1 ascending or -1 descending, else the default. */
export const orderParam = (fallback: SortOrder) => z.catch(z._default(z.literal(SORT_ORDERS), fallback), fallback);

/**
 * The period a list shows: the chosen dates, else the first of this month to today (India). It is
 * worked out when the page shows, so an open tab moves on with the calendar.
 */
export function periodOf(chosen: { start?: string; end?: string }, today = indianDate()) {
  return { start: chosen.start ?? firstOfMonth(today), end: chosen.end ?? today };
}
