import { ROLE_PERMISSIONS, type Role } from '@app/shared/api/permissions';
import type { Company } from '@app/shared/companies';
import type { CompanyRecord } from '#lib/db/companies';
import { imageUrl } from '#lib/s3/images';

/**
 * A stored company as the API returns it to a member: storage keys dropped, images as short-lived
 * URLs, with the member's role in it and what that role may do.
 */
export async function presentCompany(record: CompanyRecord, role: Role): Promise<Company> {
  const { company_id, image_key, qr_code_key, books_locked_until, ...fields } = record;
  return {
    ...fields,
    books_locked_until: books_locked_until ?? null,
    _id: company_id,
    image: await imageUrl(image_key),
    image_key,
    qr_code_url: await imageUrl(qr_code_key),
    qr_code_key,
    role,
    permissions: [...ROLE_PERMISSIONS[role]],
  };
}
