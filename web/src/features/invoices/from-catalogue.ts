/* eslint-disable no-restricted-imports -- the one place the invoices reach into another feature. */
/**
 * The catalogue's list helpers, which the invoices use as they are: debounced search box, list
 * footer ('Showing 1-10 of 23 invoices'), list error, page-in-range, number box and the rule that
 * picks the server's message. They are generic and belong in web/src/components and web/src/hooks;
 * until they move there they are imported from the catalogue here, never copied, so moving them
 * changes this file only.
 */
export { SearchBox } from '@/features/catalogue/components/search-box';
export { ListFooter } from '@/features/catalogue/components/list-footer';
export { ListError } from '@/features/catalogue/components/list-error';
export { usePageInRange } from '@/features/catalogue/hooks/use-page-in-range';
export { DecimalInput, acceptsMoneyTyping } from '@/features/catalogue/components/product-drawer/decimal-input';
export { failureMessage } from '@/features/catalogue/messages';
