import * as z from '../zod';

/**
 * Every id a client sends (a path's {id}, a company_id, a reference in a body) is checked here
 * once. Our ids are UUIDs (36 characters); 64 leaves room and keeps every key far under
 * DynamoDB's 1 KB limit, past which a lookup failed with a 500 instead of saying "not found".
 */
export const ID_MAX_LENGTH = 64;

/** A required id, trimmed: 400 with the field's name when it is empty or too long. */
export const idField = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .check(
      z.trim(),
      z.minLength(1, `${name} is required`),
      z.maxLength(ID_MAX_LENGTH, `${name} is not a valid id (at most ${ID_MAX_LENGTH} characters)`),
    );

/** The path parameters of a route addressed as .../{id}. */
export const idParams = z.object({ id: idField('id') });
