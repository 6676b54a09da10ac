/*
 * The list helpers the catalogue feature already has, reused here rather than copied (the team's
 * rule for this work). Features normally never import each other (eslint's no-restricted-imports,
 * bulletproof-react); these are generic, and belong in web/src/components and web/src/hooks: when
 * they move there, only this file changes.
 */
/* eslint-disable no-restricted-imports -- see above: one bridge to catalogue's generic helpers */
export { ListError } from '@/features/catalogue/components/list-error';
export { ListFooter, showingText } from '@/features/catalogue/components/list-footer';
export { DecimalInput, acceptsMoneyTyping } from '@/features/catalogue/components/product-drawer/decimal-input';
export { useDebouncedValue } from '@/features/catalogue/hooks/use-debounced-value';
export { usePageInRange } from '@/features/catalogue/hooks/use-page-in-range';
export { failureMessage } from '@/features/catalogue/messages';
/* eslint-enable no-restricted-imports */
