import * as z from './zod';

export const NOTIFICATION_TYPES = ['success', 'info', 'warning', 'error'] as const;

/** A notice in the bell (spec: id, title, description, time, type), plus whether it was read. */
export const notificationSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  time: z.iso.datetime(),
  type: z.enum(NOTIFICATION_TYPES),
  read: z.boolean(),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
