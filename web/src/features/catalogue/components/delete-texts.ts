/** Spec 2.10: the category and group delete confirmations. */
export const deleteText = (kind: 'category' | 'group') =>
  `This action cannot be undone. The ${kind} will be permanently removed from your inventory if it is not associated with any products.`;

export const NO_DESCRIPTION = 'No description provided';

export const countOf = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
