import * as z from '../zod';
import { companyIdField, descriptionText, imageField, nameText } from './fields';

/**
 * The category drawer (spec 2.11, 5) and the body of POST /category/create/category and PUT
 * /category/update/category/{id}, as JSON or multipart form fields. An update replaces the
 * category with what the drawer shows.
 */
export const categoryInputSchema = z.strictObject({
  company_id: companyIdField,
  category_name: nameText('Category name', 2),
  description: descriptionText,
  image: imageField,
});

export type CategoryInput = z.output<typeof categoryInputSchema>;
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** A category as the API returns it; stock_items_count counts its products. */
export const categorySchema = z.object({
  _id: z.string(),
  company_id: z.string(),
  category_name: z.string(),
  description: z.nullable(z.string()),
  image: z.nullable(z.string()),
  image_key: z.nullable(z.string()),
  stock_items_count: z.int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** GET /category/view/categories: every category, for pickers. */
export const categoryOptionSchema = z.object({ _id: z.string(), category_name: z.string() });

export type Category = z.infer<typeof categorySchema>;
export type CategoryOption = z.infer<typeof categoryOptionSchema>;
