import type { SearchSchemaInput } from '@tanstack/react-router';
import { firstOfMonth, indianDate } from '@app/shared/financial-year';
import { SORT_ORDERS, type SortOrder } from '@app/shared/lists';
import { ISO_DAY } from './dates';

/*
 * The parts of a page's URL search (spec 4 and 9). Each falls back to its default when the URL
 * holds something it cannot read, so a hand-edited or old link still opens the page; nothing here
 * reports an error, which is why these are small readers and not zod schemas: every route's
 * search reader loads with the app's entry, and zod would add 12 KB gzipped to every first view
 * (issue 38). The router has already parsed each value as JSON (`?page=2` is the number 2).
 */

/** Reads one search parameter: the value when it is usable, else its fallback. */
export type SearchParam<T> = (value: unknown) => T;

type Read<P> = P extends SearchParam<infer T> ? T : never;
type Params = Record<string, SearchParam<unknown>>;
type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What a page's search holds once read: a parameter that may be left out is an optional key. */
export type SearchOf<P extends Params> = Simplify<
  { [K in keyof P as undefined extends Read<P[K]> ? never : K]: Read<P[K]> } & {
    [K in keyof P as undefined extends Read<P[K]> ? K : never]?: Read<P[K]>;
  }
>;

/**
 * A route's `validateSearch`: reads every parameter it names and drops the others. Links may leave
 * any parameter out (the router takes the input type from this function's argument).
 */
export function searchReader<P extends Params>(params: P) {
  return (search: Partial<SearchOf<P>> & SearchSchemaInput): SearchOf<P> => {
    const given = search as Record<string, unknown>;
    const read: Record<string, unknown> = {};
    for (const [name, param] of Object.entries(params)) {
      const value = param(given[name]);
      if (value !== undefined) read[name] = value;
    }
    return read as SearchOf<P>;
  };
}

/** A text parameter; the router reads `?search=123` as a number, so numbers are taken as text. */
export const textParam: SearchParam<string | undefined> = (value) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/** A reference (an invoice's id): trimmed text of 1 to 64 characters, when one is given. */
export const referenceParam: SearchParam<string | undefined> = (value) => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text.length >= 1 && text.length <= 64 ? text : undefined;
};

/** A YYYY-MM-DD day, when one is chosen. */
export const dayParam: SearchParam<string | undefined> = (value) =>
  typeof value === 'string' && ISO_DAY.test(value) ? value : undefined;

/** A whole number from `min` to `max`, when one is given. */
export const wholeParam =
  (min: number, max: number): SearchParam<number | undefined> =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : undefined;

/** The page: a positive whole number, else 1. */
export const pageParam: SearchParam<number> = (value) =>
  Number.isInteger(value) && (value as number) > 0 ? (value as number) : 1;

/** A yes or no, else the default. */
export const switchParam =
  (fallback: boolean): SearchParam<boolean> =>
  (value) =>
    typeof value === 'boolean' ? value : fallback;

/** One of a fixed set of values (a tab, a type, a sort field, a page size), else the default. */
export const choiceParam =
  <const V extends readonly (string | number)[]>(values: V, fallback: V[number]): SearchParam<V[number]> =>
  (value) =>
    values.includes(value as V[number]) ? (value as V[number]) : fallback;

/** One of a fixed set of values, when one is chosen (a filter left out means all). */
export const optionalChoiceParam =
  <const V extends readonly (string | number)[]>(values: V): SearchParam<V[number] | undefined> =>
  (value) =>
    values.includes(value as V[number]) ? (value as V[number]) : undefined;

/** One of the list's page sizes, else the default. */
export const sizeParam = <const S extends readonly number[]>(sizes: S, fallback: S[number]) =>
  choiceParam(sizes, fallback);

/** The sort order, 1 ascending or -1 descending, else the default. */
export const orderParam = (fallback: SortOrder) => choiceParam(SORT_ORDERS, fallback);

/**
 * The period a list shows: the chosen dates, else the first of this month to today (India). It is
 * worked out when the page shows, so an open tab moves on with the calendar.
 */
export function periodOf(chosen: { start?: string; end?: string }, today = indianDate()) {
  return { start: chosen.start ?? firstOfMonth(today), end: chosen.end ?? today };
}
