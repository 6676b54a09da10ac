import type { Category } from '@app/shared/catalogue/categories';
import type { CategoryRecord } from '#lib/db/categories';
import { imageUrl } from '#lib/s3/images';

export async function presentCategory(category: CategoryRecord): Promise<Category> {
  const { category_id, image_key, ...fields } = category;
  return { ...fields, _id: category_id, image: await imageUrl(image_key), image_key };
}
