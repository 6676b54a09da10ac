import type { Company } from '@app/shared/companies';
import type { CompanyRecord } from '#lib/db/companies';
import { imageUrl } from '#lib/s3/images';

/** A stored company as the API returns it: storage keys dropped, images as short-lived URLs. */
export async function presentCompany(record: CompanyRecord): Promise<Company> {
  const { company_id, image_key, qr_code_key, ...fields } = record;
  return {
    ...fields,
    _id: company_id,
    image: await imageUrl(image_key),
    image_key,
    qr_code_url: await imageUrl(qr_code_key),
    qr_code_key,
  };
}
