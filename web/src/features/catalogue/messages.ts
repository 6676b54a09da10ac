/** Spec 8: the catalogue's messages, word for word. */
export const CATALOGUE_MESSAGES = {
  noCompany: 'Please create a company first.',
  productCreated: 'Product successfully created! 🎉',
  productUpdated: 'Product successfully updated! 🎉',
  productDeleted: 'Product deleted successfully',
  categoryCreated: 'Category successfully created! 🎉',
  categoryUpdated: 'Category successfully updated! 🎉',
  categoryDeleted: 'Category deleted successfully',
  groupCreating: 'Creating your group...',
  groupUpdating: 'Updating your group...',
  groupCreated: 'Group successfully created! 🎉',
  groupUpdated: 'Group successfully updated! 🎉',
  groupCreateFailed: 'Failed to create group. Please try again.',
  groupUpdateFailed: 'Failed to update group. Please try again.',
  groupDeleted: 'Group deleted successfully',
} as const;
