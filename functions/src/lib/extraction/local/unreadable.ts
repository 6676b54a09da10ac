/**
 * What the user is told when a file cannot be read as a bill, by the local extractor or Textract,
 * whatever the reason: they can only try another file. (A module of its own so the Textract path
 * names it without loading the local extractor.)
 */
export const UNREADABLE_BILL_MESSAGE = 'This file could not be read as a bill';
