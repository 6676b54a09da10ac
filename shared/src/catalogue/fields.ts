import * as z from '../zod';
import { ID_MAX_LENGTH, idField } from '../api/ids';
import { numberText } from '../decimal';
import { imageKeySchema } from '../uploads';

/**
 * Field schemas for catalogue forms and their API calls. The calls come as JSON or as
 * multipart/form-data (spec 7), where every value is text and an empty field means "none", so
 * these accept both shapes and give the handler one: trimmed text, or undefined/null for empty.
 */

const emptyToUndefined = (text: string) => (text === '' ? undefined : text);

/** Optional free text, trimmed; empty means absent. */
export const optionalText = (max: number, message?: string) =>
  z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(max, message))),
    z.transform((text) => (text === undefined ? undefined : emptyToUndefined(text))),
  );

/** A required name: trimmed, at least `min` characters (spec 9: names at least 2). */
export const nameText = (label: string, min: number) =>
  z.string({ error: `${label} is required` }).check(
    z.trim(),
    z.minLength(1, `${label} is required`),
    z.refine((name) => name.length === 0 || name.length >= min, `${label} must be at least ${min} characters`),
    z.maxLength(200, `${label} must be at most 200 characters`),
  );

/** Spec 5 and 9: descriptions hold at most 500 characters. */
export const DESCRIPTION_MAX = 500;
export const descriptionText = optionalText(DESCRIPTION_MAX, 'Description must be less than 500 characters');

/** The company a record belongs to; the caller must be a member of it (else 404). */
export const companyIdField = idField('company_id');

/** One of a form's fixed choices, or left empty (sent as '' or not at all). */
export const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, label: string) =>
  z.pipe(
    z.optional(z.union([z.literal(''), z.enum(choices)], { error: `${label} must be one of: ${choices.join(', ')}` })),
    z.transform((value) => (value === '' ? undefined : value)),
  );

/** A reference to another record (a category, a group); empty or absent means none. */
export const optionalReference = z.pipe(
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(ID_MAX_LENGTH, 'Not a valid id')))),
  z.transform((id) => (id === '' ? null : (id ?? null))),
);

/** An image: the key of an upload (POST /uploads/image); empty or null removes it. */
export const imageField = z.pipe(
  z.optional(z.nullable(z.union([z.literal(''), imageKeySchema]))),
  z.transform((key) => (key === '' ? null : (key ?? null))),
);

/**
 * A non-negative decimal as plain text ('12.5'), from a JSON number or form text; empty means
 * absent. The handler turns it into paise or thousandths with the rules of its field.
 */
export const decimalText = (label: string) =>
  z.pipe(
    z.optional(z.union([z.string(), z.number()], { error: `${label} must be a number` })),
    z.transform((value, ctx) => {
      if (value === undefined) return undefined;
      const text = typeof value === 'number' ? numberText(value) : value.trim();
      if (text === '') return undefined;
      if (text?.startsWith('-'))
        ctx.issues.push({ code: 'custom', input: value, message: `${label} cannot be negative` });
      else if (text === undefined || !/^\d+(\.\d+)?$/.test(text)) {
        ctx.issues.push({ code: 'custom', input: value, message: `${label} must be a number` });
      }
      return text;
    }),
  );
