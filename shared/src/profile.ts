import * as z from './zod';
import { NATIONAL_NUMBER_LENGTH } from './phone';
import { imageKeySchema } from './uploads';

const optionalTrimmed = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));

/**
 * The profile drawer (Edit Basic Details) and PUT /user/update/{id}: first, last, code, phone and
 * image; the e-mail is the sign-in name and is not changed here. Fields left out are cleared,
 * so the form sends what it shows (image: the key of the kept or newly uploaded image, or null).
 */
export const profileUpdateSchema = z.strictObject({
  first: z.string().check(z.trim(), z.minLength(1, 'First name is required'), z.maxLength(100)),
  last: optionalTrimmed(100),
  code: z.optional(z.string().check(z.trim(), z.regex(/^(\+\d{1,4})?$/, 'Invalid phone code format'))),
  phone: z.optional(
    z
      .string()
      .check(z.trim(), z.regex(new RegExp(`^(\\d{${NATIONAL_NUMBER_LENGTH}})?$`), 'Invalid phone number format')),
  ),
  image: z.optional(z.nullable(imageKeySchema)),
});

export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
