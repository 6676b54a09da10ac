/** Spec 8: the inventory page's messages, word for word. */
export const INVENTORY_MESSAGES = {
  noCompany: 'Please create a company first.',
} as const;
