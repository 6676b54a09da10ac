import * as z from '../zod';

/** Every API response is `{ success, message?, data? }`; clients treat `success !== true` as failure. */
export const successEnvelope = <T extends z.ZodMiniType>(data: T) =>
  z.object({ success: z.literal(true), message: z.optional(z.string()), data });

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

export const failureEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.optional(z.array(fieldErrorSchema)),
});

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type FailureEnvelope = z.infer<typeof failureEnvelope>;
