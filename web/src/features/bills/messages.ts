/** The Bills pages' words. */
export const BILL_PAGE_MESSAGES = {
  noCompany: 'Please create a company first.',
  uploadFailed: 'The bill could not be uploaded. Please try again.',
  product: 'Pick a product for this line, or create one',
  quantity: 'Quantity must be greater than 0',
  taxRate: 'Tax rate must be between 0 and 100',
  doubtful: 'Check this against the bill: the reader was not sure',
  posted: (number: string) => `Purchase ${number} created from the bill`,
  discarded: 'Bill discarded',
  discardConfirm: 'The bill and what was read from it will be removed. Nothing has been posted from it.',
  retried: 'Reading the bill again',
  copied: 'Address copied',
  sendersSaved: 'Allowed senders saved',
  addressRenewed: 'New bill address made',
  renewAddressConfirm: (address: string) =>
    `Mail sent to ${address} will be ignored from now on, at once: nothing sent there reaches your bills any more. Give the new address to everyone who mails you bills.`,
  supplierCreated: (name: string) => `Supplier ${name} created`,
  productCreated: (name: string) => `Product ${name} created`,
  fixErrors: 'Please fix the form errors before submitting',
  /** Issue 18: a line of a batch-tracked product, in the server's words. */
  batchNumber: (product: string) => `Batch number is required for ${product}`,
  batchExpiry: (number: string) => (number ? `Expiry is required for batch ${number}` : 'Expiry is required'),
} as const;
