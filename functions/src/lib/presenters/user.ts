import { can } from '@app/shared/api/permissions';
import type { UserProfile } from '@app/shared/api/users';
import type { Membership } from '#lib/db/memberships';
import type { UserRecord } from '#lib/db/users';
import type { Caller } from '#lib/http/types';
import { isAdministrator } from '#lib/http/admin-only';
import { imageUrl } from '#lib/s3/images';

/**
 * The profile as the API returns it. Administrators (the Cognito admin group and our own record,
 * what the admin routes check) are admins whatever the profile says. The spec's Create Vouchers permission is
 * what the user's role in the current company allows (issue 20); with no company yet, the user
 * will own the first they create, so it is on.
 */
export async function presentUser(user: UserRecord, memberships: Membership[], caller: Caller): Promise<UserProfile> {
  const admin = await isAdministrator(caller);
  const current = memberships.find((m) => m.company_id === user.user_settings.current_company_id);
  return {
    _id: user.user_id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    // Profiles saved before pictures existed have no image_key.
    image: await imageUrl(user.image_key ?? null),
    image_key: user.image_key ?? null,
    user_type: admin ? 'admin' : user.user_type,
    created_at: user.created_at,
    companies: await Promise.all(
      memberships.map(async (m) => ({
        _id: m.company_id,
        company_id: m.company_id,
        company_name: m.company_name,
        image: await imageUrl(m.image_key ?? null),
        financial_year_start: m.financial_year_start,
        role: m.role,
      })),
    ),
    user_settings: {
      ...user.user_settings,
      permissions: { create_vouchers: current ? can(current.role, 'create_vouchers') : true },
    },
  };
}
