/* eslint-disable no-restricted-imports -- the one place the transactions reach into another feature. */
/**
 * The catalogue's generic list and form helpers, used here as they are (the team's rule: import,
 * never copy): the debounced search box, the list footer ('Showing 1-10 of 23 transactions'), the
 * list error, page-in-range, the number box and the rule that picks the server's message. They
 * belong in web/src/components and web/src/hooks; when they move there, only this file changes.
 */
export { SearchBox } from '@/features/catalogue/components/search-box';
export { ListFooter } from '@/features/catalogue/components/list-footer';
export { ListError } from '@/features/catalogue/components/list-error';
export { usePageInRange } from '@/features/catalogue/hooks/use-page-in-range';
export { DecimalInput, acceptsMoneyTyping } from '@/features/catalogue/components/product-drawer/decimal-input';
export { failureMessage } from '@/features/catalogue/messages';
