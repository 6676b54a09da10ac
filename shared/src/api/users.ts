import * as z from '../zod';
import { ROLES } from './permissions';

export const USER_TYPES = ['admin', 'user', 'guest'] as const;
export const userTypeSchema = z.enum(USER_TYPES);

/** An entry of the user's company list (spec: company_id, company_name, image, financial_year_start, _id). */
export const userCompanySchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  company_name: z.string(),
  image: z.nullable(z.string()),
  financial_year_start: z.iso.date(),
  /** The user's role in it (issue 20). */
  role: z.enum(ROLES),
});

/** The signed-in user's profile, as GET /auth/current/user returns it (spec, section 3: User). */
export const userProfileSchema = z.object({
  _id: z.string(),
  name: z.object({ first: z.string(), last: z.string() }),
  email: z.string(),
  phone: z.object({ code: z.string(), number: z.string() }),
  /** A short-lived URL of the profile picture, and the key to send back to keep it. */
  image: z.nullable(z.string()),
  image_key: z.nullable(z.string()),
  user_type: z.nullable(userTypeSchema),
  created_at: z.iso.datetime(),
  companies: z.array(userCompanySchema),
  user_settings: z.object({
    current_company_id: z.nullable(z.string()),
    permissions: z.object({ create_vouchers: z.boolean() }),
    last_login: z.nullable(z.iso.datetime()),
    last_login_device: z.nullable(z.string()),
    last_login_ip: z.nullable(z.string()),
  }),
});

export type UserType = z.infer<typeof userTypeSchema>;
export type UserCompany = z.infer<typeof userCompanySchema>;
export type UserProfile = z.infer<typeof userProfileSchema>;

/** A user's name as the app writes it: first and last, either left out when empty. */
export const fullName = (name: UserProfile['name']) => [name.first, name.last].filter(Boolean).join(' ');
