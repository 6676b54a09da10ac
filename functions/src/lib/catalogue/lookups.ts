import { getCategory, listCategoryRecords } from '#lib/db/categories';
import { getCompany } from '#lib/db/companies';
import { getInventoryGroup, listInventoryGroupRecords } from '#lib/db/inventory-groups';
import { getProduct, PRODUCT_NOT_FOUND, type ProductRecord } from '#lib/db/products';
import { NotFoundError } from '#lib/errors';
import type { CatalogueNames } from '#lib/presenters/product';

/** A product of the company, or 404 (also for one deleted, or one of another company). */
export async function requireProduct(companyId: string, productId: string): Promise<ProductRecord> {
  const product = await getProduct(companyId, productId);
  if (!product) throw new NotFoundError(PRODUCT_NOT_FOUND);
  return product;
}

/** Whether the company has tax on, which decides the product's tax fields. */
export async function taxEnabled(companyId: string): Promise<boolean> {
  const company = await getCompany(companyId);
  return company?.company_settings.features.enable_tax ?? false;
}

/** The names of every category and group of the company (for lists). */
export async function allCatalogueNames(companyId: string): Promise<CatalogueNames> {
  const [categories, groups] = await Promise.all([
    listCategoryRecords(companyId),
    listInventoryGroupRecords(companyId),
  ]);
  return {
    categories: new Map(categories.map((c) => [c.category_id, c.category_name])),
    groups: new Map(groups.map((g) => [g.group_id, g.inventory_group_name])),
  };
}

/** The names of one product's category and group. */
export async function catalogueNamesOf(product: ProductRecord): Promise<CatalogueNames> {
  const [category, group] = await Promise.all([
    product.category_id ? getCategory(product.company_id, product.category_id) : undefined,
    product.group_id ? getInventoryGroup(product.company_id, product.group_id) : undefined,
  ]);
  return {
    categories: new Map(category ? [[category.category_id, category.category_name]] : []),
    groups: new Map(group ? [[group.group_id, group.inventory_group_name]] : []),
  };
}
